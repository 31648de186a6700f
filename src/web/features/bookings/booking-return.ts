/**
 * The guide page to come back to after completing the profile: the current path and query with the seeker's
 * choice written in (session_id for a session, date and time for a private request), so nothing is lost.
 */
export function bookingReturnUrl(
  pathname: string,
  search: string,
  choice: Readonly<Record<string, string | null | undefined>>,
): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(choice)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

const NOTES_KEY_PREFIX = 'luz:booking-notes:';

/** The notes typed for a guide survive the trip to /profile and back (this tab only). */
export function rememberNotes(guideId: number, notes: string): void {
  try {
    if (notes.trim()) sessionStorage.setItem(`${NOTES_KEY_PREFIX}${guideId}`, notes);
    else sessionStorage.removeItem(`${NOTES_KEY_PREFIX}${guideId}`);
  } catch {
    // Storage refused (private mode, quota): the notes are simply not kept.
  }
}

export function recallNotes(guideId: number): string {
  try {
    return sessionStorage.getItem(`${NOTES_KEY_PREFIX}${guideId}`) ?? '';
  } catch {
    return '';
  }
}

export function forgetNotes(guideId: number): void {
  rememberNotes(guideId, '');
}
