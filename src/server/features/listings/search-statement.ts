import { type SQL, sql } from 'drizzle-orm';
import type { GuideSearchQuery } from '../../../contract/guides';
import type { DbOrTx } from '../../db/connection';
import { queryRows } from '../../db/raw-query';
import { profiles, users } from '../../db/schema';
import { searchWords } from '../../db/text-search';
import {
  cardPriceOf,
  cardPriceRangeQuery,
  cardTimingJoin,
  type GuideCardRow,
  guideCardsQuery,
  nextSessionAtOf,
  toGuideCard,
} from './guide-cards';
import type { ListedSearchResult } from './in-reader-locale';
import { MAX_TERMS, relevanceColumns, searchConditions, searchOrder } from './search-filters';

type SearchRow = { total: number; min_price: number; max_price: number } & (
  | GuideCardRow
  | { [K in keyof GuideCardRow]: null }
);

/** Explore's answer read from the database (decisions 006 and 014). */
export async function searchDatabase(
  db: DbOrTx,
  query: GuideSearchQuery,
  now: Date,
): Promise<ListedSearchResult> {
  const terms = await storedSpellingOf(db, query.q);
  const rows = await queryRows<SearchRow>(db, searchStatement(query, terms, now));
  const first = rows[0]!;
  return {
    items: rows.filter((row): row is SearchRow & GuideCardRow => row.id !== null).map(toGuideCard),
    total: first.total,
    priceRange: { min: first.min_price, max: first.max_price },
  };
}

/**
 * The words of a search as `profiles.search_text` spells them: lower case, unaccented by
 * `luz_unaccent` itself (only plain ASCII words are spelled here, where both agree).
 */
export async function storedSpellingOf(db: DbOrTx, q: string | undefined): Promise<string[]> {
  const words = searchWords(q, MAX_TERMS);
  if (words.every((word) => PLAIN_ASCII.test(word))) return words.map((word) => word.toLowerCase());
  const [row] = await queryRows<{ words: string[] }>(
    db,
    sql`select array[${sql.join(
      words.map((word) => sql`lower(luz_unaccent(${word}))`),
      sql`, `,
    )}]::text[] as words`,
  );
  return row!.words;
}

const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/**
 * Explore in one statement: the page of cards, the total and the price range. Matching, counting
 * and ordering read only the listed profiles' stored columns (decision 014); cards are built for
 * the page alone. The page is left-joined to the totals, so a page past the end still reports the
 * total. With words to search (`terms`, as `storedSpellingOf` spells them), the most relevant
 * guides come first (decision 052).
 */
export function searchStatement(query: GuideSearchQuery, terms: string[], now: Date): SQL {
  const conditions = searchConditions(query, terms, now);
  const relevance = relevanceColumns(query.q, terms);
  // Ranked, the page keeps each guide's relevance, which the cards (made for the page) do not have.
  const rankedBy = (table: string) =>
    relevance ? sql.raw(`${table}.relevance, ${table}.closeness desc, `) : sql``;
  const priceFilter = conditions.price.length > 0 ? sql.join(conditions.price, sql` and `) : sql`true`;
  // Ordered by rating alone, the page walks `profiles_listed_rating_idx` and the count its own index;
  // ordered or filtered by price or date, every match is priced once for both, and a text search
  // reads its matches once for both.
  const materialized = isTimed(query) || query.q?.trim() ? sql`materialized` : sql`not materialized`;
  return sql`
    with matched as ${materialized} (
      select card.* from (${matchingGuides(query, conditions.guide, relevance, now)}) card
      where ${priceFilter}
    ),
    page as (
      select card.id${relevance ? sql`, card.relevance, card.closeness` : sql``} from matched as card
      order by ${rankedBy('card')}${searchOrder(query.sort, 'card')}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
    )
    select totals.total, price_range.min_price, price_range.max_price, card.*
    from (select count(*)::int as total from matched) totals
    cross join (${cardPriceRangeQuery(now)}) price_range
    left join (${guideCardsQuery(now, [sql`${users.id} = any (array(select id from page))`])}) card on true
    ${relevance ? sql`left join page on page.id = card.id` : sql``}
    order by ${rankedBy('page')}${searchOrder(query.sort, 'card')}`;
}

/**
 * The listed guides matching the guide conditions, with what filters and sorts need. Price and
 * next session are only worked out when a price filter or the order asks for them: read from the
 * stored open session while it lies ahead, looked up for the few guides whose session has started.
 */
function matchingGuides(
  query: GuideSearchQuery,
  guideConditions: SQL[],
  relevance: SQL | undefined,
  now: Date,
): SQL {
  const where = (...more: SQL[]) =>
    sql.join([sql`${profiles.listed}`, ...more, ...guideConditions], sql` and `);
  const scored = sql`${profiles.userId} as id, ${profiles.rating} as rating, ${profiles.reviewCount} as review_count${
    relevance ? sql`, ${relevance}` : sql``
  }`;
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
