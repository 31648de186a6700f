import { and, eq, sql } from 'drizzle-orm';
import type { GuideCard, GuideDetail, GuideSearchQuery, GuideSearchResult } from '../../../contract/guides';
import type { Locale } from '../../../contract/locales';
import type { ReviewPage, ReviewPageQuery } from '../../../contract/reviews';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import type { ChangeNotices } from '../../db/change-notices';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/raw-query';
import { users } from '../../db/schema';
import { NotFound } from '../../errors';
import type { KeptInMemory } from '../../kept-in-memory';
import { ListingAnswerCache, type TaggedAnswer, tagged } from './answer-cache';
import { type GuideCardRow, guideCardsQuery, isListedGuide, toGuideCard } from './guide-cards';
import { readGuidePage } from './guide-page';
import { readGuideReviews } from './guide-reviews';
import {
  cardFor,
  guideDetailFor,
  type ListedGuideDetail,
  type ListedSearchResult,
  searchResultFor,
  taggedFor,
} from './in-reader-locale';
import { ListedGuideIndexKeeper } from './listed-guide-index';
import { searchDatabase, storedSpellingOf } from './search-statement';

export type { TaggedAnswer } from './answer-cache';
export { isListedGuide } from './guide-cards';
export { reviewerName } from './reviewer-names';

export const GUIDE_NOT_FOUND = /*i18n*/ 'listings.errors.guideNotFound';

/**
 * What services that change what the public sees of a guide tell the listing, once their change is
 * committed: a profile, a session, a review, an approval, a deactivation, a session filling up or
 * getting a spot back. The process that wrote then shows the change on its very next read; other
 * processes hear it from the database's change notices.
 */
export interface ListingChanges {
  listingChanged(): void;
}

export interface ListingDeps {
  db: Db;
  clock: Clock;
  background?: BackgroundTasks;
  /** Commits of any process on the database; without them nothing is kept and every read reads the database. */
  notices?: ChangeNotices;
}

/**
 * The public listing of guides (decision 029): explore's search (the home page's featured guides
 * are its first page by rating), a guide's page and their reviews, and the cards other features
 * show. Answers are kept between changes and explore is answered from an index of the listed guides
 * in memory; both are this module's own, dropped by `listingChanged` and by change notices.
 */
export class Listing implements ListingChanges {
  private constructor(
    private readonly deps: ListingDeps,
    private readonly answers: ListingAnswerCache | undefined,
    private readonly guideIndex: ListedGuideIndexKeeper | undefined,
    private readonly stopFollowing: () => Promise<void>,
  ) {}

  /** A listing that follows `deps.notices` (when given) until `close`. */
  static async open(deps: ListingDeps): Promise<Listing> {
    const { db, clock, background, notices } = deps;
    if (!notices) return new Listing(deps, undefined, undefined, async () => {});
    const answers = new ListingAnswerCache(clock);
    const stop = await answers.follow(notices);
    const guideIndex = background
      ? new ListedGuideIndexKeeper({ db, clock, changes: answers, background })
      : undefined;
    return new Listing(deps, answers, guideIndex, stop);
  }

  close(): Promise<void> {
    return this.stopFollowing();
  }

  listingChanged(): void {
    this.answers?.forgetAll();
  }

  /** What the listing keeps of visitors' requests now (nothing while it keeps nothing). */
  get kept(): KeptInMemory | undefined {
    return this.answers?.kept;
  }

  /** Explore: a page of cards, the total and the price slider's range, bios in the reader's language. */
  async search(query: GuideSearchQuery, reader: Locale): Promise<TaggedAnswer<GuideSearchResult>> {
    // The parsed query lists its fields in the schema's order, so equal queries give equal keys.
    const kept = await this.keptOrRead(`explore ${JSON.stringify(query)}`, () => this.readSearch(query));
    return taggedFor(reader, kept, searchResultFor);
  }

  /** A listed guide's public page; 404 for an unknown, unapproved or deactivated guide. */
  async guidePage(guideId: number, reader: Locale): Promise<TaggedAnswer<GuideDetail>> {
    const page = await this.findGuidePage(guideId);
    if (page.value === null) throw new NotFound(GUIDE_NOT_FOUND);
    return taggedFor(reader, page as TaggedAnswer<ListedGuideDetail>, guideDetailFor);
  }

  /** A listed guide's public page in the reader's language, or null for an unknown, unapproved or deactivated guide. */
  async findGuide(guideId: number, reader: Locale): Promise<GuideDetail | null> {
    const page = (await this.findGuidePage(guideId)).value;
    return page && guideDetailFor(reader, page);
  }

  /** A page of a listed guide's reviews, newest first; 404 when the guide is not listed. */
  async reviews(guideId: number, query: ReviewPageQuery): Promise<TaggedAnswer<ReviewPage>> {
    const key = `reviews ${guideId} ${query.page} ${query.pageSize}`;
    const page = await this.keptOrRead(key, () => readGuideReviews(this.deps.db, guideId, query));
    if (page.value === null) throw new NotFound(GUIDE_NOT_FOUND);
    return page as TaggedAnswer<ReviewPage>;
  }

  /** Cards of the given listed guides, in the order of `guideIds`; others are left out. */
  async cardsOf(guideIds: number[], reader: Locale): Promise<GuideCard[]> {
    if (guideIds.length === 0) return [];
    const ids = sql.join(
      guideIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const rows = await queryRows<GuideCardRow>(
      this.deps.db,
      guideCardsQuery(this.deps.clock.now(), [sql`${users.id} in (${ids})`]),
    );
    const byId = new Map(rows.map((row) => [row.id, cardFor(reader, toGuideCard(row))]));
    return guideIds.flatMap((id) => byId.get(id) ?? []);
  }

  async isListed(guideId: number): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, guideId), isListedGuide));
    return Boolean(row);
  }

  private findGuidePage(guideId: number): Promise<TaggedAnswer<ListedGuideDetail | null>> {
    return this.keptOrRead(`guide ${guideId}`, () =>
      readGuidePage(this.deps.db, guideId, this.deps.clock.now()),
    );
  }

  private async readSearch(query: GuideSearchQuery): Promise<ListedSearchResult> {
    const { db, clock } = this.deps;
    const index = this.guideIndex?.current();
    if (index) return index.search(query, await storedSpellingOf(db, query.q), clock.now());
    return searchDatabase(db, query, clock.now());
  }

  private async keptOrRead<Answer>(key: string, read: () => Promise<Answer>): Promise<TaggedAnswer<Answer>> {
    if (!this.answers) return tagged(await read());
    return this.answers.answer(key, read);
  }
}
