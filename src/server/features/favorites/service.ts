import { and, count, desc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '../../../contract/errors';
import {
  type FavoriteList,
  type FavoriteListQuery,
  SAVED_GUIDES_FULL,
  SAVED_GUIDES_MAX,
} from '../../../contract/favorites';
import type { Locale } from '../../../contract/locales';
import type { Db } from '../../db/connection';
import { favorites, users } from '../../db/schema';
import { BadRequest, Conflict, NotFound } from '../../errors';
import { GUIDE_NOT_FOUND, isListedGuide, type Listing } from '../listings';

export const CANNOT_SAVE_SELF = /*i18n*/ 'favorites.errors.cannotSaveSelf';

export interface FavoriteServiceDeps {
  db: Db;
  listing: Pick<Listing, 'cardsOf' | 'isListed'>;
}

/** Saved guides (decision 003). Only guides still listed are shown; the rows stay if a guide returns. */
export class FavoriteService {
  constructor(private readonly deps: FavoriteServiceDeps) {}

  /** Every saved guide still listed, most recently saved first: at most SAVED_GUIDES_MAX, as saving stops there. */
  async ids(userId: number): Promise<number[]> {
    return this.savedIds(userId, { limit: SAVED_GUIDES_MAX, offset: 0 });
  }

  /** A page of the saved guides still listed, as cards, most recently saved first. */
  async cards(userId: number, { page, pageSize }: FavoriteListQuery, reader: Locale): Promise<FavoriteList> {
    const [ids, [counted]] = await Promise.all([
      this.savedIds(userId, { limit: pageSize, offset: (page - 1) * pageSize }),
      this.deps.db
        .select({ total: count() })
        .from(favorites)
        .innerJoin(users, eq(users.id, favorites.guideId))
        .where(and(eq(favorites.seekerId, userId), isListedGuide)),
    ]);
    return {
      items: await this.deps.listing.cardsOf(ids, reader),
      total: counted?.total ?? 0,
      page,
      pageSize,
    };
  }

  /**
   * Saving twice is the same as saving once. The saver's own row is locked while their saved guides
   * are counted, so requests at once cannot take the list past its end.
   */
  async save(userId: number, guideId: number): Promise<void> {
    if (guideId === userId) throw new BadRequest(CANNOT_SAVE_SELF);
    if (!(await this.deps.listing.isListed(guideId))) throw new NotFound(GUIDE_NOT_FOUND);
    await this.deps.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const saved = await tx
        .select({ guideId: favorites.guideId })
        .from(favorites)
        .where(and(eq(favorites.seekerId, userId), eq(favorites.guideId, guideId)));
      if (saved.length > 0) return;
      const [counted] = await tx
        .select({ total: count() })
        .from(favorites)
        .where(eq(favorites.seekerId, userId));
      if ((counted?.total ?? 0) >= SAVED_GUIDES_MAX) {
        throw new Conflict(SAVED_GUIDES_FULL, ERROR_CODES.savedGuidesFull);
      }
      await tx.insert(favorites).values({ seekerId: userId, guideId }).onConflictDoNothing();
    });
  }

  /** Removing a guide that is not saved changes nothing; an id that is no listed guide, saved or not, is 404. */
  async remove(userId: number, guideId: number): Promise<void> {
    const removed = await this.deps.db
      .delete(favorites)
      .where(and(eq(favorites.seekerId, userId), eq(favorites.guideId, guideId)))
      .returning({ id: favorites.id });
    if (removed.length === 0 && !(await this.deps.listing.isListed(guideId))) {
      throw new NotFound(GUIDE_NOT_FOUND);
    }
  }

  private async savedIds(userId: number, window: { limit: number; offset: number }): Promise<number[]> {
    const rows = await this.deps.db
      .select({ guideId: favorites.guideId })
      .from(favorites)
      .innerJoin(users, eq(users.id, favorites.guideId))
      .where(and(eq(favorites.seekerId, userId), isListedGuide))
      .orderBy(desc(favorites.createdAt), desc(favorites.id))
      .limit(window.limit)
      .offset(window.offset);
    return rows.map((row) => row.guideId);
  }
}
