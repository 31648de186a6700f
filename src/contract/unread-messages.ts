/*
 * What the site header needs of conversations, apart from their schemas: the header is in every page's first
 * download, and importing a zod schema would bring all of zod with it.
 */

/** How often the header asks for the unread count while the page is open. */
export const UNREAD_POLL_MS = 60 * 1000;
