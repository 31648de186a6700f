import { and, asc, eq, inArray, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { BookingCancellationReason } from '../../../contract/bookings';
import type { BookingStatus, SessionStatus } from '../../../contract/catalog';
import { MAX_UNPAID_HOLDS } from '../../../contract/checkout';
import type { Db, Tx } from '../../db/connection';
import { rawStatementOnce } from '../../db/prepared-once';
import { instantOf, queryRows } from '../../db/raw-query';
import { bookings, sessions } from '../../db/schema';
import type { CheckoutStarted } from '../payments';

/**
 * The booking and session lifecycles, written down in one place (as Sharetribe's process.edn):
 * the states, every transition, who may trigger it and what it does to the session's spots.
 * Every status change of a booking or a session goes through the functions of this module, and
 * each is one conditional UPDATE (`… WHERE status IN (<from>) … RETURNING`), so when two requests
 * race for the same change exactly one of them gets the row back and acts on it.
 *
 *   (hold placed) ──► pending ──confirm──► confirmed ──complete──► completed
 *                       │   │                    ▲   │
 *                       │   │ holdForReview      │   │ cancelBySeeker, cancelWithSessionByGuide,
 *                       │   ▼                    │   │ cancelWithSessionByAdmin
 *                       │ payment_review ─acceptPayment
 *                       │   │ refundPayment,         │
 *                       │   │ cancelWithSession…     │
 *                       │ expire, abandon,           │
 *                       │ failCheckout, …            │
 *                       ▼   ▼                        ▼
 *                     cancelled ◄────────────────────┘
 *
 * What a transition records of the money (the payment, the refund, Luz's commission on what is
 * kept) is worked out by the one rule of booking-money.ts, so every path leaves the same sums.
 *
 * Locks are always taken session first, then its bookings (the hold itself updates the session
 * before inserting the booking), so two of these transactions can never wait on each other.
 */

/** Who sets a transition off. HTTP permissions (is this the owner?) are checked before, in the services. */
export type Actor = 'seeker' | 'guide' | 'admin' | 'payment' | 'system';

interface BookingTransition {
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: readonly Actor[];
  /** The booking stops holding a place: the session gets the spot back. */
  releasesSpot: boolean;
  reason: BookingCancellationReason | null;
  /** What the transition causes outside the database, written as jobs in its transaction. */
  effects: readonly BookingEffect[];
}

/**
 * The side effects of a booking's transition. They are written by the `BookingOutbox` as jobs in the
 * transaction that moves the booking, so a change that commits always has them done, and one that
 * rolls back never does:
 * - `confirmation-email`: "Your booking is confirmed", with the calendar invitation;
 * - `cancellation-email`: the notice of the cancellation and of what is refunded;
 * - `refund`: the refund recorded on the booking, when there is one, sent to the provider;
 * - `close-checkout`: an unpaid booking's open checkout is closed, so it cannot be paid afterwards;
 * - `guide-booking-email`: the guide hears of the new paid booking (or of the private hour booked in
 *   their availability);
 * - `guide-cancellation-email`: the guide hears that the seeker cancelled a paid booking, and what
 *   the seeker gets back.
 */
export type BookingEffect =
  | 'confirmation-email'
  | 'cancellation-email'
  | 'refund'
  | 'close-checkout'
  | 'guide-booking-email'
  | 'guide-cancellation-email';

/**
 * The side effects of a session's transition, written the same way for the sessions it moved:
 * - `guide-session-cancellation-email`: the guide hears that an admin cancelled their session.
 */
export type SessionEffect = 'guide-session-cancellation-email';

/** Writes the jobs of a transition's effects for the bookings (or sessions) it moved, in its transaction. */
export interface BookingOutbox {
  write(tx: Tx, effects: readonly BookingEffect[], moved: readonly BookingRow[]): Promise<void>;
  writeForSessions(tx: Tx, effects: readonly SessionEffect[], moved: readonly SessionRow[]): Promise<void>;
}

const CANCELLED_WITH_EFFECTS = ['refund', 'close-checkout', 'cancellation-email'] as const;

export const BOOKING_TRANSITIONS = {
  /** The payment went through (Luz's checkout page, or Stripe's webhook). */
  confirm: {
    from: ['pending'],
    to: 'confirmed',
    by: ['payment'],
    releasesSpot: false,
    reason: null,
    effects: ['confirmation-email', 'guide-booking-email'],
  },
  /**
   * Money arrived, but not the amount or the currency due: an admin decides. The spot stays taken
   * meanwhile, and the lapsed-hold sweeper, which looks at pending bookings only, leaves it alone.
   */
  holdForReview: {
    from: ['pending'],
    to: 'payment_review',
    by: ['payment'],
    releasesSpot: false,
    reason: null,
    effects: [],
  },
  /** An admin accepts the payment under review as it is. */
  acceptPayment: {
    from: ['payment_review'],
    to: 'confirmed',
    by: ['admin'],
    releasesSpot: false,
    reason: null,
    effects: ['confirmation-email', 'guide-booking-email'],
  },
  /** An admin refunds the payment under review in full: the booking is cancelled and the spot given back. */
  refundPayment: {
    from: ['payment_review'],
    to: 'cancelled',
    by: ['admin'],
    releasesSpot: true,
    reason: 'payment_refunded',
    effects: ['refund', 'cancellation-email'],
  },
  /** The hold ran out unpaid (the sweeper, a read that notices, or Stripe's checkout.session.expired). */
  expire: {
    from: ['pending'],
    to: 'cancelled',
    by: ['system', 'payment'],
    releasesSpot: true,
    reason: 'hold_expired',
    effects: [],
  },
  /** The seeker left the checkout page with its Cancel button. */
  abandon: {
    from: ['pending'],
    to: 'cancelled',
    by: ['seeker'],
    releasesSpot: true,
    reason: 'checkout_abandoned',
    effects: [],
  },
  /** The provider could not open a checkout: the hold is given back at once. */
  failCheckout: {
    from: ['pending'],
    to: 'cancelled',
    by: ['system'],
    releasesSpot: true,
    reason: 'checkout_failed',
    effects: [],
  },
  /** The seeker cancels from My Bookings (refund by the 24-hour rule). */
  cancelBySeeker: {
    from: ['pending', 'confirmed'],
    to: 'cancelled',
    by: ['seeker'],
    releasesSpot: true,
    reason: 'seeker_cancelled',
    // The guide hears of it only for a booking they were told of: a paid one.
    effects: [...CANCELLED_WITH_EFFECTS, 'guide-cancellation-email'],
  },
  /** The guide cancelled the whole session (full refund). */
  cancelWithSessionByGuide: {
    from: ['pending', 'confirmed', 'payment_review'],
    to: 'cancelled',
    by: ['guide'],
    releasesSpot: true,
    reason: 'guide_cancelled_session',
    effects: CANCELLED_WITH_EFFECTS,
  },
  /** An admin cancelled the whole session (full refund). */
  cancelWithSessionByAdmin: {
    from: ['pending', 'confirmed', 'payment_review'],
    to: 'cancelled',
    by: ['admin'],
    releasesSpot: true,
    reason: 'admin_cancelled_session',
    effects: CANCELLED_WITH_EFFECTS,
  },
  /**
   * An admin deactivated the guide, or stopped approving them: every session of theirs not over yet
   * is cancelled, with a full refund. The guide hears of it once, in one email for all of them.
   */
  cancelWithGuideRemoval: {
    from: ['pending', 'confirmed', 'payment_review'],
    to: 'cancelled',
    by: ['admin'],
    releasesSpot: true,
    reason: 'guide_removed',
    effects: CANCELLED_WITH_EFFECTS,
  },
  /** The session ended: a paid place was used, and can now be reviewed. */
  complete: {
    from: ['confirmed'],
    to: 'completed',
    by: ['system'],
    releasesSpot: false,
    reason: null,
    effects: [],
  },
  /** The session ended while this hold was still unpaid. */
  lapseAtSessionEnd: {
    from: ['pending'],
    to: 'cancelled',
    by: ['system'],
    releasesSpot: true,
    reason: 'session_ended',
    effects: [],
  },
} as const satisfies Record<string, BookingTransition>;
export type BookingTransitionName = keyof typeof BOOKING_TRANSITIONS;

interface SessionTransition {
  from: readonly SessionStatus[];
  to: SessionStatus;
  by: readonly Actor[];
  effects: readonly SessionEffect[];
}

export const SESSION_TRANSITIONS = {
  /** Its end has passed. */
  complete: { from: ['scheduled'], to: 'completed', by: ['system'], effects: [] },
  /** `DELETE /api/sessions/{id}` by its guide. */
  cancelByGuide: { from: ['scheduled'], to: 'cancelled', by: ['guide'], effects: [] },
  /** `PATCH /api/admin/sessions/{id}/cancel`: the guide is told, as they did not do it. */
  cancelByAdmin: {
    from: ['scheduled'],
    to: 'cancelled',
    by: ['admin'],
    effects: ['guide-session-cancellation-email'],
  },
  /** The guide was deactivated or stopped being approved (their one email is the removal's). */
  cancelWithGuideRemoval: { from: ['scheduled'], to: 'cancelled', by: ['admin'], effects: [] },
  /** A private session exists only for its request: when that booking is gone, so is the session. */
  lapse: { from: ['scheduled'], to: 'cancelled', by: ['system'], effects: [] },
} as const satisfies Record<string, SessionTransition>;
export type SessionTransitionName = keyof typeof SESSION_TRANSITIONS;

export type BookingRow = typeof bookings.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** Raised for a programming error: a transition set off by someone the lifecycle does not allow. */
export class TransitionNotAllowed extends Error {}

function assertActor(name: string, by: readonly Actor[], actor: Actor): void {
  if (!by.includes(actor)) throw new TransitionNotAllowed(`${actor} may not ${name}`);
}

/** The unique index that keeps two holds of one seeker from taking the same place (see `freeHoldSlot`). */
export const HOLD_SLOT_INDEX = 'bookings_hold_slot_per_seeker';

/**
 * The lowest of the seeker's places for an unpaid hold that no pending booking of theirs takes, or
 * null when all are taken. Two checkouts of one seeker racing may both pick the same place: the
 * `bookings_hold_slot_per_seeker` index then lets one through and refuses the other, so the seeker
 * never holds more than `MAX_UNPAID_HOLDS`, without any lock.
 */
function freeHoldSlot(seekerId: Placeholder | number): SQL<number | null> {
  return sql<
    number | null
  >`(select free.n from generate_series(1, ${sql.raw(String(MAX_UNPAID_HOLDS))}) as free(n)
    where not exists (select 1 from ${bookings} taken
      where taken.student_id = ${seekerId} and taken.status = 'pending' and taken.hold_slot = free.n)
    order by free.n limit 1)`;
}

export interface HoldInput {
  sessionId: number;
  seekerId: number;
  notes: string | null;
  now: Date;
  holdMs: number;
  paymentProvider: string;
  /** A checkout opened before the hold, written with it; null when it is opened afterwards. */
  checkout: CheckoutStarted | null;
}

/** What opening a checkout needs of a new hold. */
export interface PlacedHold {
  booking: Pick<BookingRow, 'id' | 'amountDue' | 'holdExpiresAt'>;
  session: Pick<SessionRow, 'id' | 'title' | 'startsAt' | 'guideId'>;
  /** The hold took the session's last spot: explore and the guide's page no longer offer it. */
  tookLastSpot: boolean;
}

interface PlacedHoldRow {
  booking_id: number;
  amount_due: number;
  hold_expires_at: string | Date;
  session_id: number;
  title: string;
  starts_at: string | Date;
  guide_id: number;
  remaining_spots: number;
}

/** `placeHold`'s statement: every checkout sends it, so it is built once. */
const holdStatement = rawStatementOnce<
  PlacedHoldRow,
  {
    sessionId: number;
    seekerId: number;
    notes: string | null;
    now: Date;
    holdExpiresAt: Date;
    paymentProvider: string;
    reference: string | null;
    checkoutUrl: string | null;
  }
>(sql`with slot as (
    select ${freeHoldSlot(sql.placeholder('seekerId'))} as n
  ), held as (
    update ${sessions} set remaining_spots = remaining_spots - 1, updated_at = ${sql.placeholder('now')}
    where id = ${sql.placeholder('sessionId')} and status = 'scheduled' and remaining_spots > 0
      and starts_at > ${sql.placeholder('now')} and (select n from slot) is not null
    returning id, title, starts_at, practitioner_id, price, remaining_spots
  ), booked as (
    insert into ${bookings} (session_id, student_id, status, notes, hold_expires_at, payment_provider,
                             payment_reference, checkout_url, amount_due, hold_slot, created_at, updated_at)
    select id, ${sql.placeholder('seekerId')}, 'pending', ${sql.placeholder('notes')},
           ${sql.placeholder('holdExpiresAt')}, ${sql.placeholder('paymentProvider')},
           ${sql.placeholder('reference')}, ${sql.placeholder('checkoutUrl')},
           price, (select n from slot), ${sql.placeholder('now')}, ${sql.placeholder('now')}
    from held
    returning id, amount_due, hold_expires_at
  )
  select booked.id as booking_id, booked.amount_due, booked.hold_expires_at,
         held.id as session_id, held.title, held.starts_at, held.practitioner_id as guide_id,
         held.remaining_spots
  from booked cross join held`);

/**
 * The start of every booking, in one statement: takes one spot with a conditional decrement (never
 * read-then-write: concurrent holds cannot oversell) and inserts the pending booking holding it,
 * priced from the stored session, in one of the seeker's free places for an unpaid hold. Null when
 * no spot, or no such place, could be taken. A second live booking of the same seeker raises the
 * `bookings_one_active_per_seeker` violation, and a hold racing another of the seeker's for the same
 * place `bookings_hold_slot_per_seeker`; either undoes the decrement with it, as one statement is
 * all or nothing.
 */
export async function placeHold(db: Db, input: HoldInput): Promise<PlacedHold | null> {
  const [row] = await holdStatement(db, {
    sessionId: input.sessionId,
    seekerId: input.seekerId,
    notes: input.notes,
    now: input.now,
    holdExpiresAt: new Date(input.now.getTime() + input.holdMs),
    paymentProvider: input.paymentProvider,
    reference: input.checkout?.reference ?? null,
    checkoutUrl: input.checkout?.checkoutUrl ?? null,
  });
  if (!row) return null;
  return {
    booking: { id: row.booking_id, amountDue: row.amount_due, holdExpiresAt: instantOf(row.hold_expires_at) },
    session: {
      id: row.session_id,
      title: row.title,
      startsAt: instantOf(row.starts_at),
      guideId: row.guide_id,
    },
    tookLastSpot: row.remaining_spots === 0,
  };
}

/**
 * A private 1:1 session requested by a seeker, created already held by them: capacity 1, no spot
 * left, and its pending booking. The caller has checked the slot is free under the guide's lock.
 * Null when the seeker has no free place for another unpaid hold.
 */
export async function placePrivateHold(
  tx: Tx,
  values: Omit<typeof sessions.$inferInsert, 'capacity' | 'remainingSpots' | 'status' | 'requestedBy'>,
  input: Omit<HoldInput, 'sessionId'>,
): Promise<{ booking: BookingRow; session: SessionRow; tookLastSpot: false } | null> {
  const [slot] = await queryRows<{ n: number | null }>(tx, sql`select ${freeHoldSlot(input.seekerId)} as n`);
  if (slot?.n === null || slot?.n === undefined) return null;
  const [session] = await tx
    .insert(sessions)
    .values({
      ...values,
      capacity: 1,
      remainingSpots: 0,
      status: 'scheduled',
      requestedBy: input.seekerId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  const booking = await insertPendingBooking(tx, session!, { ...input, sessionId: session!.id }, slot.n);
  // A private session is never offered in explore: holding it changes no listing.
  return { booking, session: session!, tookLastSpot: false };
}

async function insertPendingBooking(
  tx: Tx,
  session: SessionRow,
  input: HoldInput,
  holdSlot: number,
): Promise<BookingRow> {
  const [booking] = await tx
    .insert(bookings)
    .values({
      sessionId: session.id,
      seekerId: input.seekerId,
      status: 'pending',
      notes: input.notes,
      holdExpiresAt: new Date(input.now.getTime() + input.holdMs),
      paymentProvider: input.paymentProvider,
      paymentReference: input.checkout?.reference ?? null,
      checkoutUrl: input.checkout?.checkoutUrl ?? null,
      amountDue: session.price,
      holdSlot,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return booking!;
}

export interface TransitionInput {
  actor: Actor;
  now: Date;
  /** Which bookings (by id, session, expiry…); the transition adds its `from` statuses. */
  where: SQL | undefined;
  /** Columns the transition records besides the status (payment and refund amounts…). */
  set?: PgUpdateSetSource<typeof bookings>;
  /** Where the jobs of the transition's effects are written; needed by every transition that has some. */
  outbox?: BookingOutbox;
}

/** Moves every booking matching `where` and in one of the transition's `from` states; returns those it moved. */
export async function transitionBookings(
  tx: Tx,
  name: BookingTransitionName,
  input: TransitionInput,
): Promise<BookingRow[]> {
  const transition: BookingTransition = BOOKING_TRANSITIONS[name];
  assertActor(name, transition.by, input.actor);
  const condition = and(inArray(bookings.status, transition.from), input.where)!;
  if (transition.releasesSpot) {
    await lockSessions(
      tx,
      inArray(sessions.id, tx.select({ id: bookings.sessionId }).from(bookings).where(condition)),
    );
  }
  const moved = await tx
    .update(bookings)
    .set({
      ...input.set,
      status: transition.to,
      updatedAt: input.now,
      ...(transition.to === 'confirmed' ? { confirmedAt: input.now } : {}),
      ...(transition.to === 'cancelled'
        ? { cancelledAt: input.now, cancellationReason: transition.reason }
        : {}),
    })
    .where(condition)
    .returning();
  if (transition.releasesSpot && moved.length > 0) await giveSpotsBack(tx, moved, input.now);
  if (transition.effects.length > 0 && moved.length > 0) {
    if (!input.outbox) throw new TransitionNotAllowed(`${name} has effects and needs an outbox`);
    await input.outbox.write(tx, transition.effects, moved);
  }
  return moved;
}

/** Moves every session matching `where` and in one of the transition's `from` states; returns those it moved. */
export async function transitionSessions(
  tx: Tx,
  name: SessionTransitionName,
  input: { actor: Actor; now: Date; where: SQL; outbox?: BookingOutbox },
): Promise<SessionRow[]> {
  const transition: SessionTransition = SESSION_TRANSITIONS[name];
  assertActor(name, transition.by, input.actor);
  const condition = and(inArray(sessions.status, transition.from), input.where)!;
  const ids = await lockSessions(tx, condition);
  if (ids.length === 0) return [];
  const moved = await tx
    .update(sessions)
    .set({
      status: transition.to,
      updatedAt: input.now,
      ...(transition.to === 'cancelled' ? { cancelledAt: input.now } : {}),
    })
    .where(and(inArray(sessions.id, ids), condition))
    .returning();
  if (transition.effects.length > 0 && moved.length > 0) {
    if (!input.outbox) throw new TransitionNotAllowed(`${name} has effects and needs an outbox`);
    await input.outbox.writeForSessions(tx, transition.effects, moved);
  }
  return moved;
}

/** Row locks on the matching sessions, in id order: every transaction takes them in the same order. */
async function lockSessions(tx: Tx, where: SQL): Promise<number[]> {
  const rows = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(where)
    .orderBy(asc(sessions.id))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * One spot back per released booking. `least(capacity, …)` keeps the count sane even for bookings
 * that never took a spot (imported or hand-made rows). A private session whose request is gone
 * lapses, so its hour is free again.
 */
async function giveSpotsBack(tx: Tx, released: BookingRow[], now: Date): Promise<void> {
  const perSession = new Map<number, number>();
  for (const booking of released) {
    perSession.set(booking.sessionId, (perSession.get(booking.sessionId) ?? 0) + 1);
  }
  const sessionIds = [...perSession.keys()].sort((a, b) => a - b);
  for (const sessionId of sessionIds) {
    await tx
      .update(sessions)
      .set({
        remainingSpots: sql`least(${sessions.capacity}, ${sessions.remainingSpots} + ${perSession.get(sessionId)!})`,
        updatedAt: now,
      })
      .where(eq(sessions.id, sessionId));
  }
  await transitionSessions(tx, 'lapse', {
    actor: 'system',
    now,
    where: and(
      inArray(sessions.id, sessionIds),
      isNotNull(sessions.requestedBy),
      sql`not exists (select 1 from ${bookings} where ${bookings.sessionId} = ${sessions.id} and ${bookings.status} in ('pending', 'confirmed', 'payment_review'))`,
    )!,
  });
}
