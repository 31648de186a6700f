import { z } from 'zod';
import { GuideCard } from './guides';
import { IdField } from './ids';
import { messageWith } from './messages';
import { pageOf, pageQueryFields } from './paging';

/**
 * How many guides one person can save. The hearts on every card read the whole list of saved ids at
 * once, so the list has an end; a real person's favourites stay far below it.
 */
export const SAVED_GUIDES_MAX = 500;
export const SAVED_GUIDES_FULL = messageWith(/*i18n*/ 'contract.favorites.savedGuidesFull', {
  max: SAVED_GUIDES_MAX,
});

/** GET /api/favorites/ids: every saved guide still listed, most recently saved first (at most SAVED_GUIDES_MAX). */
export const FavoriteIds = z.object({ practitionerIds: z.array(z.number().int()) });
export type FavoriteIds = z.infer<typeof FavoriteIds>;

export const FAVORITES_PAGE_SIZE_DEFAULT = 24;
export const FAVORITES_PAGE_SIZE_MAX = 48;

/** GET /api/favorites?page=&pageSize= */
export const FavoriteListQuery = z.object(
  pageQueryFields(FAVORITES_PAGE_SIZE_DEFAULT, FAVORITES_PAGE_SIZE_MAX),
);
export type FavoriteListQuery = z.infer<typeof FavoriteListQuery>;

/** A page of the saved guides still listed, as explore cards, most recently saved first. */
export const FavoriteList = pageOf(GuideCard);
export type FavoriteList = z.infer<typeof FavoriteList>;

/** PUT and DELETE /api/favorites/{practitionerId}. */
export const FavoriteParams = z.object({ practitionerId: IdField });
