import { PRODUCT_NAME } from './brand';
import { placeName } from './place-name';

/**
 * Titles and descriptions of the pages search engines and link previews see. The server writes
 * them into index.html; the web app can show the same words once it runs.
 */
export interface PageText {
  title: string;
  description: string;
}

export const HOME_PAGE_TEXT: PageText = {
  title: `${PRODUCT_NAME} — Find trusted wellness & spiritual practitioners in Lisbon`,
  description:
    'Book reiki, breathwork, sound healing, meditation, yoga and bodywork sessions in Lisbon with handpicked, verified guides. Read real reviews and book in seconds.',
};

export const EXPLORE_PAGE_TEXT: PageText = {
  title: `Explore Practitioners | ${PRODUCT_NAME}`,
  description:
    'Search and filter a curated list of wellness and spiritual practitioners in Lisbon by practice, date, session format and price.',
};

export const GUIDE_NOT_FOUND_TEXT: PageText = {
  title: `Practitioner not found | ${PRODUCT_NAME}`,
  description: 'This practitioner is not on Luz, or no longer offers sessions here.',
};

/** "Marta Figueiredo — Sound Healing in Graça, Lisbon | Luz". */
export function guidePageTitle(guide: {
  name: string;
  category: string | null;
  neighbourhood: string | null;
  city: string;
}): string {
  const place = placeName(guide.neighbourhood, guide.city);
  const what = guide.category ? ` — ${guide.category} in ${place}` : ` in ${place}`;
  return `${guide.name}${what} | ${PRODUCT_NAME}`;
}

/**
 * Written by the server into a page asked for without a session cookie, as
 * `<meta name="luz-session" content="signed-out">`: nobody is signed in, so the web app need not ask
 * GET /api/user, whose 401 the browser would log as an error on every first visit.
 */
export const SESSION_META_NAME = 'luz-session';
export const SIGNED_OUT_CONTENT = 'signed-out';
