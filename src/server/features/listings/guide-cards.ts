import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { knownLocale } from '../../../contract/own-words';
import { placeName } from '../../../contract/place-name';
import { optionalInstantOf } from '../../db/raw-query';
import { profiles, sessions, users } from '../../db/schema';
import type { ListedGuideCard } from './in-reader-locale';

/**
 * The one definition of what the public sees of a guide: who is listed, what their card says and
 * how its price, rating and next session are computed. Search, the profile page, favorites and the
 * server-rendered page heads all read guides through these fragments, so they always agree.
 *
 * Ratings and review counts are the profile's stored totals, which triggers keep exact in the
 * transaction that writes a review (decision 014), so a new review shows everywhere at once.
 */

/** Only approved, active guides are public (DESIGN: "Only approved, active guides appear in explore"). */
export const isListedGuide = sql`${users.role} = 'practitioner' and ${users.isApproved} and ${users.isActive}`;

/**
 * A session anyone may still book: scheduled, in the future, not a private session requested by
 * one seeker. `sessions_open_practitioner_starts_idx` covers it.
 */
export function isOpenSession(now: Date | Placeholder): SQL {
  return sql`${sessions.status} = 'scheduled' and ${sessions.requestedBy} is null and ${sessions.startsAt} > ${now}`;
}

/**
 * The guide's place is "Online": they meet seekers online whatever their sessions say. Case does not
 * tell it apart, as a place typed by hand may read "online".
 */
export const placeIsOnline = sql`(lower(coalesce(${profiles.neighbourhood}, '')) = 'online' or lower(${profiles.city}) = 'online')`;

/**
 * A guide works online: their place is "Online", or they have an open online session still to come
 * (`sessions_open_online_practitioner_starts_idx`). Explore's online filter and the card's "Online"
 * both read it.
 */
export function worksOnline(now: Date | Placeholder): SQL {
  return sql`(${placeIsOnline} or exists (
      select 1 from ${sessions}
      where ${sessions.guideId} = ${profiles.userId} and ${sessions.online} and ${isOpenSession(now)}))`;
}

/** The guide's next open session with a spot left: what the card's price and "next session" show. */
function nextSessionJoin(now: Date | Placeholder): SQL {
  return sql`left join lateral (
      select ${sessions.startsAt} as starts_at, ${sessions.price} as price
      from ${sessions}
      where ${sessions.guideId} = ${users.id} and ${isOpenSession(now)} and ${sessions.remainingSpots} > 0
      order by ${sessions.startsAt}, ${sessions.id}
      limit 1
    ) next_session on true`;
}

/**
 * The card's price and next session for explore's filters and sorts, read from the profile's stored
 * open session while that session lies ahead. Once it has started (the sweeper has not completed it
 * yet), the next one is looked up: the lateral's first condition only lets those few rows probe.
 */
export function cardTimingJoin(now: Date): SQL {
  return sql`left join lateral (
      select ${sessions.startsAt} as starts_at, ${sessions.price} as price
      from ${sessions}
      where ${profiles.openSessionStartsAt} <= ${now}
        and ${sessions.guideId} = ${profiles.userId} and ${isOpenSession(now)} and ${sessions.remainingSpots} > 0
      order by ${sessions.startsAt}, ${sessions.id}
      limit 1
    ) later_session on true`;
}

/** The card price `cardTimingJoin` gives. */
export function cardPriceOf(now: Date): SQL {
  return sql`case when ${profiles.openSessionStartsAt} <= ${now}
    then coalesce(later_session.price, ${profiles.pricePerSession}) else ${profiles.cardPrice} end`;
}

/** The next session's start `cardTimingJoin` gives. */
export function nextSessionAtOf(now: Date): SQL {
  return sql`case when ${profiles.openSessionStartsAt} <= ${now}
    then later_session.starts_at else ${profiles.openSessionStartsAt} end`;
}

/** Average rating to one decimal (null without reviews), as the drivers hand a float. */
const storedRating = sql`${profiles.rating}::float8`;

