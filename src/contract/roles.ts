export const ROLES = ['student', 'practitioner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose when registering; admins are created only by the operator. */
export const SELF_SERVICE_ROLES = ['student', 'practitioner'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  student: 'Seeker',
  practitioner: 'Guide',
  admin: 'Admin',
};

/** A role's name after "a" or "an", as the sentences that name a needed role say it: "an admin", "a practitioner". */
export function roleWithArticle(role: string): string {
  return `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`;
}
