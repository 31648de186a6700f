/** My Bookings opens on the first page of the seeker's bookings. */
export const MY_BOOKINGS_FIRST_PAGE_ADDRESS = '/api/bookings?page=1';

/** The guide dashboard's Overview: its figures and latest bookings, and the next sessions it lists. */
export const GUIDE_DASHBOARD_ADDRESS = '/api/practitioner/dashboard';
export const GUIDE_NEXT_SESSIONS_COUNT = 5;
export const GUIDE_NEXT_SESSIONS_ADDRESS = `/api/practitioner/sessions?view=upcoming&page=1&pageSize=${GUIDE_NEXT_SESSIONS_COUNT}`;

/** The admin panel's figures, beside every tab (the applications tab's count) and on its dashboard. */
export const ADMIN_METRICS_ADDRESS = '/api/admin/metrics';

/** Rows of the admin dashboard's Recent Applications table. */
export const RECENT_APPLICATIONS_LIMIT = 5;

/**
 * The admin dashboard's Recent Applications. (This module names no schema, so a page that reads its addresses does
 * not load every admin schema with them.)
 */
export const RECENT_APPLICATIONS_ADDRESS = `/api/admin/guide-applications/pending?pageSize=${RECENT_APPLICATIONS_LIMIT}`;

/**
 * The pages of signed-in visitors whose first screen the server reads from the API with the visitor's own cookie
 * and writes into the page, by path: the API addresses each opens with, given the page's query string.
 */
const SIGNED_IN_FIRST_SCREENS: Readonly<Record<string, (query: URLSearchParams) => string[]>> = {
  '/bookings': () => [MY_BOOKINGS_FIRST_PAGE_ADDRESS],
  // The Overview is the dashboard's first tab; the others are paged lists the app asks for when opened.
  '/practitioner-dashboard': () => [GUIDE_DASHBOARD_ADDRESS, GUIDE_NEXT_SESSIONS_ADDRESS],
  // The bare /admin is its dashboard; the other tabs' lists follow their filters and are asked for by the app.
  '/admin': (query) =>
    query.has('tab') ? [ADMIN_METRICS_ADDRESS] : [ADMIN_METRICS_ADDRESS, RECENT_APPLICATIONS_ADDRESS],
};

/** Whether `path` is a signed-in page that opens with answers the server writes into it. */
export function hasSignedInFirstScreen(path: string): boolean {
  return Object.hasOwn(SIGNED_IN_FIRST_SCREENS, normalisedPath(path));
}

/** The API addresses the signed-in page at `path` opens with (none for the other pages). */
export function signedInFirstScreen(path: string, query: string): string[] {
  const addresses = SIGNED_IN_FIRST_SCREENS[normalisedPath(path)];
  return addresses ? addresses(new URLSearchParams(query)) : [];
}

function normalisedPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