/** A card's columns that come from the guide's user and profile alone: all but price and next session. */
export const cardProfileColumns = sql`
      ${users.id} as id,
      coalesce(${profiles.name}, ${users.username}) as full_name,
      ${profiles.profilePicUrl} as photo_url,
      ${profiles.category} as category,
      ${profiles.subcategory} as subcategory,
      ${profiles.sessionFormat} as session_format,
      ${profiles.neighbourhood} as neighbourhood,
      ${profiles.city} as city,
      coalesce(${profiles.shortBio}, ${profiles.bio}) as bio,
      ${profiles.bioLocale} as bio_locale,
      ${profiles.bioInOtherLocale} as bio_in_other_locale,
      ${storedRating} as rating,
      ${profiles.reviewCount} as review_count`;

/** One row per listed guide matching `where` (conditions on `users` and `profiles`), as card columns. */
export function guideCardsQuery(now: Date, where: SQL[] = []): SQL {
  return sql`
    select
      ${cardProfileColumns},
      coalesce(next_session.price, ${profiles.pricePerSession}) as price,
      next_session.starts_at as next_session_at,
      ${worksOnline(now)} as online
    from ${users}
    join ${profiles} on ${profiles.userId} = ${users.id}
    ${nextSessionJoin(now)}
    where ${and(isListedGuide, ...where)}`;
}

/**
 * The lowest and highest card price of every listed guide: the range explore's price slider spans.
 * Guides whose stored open session lies ahead are read from `profiles_listed_card_price_idx` (one
 * entry from each end); the few whose session has started get their card price looked up.
 */
export function cardPriceRangeQuery(now: Date): SQL {
  return sql`
    select
      coalesce(least(ahead.min_price, started.min_price), 0)::int as min_price,
      coalesce(greatest(ahead.max_price, started.max_price), 0)::int as max_price
    from (
      select min(${profiles.cardPrice}) as min_price, max(${profiles.cardPrice}) as max_price
      from ${profiles}
      where ${profiles.listed}
        and (${profiles.openSessionStartsAt} > ${now} or ${profiles.openSessionStartsAt} is null)
    ) ahead
    cross join (
      select min(price) as min_price, max(price) as max_price
      from (
        select ${cardPriceOf(now)} as price
        from ${profiles}
        ${cardTimingJoin(now)}
        where ${profiles.listed} and ${profiles.openSessionStartsAt} <= ${now}
      ) started_prices
    ) started`;
}

/** A listed guide's whole profile row plus the card's computed columns. */
export function guideDetailQuery(now: Date | Placeholder, guideId: number | Placeholder): SQL {
  return sql`
    select
      ${users.id} as id,
      ${users.username} as username,
      ${users.createdAt} as created_at,
      to_jsonb(${profiles}) as profile,
      ${storedRating} as rating,
      ${profiles.reviewCount} as review_count,
      next_session.price as next_session_price,
      next_session.starts_at as next_session_at
    from ${users}
    join ${profiles} on ${profiles.userId} = ${users.id}
    ${nextSessionJoin(now)}
    where ${isListedGuide} and ${users.id} = ${guideId}`;
}

/** A row of `guideCardsQuery`, as the drivers return it. */
export interface GuideCardRow {
  id: number;
  full_name: string;
  photo_url: string | null;
  category: string | null;
  subcategory: string | null;
  session_format: string | null;
  price: number | null;
  neighbourhood: string | null;
  city: string;
  bio: string | null;
  bio_locale: string | null;
  bio_in_other_locale: string | null;
  rating: number | null;
  review_count: number;
  next_session_at: string | null;
  online: boolean;
}

/**
 * A card as the listing keeps it, for readers of either language. It shows the short bio, taken as
 * written in the bio's first language, or the bio; a reader of the other language sees the guide's own
 * bio in their language, when there is one, in place of both.
 */
export function toGuideCard(row: GuideCardRow): ListedGuideCard {
  return {
    id: row.id,
    fullName: row.full_name,
    photoUrl: row.photo_url,
    category: row.category,
    subcategory: row.subcategory,
    sessionFormat: row.session_format,
    price: row.price,
    location: placeName(row.neighbourhood, row.city),
    bio: row.bio,
    bioLocale: knownLocale(row.bio_locale),
    bioInOtherLocale: row.bio === null ? null : row.bio_in_other_locale,
    rating: row.rating,
    reviewCount: row.review_count,
    nextSessionAt: optionalInstantOf(row.next_session_at)?.toISOString() ?? null,
    online: row.online,
  };
}
