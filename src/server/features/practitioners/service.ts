import { and, eq, type SQL, sql } from 'drizzle-orm';
import type {
  GuideCard,
  GuideDetail,
  GuideSearchQuery,
  GuideSearchResult,
  PublicProfile,
} from '../../../contract/guides';
import { placeName } from '../../../contract/place-name';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { rawStatementOnce } from '../../db/prepared-once';
import { isoTextOf, optionalInstantOf, queryRows } from '../../db/raw-query';
import { profiles, users } from '../../db/schema';
import { searchWords } from '../../db/text-search';
import { NotFound } from '../../http/errors';
import {
  cardPriceOf,
  cardPriceRangeQuery,
  cardTimingJoin,
  type GuideCardRow,
  guideCardsQuery,
  guideDetailQuery,
  isListedGuide,
  nextSessionAtOf,
  toPractitionerCard,
} from './guide-cards';
import type { ListedGuideIndexKeeper } from './listed-guide-index';
import { keptAnswer, type ListingAnswerCache } from './listing-answer-cache';
import { MAX_TERMS, searchConditions, searchOrder } from './search-filters';

export const PRACTITIONER_NOT_FOUND = 'Practitioner not found';

export interface PractitionerServiceDeps {
  db: Db;
  clock: Clock;
  /** Keeps explore's and guides' pages' answers between changes; without it every read reads the database. */
  listingAnswers?: ListingAnswerCache;
  /** Answers explore from memory while no change has been noticed since it was read. */
  guideIndex?: ListedGuideIndexKeeper;
}

type SearchRow = { total: number; min_price: number; max_price: number } & (
  | GuideCardRow
  | { [K in keyof GuideCardRow]: null }
);

/** The profile row as `to_jsonb` spells it. */
interface ProfileJson {
  name: string | null;
  bio: string | null;
  short_bio: string | null;
  city: string;
  neighbourhood: string | null;
  country: string | null;
  category: string | null;
  subcategory: string | null;
  session_format: string | null;
  price_per_session: number | null;
  modalities: string[];
  credentials: string[];
  specialties: string[];
  languages: string[];
  experience_years: number | null;
  photo_gallery: string[];
  profile_pic_url: string | null;
  social_links: PublicProfile['socialLinks'];
  availability: Record<string, string[]>;
}

interface DetailRow {
  id: number;
  username: string;
  created_at: string;
  profile: ProfileJson;
  rating: number | null;
  review_count: number;
  next_session_price: number | null;
  next_session_at: string | null;
}

export class PractitionerService {
  constructor(private readonly deps: PractitionerServiceDeps) {}

  /**
   * Explore: one statement answers the page of cards, the total and the price range. The page is
   * left-joined to the totals so a page past the end still reports the total.
   */
  search(query: GuideSearchQuery): Promise<GuideSearchResult> {
    // The parsed query lists its fields in the schema's order, so equal queries give equal keys.
    return keptAnswer(this.deps.listingAnswers, `explore ${JSON.stringify(query)}`, () =>
      this.readSearch(query),
    );
  }

  private async readSearch(query: GuideSearchQuery): Promise<GuideSearchResult> {
    const index = this.deps.guideIndex?.current();
    if (index) return index.search(query, await this.storedSpellingOf(query.q), this.deps.clock.now());
    const rows = await queryRows<SearchRow>(this.deps.db, searchStatement(query, this.deps.clock.now()));
    const first = rows[0]!;
    return {
      items: rows.filter((row): row is SearchRow & GuideCardRow => row.id !== null).map(toPractitionerCard),
      total: first.total,
      priceRange: { min: first.min_price, max: first.max_price },
    };
  }

  /**
   * The words of a search as `profiles.search_text` spells them: lower case, unaccented by
   * `luz_unaccent` itself (only plain ASCII words are spelled here, where both agree).
   */
  private async storedSpellingOf(q: string | undefined): Promise<string[]> {
    const words = searchWords(q, MAX_TERMS);
    if (words.every((word) => PLAIN_ASCII.test(word))) return words.map((word) => word.toLowerCase());
    const [row] = await queryRows<{ words: string[] }>(
      this.deps.db,
      sql`select array[${sql.join(
        words.map((word) => sql`lower(luz_unaccent(${word}))`),
        sql`, `,
      )}]::text[] as words`,
    );
    return row!.words;
  }

  async detail(guideId: number): Promise<GuideDetail> {
    const found = await this.findListedGuide(guideId);
    if (!found) throw new NotFound(PRACTITIONER_NOT_FOUND);
    return found;
  }

  /** A listed guide's public page, or null for an unknown, unapproved or deactivated guide. */
  findListedGuide(guideId: number): Promise<GuideDetail | null> {
    return keptAnswer(this.deps.listingAnswers, `guide ${guideId}`, () => this.readListedGuide(guideId));
  }

