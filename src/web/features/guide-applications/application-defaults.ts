import type { GuideApplicationRecord } from '@contract/guide-applications';
import type { ApplicationDraft } from './application-draft';
import { type ApplicationFormInput, blankApplication, fromApplication } from './application-form';

interface DefaultsSources {
  user: { name: string | null; email: string };
  /** What the guide sign-up asked (place, category), whenever it was answered. */
  signup?: ApplicationDraft;
  /** The answers of an earlier application that was not approved, to start again from. */
  previous?: GuideApplicationRecord | null;
  /** What was typed in this tab already. */
  draft?: ApplicationDraft;
  /** The form's own starting values (the single-page form starts at €100). */
  base?: Partial<ApplicationFormInput>;
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Where an application form starts: blank, then the account, the sign-up's answers, the earlier application, and
 * the draft on top.
 */
export function applicationDefaults({ user, signup = {}, previous, draft = {}, base = {} }: DefaultsSources) {
  return blankApplication({
    ...base,
    fullName: user.name ?? '',
    email: user.email,
    ...definedOnly(signup),
    ...(previous ? definedOnly(fromApplication(previous)) : {}),
    ...definedOnly(draft),
  });
}
