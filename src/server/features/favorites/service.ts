import { and, desc, eq } from 'drizzle-orm';
import type { PractitionerCard } from '../../../contract/practitioners';
import type { Db } from '../../db/connection';
import { favorites, users } from '../../db/schema';
import { BadRequest, NotFound } from '../../http/errors';
import { isListedGuide } from '../practitioners/guide-cards';
import { PRACTITIONER_NOT_FOUND, type PractitionerService } from '../practitioners/service';

export const CANNOT_SAVE_SELF = 'You cannot save yourself as a favorite.';

export interface FavoriteServiceDeps {
  db: Db;
  practitioners: PractitionerService;
}

/** Saved guides (decision 003). Only guides still listed are shown; the rows stay if a guide returns. */
export class FavoriteService {
  constructor(private readonly deps: FavoriteServiceDeps) {}

  /** Most recently saved first. */
  async ids(userId: number): Promise<number[]> {
    const rows = await this.deps.db
      .select({ practitionerId: favorites.practitionerId })
      .from(favorites)
      .innerJoin(users, eq(users.id, favorites.practitionerId))
      .where(and(eq(favorites.studentId, userId), isListedGuide))
      .orderBy(desc(favorites.createdAt), desc(favorites.id));
    return rows.map((row) => row.practitionerId);
  }

  async cards(userId: number): Promise<PractitionerCard[]> {
    return this.deps.practitioners.cardsOf(await this.ids(userId));
  }

  /** Saving twice is the same as saving once. */
  async save(userId: number, guideId: number): Promise<void> {
    if (guideId === userId) throw new BadRequest(CANNOT_SAVE_SELF);
    if (!(await this.deps.practitioners.isListedGuide(guideId))) throw new NotFound(PRACTITIONER_NOT_FOUND);
    await this.deps.db
      .insert(favorites)
      .values({ studentId: userId, practitionerId: guideId })
      .onConflictDoNothing();
  }

  /** Removing a guide that is not saved changes nothing; an id that is no listed guide, saved or not, is 404. */
  async remove(userId: number, guideId: number): Promise<void> {
    const removed = await this.deps.db
      .delete(favorites)
      .where(and(eq(favorites.studentId, userId), eq(favorites.practitionerId, guideId)))
      .returning({ id: favorites.id });
    if (removed.length === 0 && !(await this.deps.practitioners.isListedGuide(guideId))) {
      throw new NotFound(PRACTITIONER_NOT_FOUND);
    }
  }
}