  private async readListedGuide(guideId: number): Promise<GuideDetail | null> {
    const [row] = await guideDetail(this.deps.db, { now: this.deps.clock.now(), guideId });
    if (!row) return null;
    return {
      user: { id: row.id, username: row.username, createdAt: isoTextOf(row.created_at) },
      profile: toPublicProfile(row.profile),
      rating: row.rating,
      reviewCount: row.review_count,
      nextSessionPrice: row.next_session_price,
      nextSessionAt: optionalInstantOf(row.next_session_at)?.toISOString() ?? null,
      location: placeName(row.profile.neighbourhood, row.profile.city),
    };
  }

  /** Cards of the given listed guides, in the order of `guideIds`; others are left out. */
  async cardsOf(guideIds: number[]): Promise<GuideCard[]> {
    if (guideIds.length === 0) return [];
    const ids = sql.join(
      guideIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const rows = await queryRows<GuideCardRow>(
      this.deps.db,
      guideCardsQuery(this.deps.clock.now(), [sql`${users.id} in (${ids})`]),
    );
    const byId = new Map(rows.map((row) => [row.id, toPractitionerCard(row)]));
    return guideIds.flatMap((id) => byId.get(id) ?? []);
  }

  async isListedGuide(guideId: number): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, guideId), isListedGuide));
    return Boolean(row);
  }
}

const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** A guide's public page is read on every visit: its statement is built once. */
const guideDetail = rawStatementOnce<DetailRow, { now: Date; guideId: number }>(
  guideDetailQuery(sql.placeholder('now'), sql.placeholder('guideId')),
);

/**
 * Explore in one statement: the page of cards, the total and the price range. Matching, counting
 * and ordering read only the listed profiles' stored columns (decision 014); cards are built for
 * the page alone. The page is left-joined to the totals, so a page past the end still reports the
 * total.
 */
export function searchStatement(query: GuideSearchQuery, now: Date): SQL {
  const conditions = searchConditions(query, now);
  const priceFilter = conditions.price.length > 0 ? sql.join(conditions.price, sql` and `) : sql`true`;
  // Ordered by rating alone, the page walks `profiles_listed_rating_idx` and the count its own index;
  // ordered or filtered by price or date, every match is priced once for both, and a text search
  // reads its matches once for both.
  const materialized = isTimed(query) || query.q?.trim() ? sql`materialized` : sql`not materialized`;
  return sql`
    with matched as ${materialized} (
      select card.* from (${matchingGuides(query, conditions.guide, now)}) card
      where ${priceFilter}
    ),
    page as (
      select card.id from matched as card
      order by ${searchOrder(query.sort, 'card')}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
    )
    select totals.total, price_range.min_price, price_range.max_price, card.*
    from (select count(*)::int as total from matched) totals
    cross join (${cardPriceRangeQuery(now)}) price_range
    left join (${guideCardsQuery(now, [sql`${users.id} = any (array(select id from page))`])}) card on true
    order by ${searchOrder(query.sort, 'card')}`;
}

/**
 * The listed guides matching the guide conditions, with what filters and sorts need. Price and
 * next session are only worked out when a price filter or the order asks for them: read from the
 * stored open session while it lies ahead, looked up for the few guides whose session has started.
 */
function matchingGuides(query: GuideSearchQuery, guideConditions: SQL[], now: Date): SQL {
  const where = (...more: SQL[]) =>
    sql.join([sql`${profiles.listed}`, ...more, ...guideConditions], sql` and `);
  const scored = sql`${profiles.userId} as id, ${profiles.rating} as rating, ${profiles.reviewCount} as review_count`;
  if (!isTimed(query)) return sql`select ${scored} from ${profiles} where ${where()}`;
  return sql`
    select ${scored}, ${profiles.cardPrice} as price, ${profiles.openSessionStartsAt} as next_session_at
    from ${profiles}
    where ${where(sql`(${profiles.openSessionStartsAt} > ${now} or ${profiles.openSessionStartsAt} is null)`)}
    union all
    select ${scored}, ${cardPriceOf(now)} as price, ${nextSessionAtOf(now)} as next_session_at
    from ${profiles}
    ${cardTimingJoin(now)}
    where ${where(sql`${profiles.openSessionStartsAt} <= ${now}`)}`;
}

function isTimed(query: GuideSearchQuery): boolean {
  return query.minPrice !== undefined || query.maxPrice !== undefined || query.sort !== 'rating';
}

function toPublicProfile(p: ProfileJson): PublicProfile {
  return {
    name: p.name,
    bio: p.bio,
    shortBio: p.short_bio,
    city: p.city,
    neighbourhood: p.neighbourhood,
    country: p.country,
    category: p.category,
    subcategory: p.subcategory,
    sessionFormat: p.session_format,
    pricePerSession: p.price_per_session,
    modalities: p.modalities,
    credentials: p.credentials,
    specialties: p.specialties,
    languages: p.languages,
    experienceYears: p.experience_years,
    photoGallery: p.photo_gallery,
    profilePicUrl: p.profile_pic_url,
    socialLinks: p.social_links,
    availability: p.availability,
  };
}
