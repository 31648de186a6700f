import type { ApplicationFormInput } from './application-form';

/**
 * The answers typed so far, kept in this tab's sessionStorage per account: the sign-up hands its answers to the
 * wizard through it, and a reload or a step back in history loses nothing.
 */
const keyOf = (userId: number) => `luz:guide-application-draft:${userId}`;

export type ApplicationDraft = Partial<ApplicationFormInput>;

export function loadApplicationDraft(userId: number): ApplicationDraft {
  try {
    const text = sessionStorage.getItem(keyOf(userId));
    const data: unknown = text ? JSON.parse(text) : null;
    return typeof data === 'object' && data !== null ? (data as ApplicationDraft) : {};
  } catch {
    return {};
  }
}

export function saveApplicationDraft(userId: number, draft: ApplicationDraft): void {
  try {
    sessionStorage.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // A full or disabled storage only costs the convenience.
  }
}

export function clearApplicationDraft(userId: number): void {
  try {
    sessionStorage.removeItem(keyOf(userId));
  } catch {
    // As above.
  }
}
