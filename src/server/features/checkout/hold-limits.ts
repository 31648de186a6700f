import { sql } from 'drizzle-orm';
import {
  BOOKING_ERROR_CODES,
  BOOKING_MESSAGES,
  MAX_LAPSED_HOLDS_PER_HOUR,
  MAX_UNPAID_HOLDS,
} from '../../../contract/checkout';
import type { Db } from '../../db/connection';
import { rawStatementOnce } from '../../db/prepared-once';
import { instantOf } from '../../db/raw-query';
import { bookings } from '../../db/schema';
import { Conflict, TooManyRequests } from '../../errors';

/**
 * How many spots one seeker may keep from everyone else without paying. A hold blocks a spot for
 * 15 minutes (31 with Stripe), so one account could otherwise hold a guide's every private hour, again
 * and again. Two limits: a few unpaid holds at once, and a pause for a seeker whose holds keep
 * running out unpaid.
 */

const LAPSE_WINDOW_MS = 60 * 60 * 1000;

/** What the limits need to know of a seeker, as columns of a statement (placeholders seekerId, now, lapsedSince). */
export const seekerHoldColumns = sql`
  (select count(*)::int from ${bookings}
    where ${bookings.seekerId} = ${sql.placeholder('seekerId')} and ${bookings.status} = 'pending') as unpaid_holds,
  exists (select 1 from ${bookings}
    where ${bookings.seekerId} = ${sql.placeholder('seekerId')} and ${bookings.status} = 'pending'
      and ${bookings.holdExpiresAt} <= ${sql.placeholder('now')}) as seeker_has_lapsed_holds,
  (select ${bookings.holdExpiresAt} from ${bookings}
    where ${bookings.seekerId} = ${sql.placeholder('seekerId')} and ${bookings.cancellationReason} = 'hold_expired'
      and ${bookings.holdExpiresAt} > ${sql.placeholder('lapsedSince')}
      and ${bookings.holdExpiresAt} <= ${sql.placeholder('now')}
    order by ${bookings.holdExpiresAt} desc
    offset ${sql.raw(String(MAX_LAPSED_HOLDS_PER_HOUR - 1))} limit 1) as last_counted_lapse_at`;

export interface SeekerHoldRow {
  unpaid_holds: number;
  seeker_has_lapsed_holds: boolean;
  last_counted_lapse_at: string | Date | null;
}

export interface SeekerHoldFacts {
  /** Pending bookings of the seeker, lapsed ones not yet released included. */
  unpaidHolds: number;
  /** A hold of the seeker has run out and still keeps its spot: release it before counting. */
  hasLapsedHolds: boolean;
  /**
   * With `MAX_LAPSED_HOLDS_PER_HOUR` lapses in the last hour, the oldest of the most recent ones:
   * the seeker may hold again an hour after it. Null otherwise.
   */
  lastCountedLapseAt: Date | null;
}

export function seekerHoldFactsOf(row: SeekerHoldRow): SeekerHoldFacts {
  return {
    unpaidHolds: row.unpaid_holds,
    hasLapsedHolds: row.seeker_has_lapsed_holds,
    lastCountedLapseAt: row.last_counted_lapse_at === null ? null : instantOf(row.last_counted_lapse_at),
  };
}

/** The placeholder values `seekerHoldColumns` reads. */
export function seekerHoldValues(seekerId: number, now: Date) {
  return { seekerId, now, lapsedSince: new Date(now.getTime() - LAPSE_WINDOW_MS) };
}

const seekerHoldStatement = rawStatementOnce<SeekerHoldRow, ReturnType<typeof seekerHoldValues>>(
  sql`select ${seekerHoldColumns}`,
);

/** The seeker's holds alone (a private session request has no session yet to read them with). */
export async function readSeekerHoldFacts(db: Db, seekerId: number, now: Date): Promise<SeekerHoldFacts> {
  const [row] = await seekerHoldStatement(db, seekerHoldValues(seekerId, now));
  return seekerHoldFactsOf(row!);
}

export const tooManyUnpaidHolds = () =>
  new Conflict(BOOKING_MESSAGES.tooManyUnpaidHolds, BOOKING_ERROR_CODES.tooManyUnpaidHolds);

/** Refuses a new hold to a seeker at either limit. */
export function assertSeekerMayHold(facts: SeekerHoldFacts, now: Date): void {
  if (facts.unpaidHolds >= MAX_UNPAID_HOLDS) throw tooManyUnpaidHolds();
  if (facts.lastCountedLapseAt) {
    const waitMs = facts.lastCountedLapseAt.getTime() + LAPSE_WINDOW_MS - now.getTime();
    if (waitMs > 0) {
      throw new TooManyRequests(
        BOOKING_MESSAGES.tooManyLapsedHolds(Math.ceil(waitMs / 60_000)),
        Math.ceil(waitMs / 1000),
      );
    }
  }
}
