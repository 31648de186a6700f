import type { ApplicationFormInput } from './application-form';

export type ApplicationDraft = Partial<ApplicationFormInput>;

/**
 * The answers typed so far, kept in this tab's sessionStorage per account, so a reload or a step back in history
 * loses nothing.
 */
const draftKeyOf = (userId: number) => `luz:guide-application-draft:${userId}`;

/**
 * What the guide sign-up asked (name, email, place, category), kept in localStorage per account until the
 * application is sent: the server keeps no category before there is an application, and a guide who signs up,
 * closes the tab and signs in again later should not be asked again, from an empty field.
 */
const signupKeyOf = (userId: number) => `luz:guide-signup-answers:${userId}`;

function read(storage: () => Storage, key: string): ApplicationDraft {
  try {
    const text = storage().getItem(key);
    const data: unknown = text ? JSON.parse(text) : null;
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as ApplicationDraft)
      : {};
  } catch {
    return {};
  }
}

function write(storage: () => Storage, key: string, draft: ApplicationDraft): void {
  try {
    storage().setItem(key, JSON.stringify(draft));
  } catch {
    // A full or disabled storage only costs the convenience.
  }
}

function remove(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // As above.
  }
}

const tab = () => sessionStorage;
const browser = () => localStorage;

export function loadApplicationDraft(userId: number): ApplicationDraft {
  return read(tab, draftKeyOf(userId));
}

export function saveApplicationDraft(userId: number, draft: ApplicationDraft): void {
  write(tab, draftKeyOf(userId), draft);
}

export function loadSignupAnswers(userId: number): ApplicationDraft {
  return read(browser, signupKeyOf(userId));
}

export function saveSignupAnswers(userId: number, answers: ApplicationDraft): void {
  write(browser, signupKeyOf(userId), answers);
}

/** The application has been sent: neither the draft nor the sign-up's answers are needed any more. */
export function clearApplicationDraft(userId: number): void {
  remove(tab, draftKeyOf(userId));
  remove(browser, signupKeyOf(userId));
}
