import { and, type SQL, sql } from 'drizzle-orm';
import type { PractitionerCard } from '../../../contract/practitioners';
import { optionalInstantOf } from '../../db/raw-query';
import { profiles, reviews, sessions, users } from '../../db/schema';

/**
 * The one definition of what the public sees of a guide: who is listed, what their card says and
 * how its price, rating and next session are computed. Search, the profile page, favorites and the
 * server-rendered page heads all read guides through these fragments, so they always agree.
 *
 * Ratings are computed from the reviews table on every read (no stored aggregate), so a new
 * review shows on cards and profiles at once; `reviews_practitioner_created_idx` keeps it cheap.
 */

/** Only approved, active guides are public (DESIGN: "Only approved, active guides appear in explore"). */
export const isListedGuide = sql`${users.role} = 'practitioner' and ${users.isApproved} and ${users.isActive}`;

/**
 * A session anyone may still book: scheduled, in the future, not a private session requested by
 * one seeker. `sessions_open_practitioner_starts_idx` covers it.
 */
export function isOpenSession(now: Date): SQL {
  return sql`${sessions.status} = 'scheduled' and ${sessions.requestedBy} is null and ${sessions.startsAt} > ${now}`;
}

/** The guide's next open session with a spot left: what the card's price and "next session" show. */
function nextSessionJoin(now: Date): SQL {
  return sql`left join lateral (
      select ${sessions.startsAt} as starts_at, ${sessions.price} as price
      from ${sessions}
      where ${sessions.practitionerId} = ${users.id} and ${isOpenSession(now)} and ${sessions.remainingSpots} > 0
      order by ${sessions.startsAt}, ${sessions.id}
      limit 1
    ) next_session on true`;
}

/** Average rating to one decimal (null without reviews) and the number of reviews. */
const reviewScoreJoin = sql`left join lateral (
      select round(avg(${reviews.rating}), 1)::float8 as rating, count(*)::int as review_count
      from ${reviews}
      where ${reviews.practitionerId} = ${users.id}
    ) score on true`;

/** One row per listed guide matching `where` (conditions on `users` and `profiles`), as card columns. */
export function guideCardsQuery(now: Date, where: SQL[] = []): SQL {
  return sql`
    select
      ${users.id} as id,
      coalesce(${profiles.name}, ${users.username}) as full_name,
      ${profiles.profilePicUrl} as photo_url,
      ${profiles.category} as category,
      ${profiles.subcategory} as subcategory,
      ${profiles.sessionFormat} as session_format,
      coalesce(next_session.price, ${profiles.pricePerSession}) as price,
      ${locationOf(profiles.neighbourhood, profiles.city)} as location,
      coalesce(${profiles.shortBio}, ${profiles.bio}) as bio,
      score.rating,
      score.review_count,
      next_session.starts_at as next_session_at
    from ${users}
    join ${profiles} on ${profiles.userId} = ${users.id}
    ${nextSessionJoin(now)}
    ${reviewScoreJoin}
    where ${and(isListedGuide, ...where)}`;
}

/** Just the card price of every listed guide: the range explore's price slider spans. */
export function guideCardPricesQuery(now: Date): SQL {
  return sql`
    select coalesce(next_session.price, ${profiles.pricePerSession}) as price
    from ${users}
    join ${profiles} on ${profiles.userId} = ${users.id}
    ${nextSessionJoin(now)}
    where ${isListedGuide}`;
}

/** A listed guide's whole profile row plus the card's computed columns. */
export function guideDetailQuery(now: Date, guideId: number): SQL {
  return sql`
    select
      ${users.id} as id,
      ${users.username} as username,
      ${users.createdAt} as created_at,
      ${locationOf(profiles.neighbourhood, profiles.city)} as location,
      to_jsonb(${profiles}) as profile,
      score.rating,
      score.review_count,
      next_session.price as next_session_price,
      next_session.starts_at as next_session_at
    from ${users}
    join ${profiles} on ${profiles.userId} = ${users.id}
    ${nextSessionJoin(now)}
    ${reviewScoreJoin}
    where ${isListedGuide} and ${users.id} = ${guideId}`;
}

function locationOf(neighbourhood: typeof profiles.neighbourhood, city: typeof profiles.city): SQL {
  return sql`case when ${neighbourhood} is null or ${neighbourhood} = '' then ${city} else ${neighbourhood} || ', ' || ${city} end`;
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
  location: string;
  bio: string | null;
  rating: number | null;
  review_count: number;
  next_session_at: string | null;
}

export function toPractitionerCard(row: GuideCardRow): PractitionerCard {
  return {
    id: row.id,
    fullName: row.full_name,
    photoUrl: row.photo_url,
    category: row.category,
    subcategory: row.subcategory,
    sessionFormat: row.session_format,
    price: row.price,
    location: row.location,
    bio: row.bio,
    rating: row.rating,
    reviewCount: row.review_count,
    nextSessionAt: optionalInstantOf(row.next_session_at)?.toISOString() ?? null,
  };
}
