import { and, countDistinct, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { GuideRemovalPreview } from '../../../contract/admin';
import type { PublicUser } from '../../../contract/auth';
import { BOOKING_MESSAGES, type SessionCancellation } from '../../../contract/checkout';
import { ERROR_CODES } from '../../../contract/errors';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/connection';
import { bookings, sessions, users } from '../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../errors';
import { recordAdminAction } from '../audit';
import {
  BOOKING_TRANSITIONS,
  type BookingJobs,
  REFUNDED_IN_FULL,
  SESSION_TRANSITIONS,
  transitionBookings,
  transitionSessions,
} from '../bookings';
import { isListedGuide, type ListingChanges } from '../listings';
import { SESSION_NOT_FOUND } from './service';

export interface SessionCancellationDeps {
  db: Db;
  clock: Clock;
  /** Where the cancelled bookings' refunds, closed checkouts and emails are written. */
  outbox: BookingJobs;
  /** Told of every cancelled session: it leaves explore's cards and the guide's page. */
  listing: ListingChanges;
}

/** A guide's sessions not ended yet: what removing them cancels, and what its preview counts. */
const sessionsAheadOf = (guideId: number, now: Date): SQL =>
  and(eq(sessions.guideId, guideId), gt(sessions.endsAt, now))!;

const notCancellable = () => new Conflict(BOOKING_MESSAGES.sessionNotCancellable, ERROR_CODES.conflict);

/**
 * A guide (their own) or an admin (any) cancels a scheduled session: every pending or confirmed
 * booking on it is cancelled with a full refund of what was paid, and each seeker is told.
 */
export class SessionCancellationService {
  constructor(private readonly deps: SessionCancellationDeps) {}

  async cancel(sessionId: number, by: PublicUser, as: 'guide' | 'admin'): Promise<SessionCancellation> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const cancelledBookings = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(sessions).where(eq(sessions.id, sessionId));
      if (!before) throw new NotFound(SESSION_NOT_FOUND);
      if (as === 'guide' && before.guideId !== by.id) {
        // A public session can be named; another seeker's private session, or one of a guide who is
        // not listed, does not exist for this guide, as when they read it.
        const [owner] = await tx
          .select({ listed: sql<boolean>`${isListedGuide}` })
          .from(users)
          .where(eq(users.id, before.guideId));
        if (before.requestedBy !== null || !owner?.listed) throw new NotFound(SESSION_NOT_FOUND);
        throw new Forbidden(BOOKING_MESSAGES.ownSessionsOnly);
      }
      if (before.status !== 'scheduled') throw notCancellable();

      // Two cancellations at once (the guide and an admin): the conditional update lets one through.
      const [cancelled] = await transitionSessions(tx, as === 'guide' ? 'cancelByGuide' : 'cancelByAdmin', {
        actor: as,
        now,
        where: eq(sessions.id, sessionId),
        outbox: this.deps.outbox,
      });
      if (!cancelled) throw notCancellable();
      const released = await transitionBookings(
        tx,
        as === 'guide' ? 'cancelWithSessionByGuide' : 'cancelWithSessionByAdmin',
        {
          actor: as,
          now,
          where: eq(bookings.sessionId, sessionId),
          // Whatever was paid goes back in full; an unpaid hold has nothing to refund.
          set: REFUNDED_IN_FULL,
          outbox: this.deps.outbox,
        },
      );
      if (as === 'admin') {
        await recordAdminAction(tx, {
          adminId: by.id,
          action: 'session.cancel',
          targetType: 'session',
          targetId: sessionId,
          before: { status: before.status, remainingSpots: before.remainingSpots },
          after: {
            status: 'cancelled',
            cancelledBookings: released.length,
            refunded: released.reduce((sum, booking) => sum + (booking.refundAmount ?? 0), 0),
          },
        });
      }
      return released;
    });

    this.deps.listing.listingChanged();
    return { sessionId, cancelledBookings: cancelledBookings.length };
  }

  /**
   * Every session of the guide not over yet, cancelled in the caller's transaction as the guide
   * would cancel each (a guide deleting their account): its bookings are cancelled with a full
   * refund and each seeker is told. The sessions are locked first, so a hold placed meanwhile either
   * committed before (and is counted here) or finds the session cancelled. `withBookings`: false
   * refuses, through `refuse`, when any of them still has a booking, and cancels nothing.
   */
  async cancelAllAheadInTransaction(
    tx: Tx,
    guideId: number,
    options: { withBookings: boolean; refuse: (liveBookings: number) => Error },
  ): Promise<{ sessions: number; bookings: number }> {
    const now = this.deps.clock.now();
    const cancelled = await transitionSessions(tx, 'cancelByGuide', {
      actor: 'guide',
      now,
      where: and(eq(sessions.guideId, guideId), gt(sessions.endsAt, now))!,
    });
    if (cancelled.length === 0) return { sessions: 0, bookings: 0 };
    const ids = cancelled.map((session) => session.id);
    const onThem = and(
      inArray(bookings.sessionId, ids),
      inArray(bookings.status, ['pending', 'confirmed', 'payment_review']),
    );
    const [live] = await tx.select({ n: sql<number>`count(*)::int` }).from(bookings).where(onThem);
    if ((live?.n ?? 0) > 0 && !options.withBookings) throw options.refuse(live!.n);
    const released = await transitionBookings(tx, 'cancelWithSessionByGuide', {
      actor: 'guide',
      now,
      where: inArray(bookings.sessionId, ids),
      set: REFUNDED_IN_FULL,
      outbox: this.deps.outbox,
    });
    return { sessions: cancelled.length, bookings: released.length };
  }

  /**
   * An admin deactivated the guide or stopped approving them, in the caller's transaction: every
   * session of theirs not over yet is cancelled, its bookings (paid, under review or unpaid holds)
   * with a full refund, each seeker is told why, and the guide gets one email listing them. The
   * sessions are locked first, as a session cancellation does, so a checkout racing this either
   * committed its hold before (and it is cancelled here) or finds the session cancelled; a payment
   * that lands afterwards finds its booking cancelled and is refunded.
   */
  async cancelForRemovalInTransaction(
    tx: Tx,
    guideId: number,
  ): Promise<{ sessionIds: number[]; bookings: number; refunded: number }> {
    const now = this.deps.clock.now();
    const cancelled = await transitionSessions(tx, 'cancelWithGuideRemoval', {
      actor: 'admin',
      now,
      where: sessionsAheadOf(guideId, now),
    });
    if (cancelled.length === 0) return { sessionIds: [], bookings: 0, refunded: 0 };
    const sessionIds = cancelled.map((session) => session.id);
    const released = await transitionBookings(tx, 'cancelWithGuideRemoval', {
      actor: 'admin',
      now,
      where: inArray(bookings.sessionId, sessionIds),
      set: REFUNDED_IN_FULL,
      outbox: this.deps.outbox,
    });
    await this.deps.outbox.guideRemoval(tx, guideId, sessionIds);
    return {
      sessionIds,
      bookings: released.length,
      refunded: released.reduce((sum, booking) => sum + (booking.refundAmount ?? 0), 0),
    };
  }

  /**
   * What `cancelForRemovalInTransaction` would cancel if it ran now, read without locks for the admin's
   * confirmation: the same sessions and bookings, picked by the same transitions' starting states.
   */
  async previewRemoval(guideId: number): Promise<GuideRemovalPreview> {
    const { db, clock } = this.deps;
    const ahead = and(
      sessionsAheadOf(guideId, clock.now()),
      inArray(sessions.status, SESSION_TRANSITIONS.cancelWithGuideRemoval.from),
    );
    const [sessionCount] = await db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(ahead);
    const [onThem] = await db
      .select({
        bookings: sql<number>`count(*)::int`,
        paidBookings: sql<number>`(count(*) filter (where ${isNotNull(bookings.paymentAmount)}))::int`,
        refund: sql<number>`(coalesce(sum(${bookings.paymentAmount}) filter (where ${isNull(bookings.paymentCurrency)}), 0))::int`,
        seekers: countDistinct(bookings.seekerId),
      })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .where(and(ahead, inArray(bookings.status, BOOKING_TRANSITIONS.cancelWithGuideRemoval.from)));
    return {
      sessions: sessionCount?.n ?? 0,
      bookings: onThem?.bookings ?? 0,
      paidBookings: onThem?.paidBookings ?? 0,
      refund: onThem?.refund ?? 0,
      seekers: onThem?.seekers ?? 0,
    };
  }
}
