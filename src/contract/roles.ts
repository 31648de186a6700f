/**
 * The roles as the API and the database name them, mapped to the code's words: the wire's `student` is a seeker
 * and its `practitioner` a guide. This is the one place the two vocabularies meet; code names a role through
 * `ROLE`; the wire strings `student` and `practitioner` appear only here, in SQL, and in tests that speak to the
 * API as a client would.
 */
export const ROLE = { seeker: 'student', guide: 'practitioner', admin: 'admin' } as const;

export const ROLES = [ROLE.seeker, ROLE.guide, ROLE.admin] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose when registering; admins are created only by the operator. */
export const SELF_SERVICE_ROLES = [ROLE.seeker, ROLE.guide] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  [ROLE.seeker]: 'Seeker',
  [ROLE.guide]: 'Guide',
  admin: 'Admin',
};

/** A role's name after "a" or "an", as the sentences that name a needed role say it: "an admin", "a practitioner". */
export function roleWithArticle(role: string): string {
  return `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`;
}
