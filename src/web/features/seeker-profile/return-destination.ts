const SAME_SITE = 'http://luz.invalid';

/**
 * A return_url the profile page may follow: a path on this site only. Anything that could leave it is refused
 * (no open redirect): full URLs, protocol-relative "//host", "/\host" (browsers read a backslash as a slash),
 * and control characters or spaces that browsers strip before reading the address.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\\\u0000-\u0020\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE) return null;
  // Dot segments can collapse into "//host" ("/.//evil.example"), which the router would follow off the site.
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A positive whole id from the query string, or null. */
export function idParam(value: string | null | undefined): number | null {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

export type ProfileSaveDestination =
  | { kind: 'path'; path: string }
  /** Only the session is known: its guide's page is found by looking the session up. */
  | { kind: 'session'; sessionId: number }
  /** Nowhere to go back to: the profile page stays. */
  | { kind: 'stay' };

/**
 * Where saving the profile leads (spec, "Seeker profile"): to return_url when it is a safe path on this site,
 * else to the guide of session_id with that session chosen, else nowhere. A return_url that goes back to a guide
 * page keeps the session the seeker had chosen.
 */
export function profileSaveDestination(
  returnUrl: string | null | undefined,
  sessionIdText: string | null | undefined,
): ProfileSaveDestination {
  const path = safeReturnPath(returnUrl);
  const sessionId = idParam(sessionIdText);
  if (path) {
    const url = new URL(path, SAME_SITE);
    if (
      sessionId !== null &&
      /^\/practitioners?\/\d+\/?$/.test(url.pathname) &&
      !url.searchParams.has('session_id')
    ) {
      url.searchParams.set('session_id', String(sessionId));
    }
    return { kind: 'path', path: `${url.pathname}${url.search}${url.hash}` };
  }
  if (sessionId !== null) return { kind: 'session', sessionId };
  return { kind: 'stay' };
}

/** The guide page of a session, with that session chosen in the booking card. */
export function sessionPagePath(guideId: number, sessionId: number): string {
  return `/practitioner/${guideId}?session_id=${sessionId}`;
}
