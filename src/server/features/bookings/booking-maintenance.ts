import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { bookings, sessions } from '../../db/schema';
import { transitionBookings, transitionSessions } from './booking-transitions';

export interface BookingMaintenanceDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Which holds `releaseExpiredHolds` looks at; all of them when omitted. */
export interface HoldScope {
  sessionId?: number;
  seekerId?: number;
  bookingId?: number;
}

/**
 * What time does to bookings, with nobody asking: holds run out, sessions end. Each step is a
 * conditional update, so it is correct to run it from a request, from the sweeper, and from
 * several server processes at once: a hold's spot comes back exactly once.
 */
export class BookingMaintenance {
  constructor(private readonly deps: BookingMaintenanceDeps) {}

  /**
   * Cancels pending bookings whose hold has run out and gives their spots back; returns how many.
   * One indexed read (`bookings_pending_hold_idx`) first: the locking transaction only runs when
   * there is a hold to release, which is rare for the checkouts and reads that call this.
   */
  async releaseExpiredHolds(now: Date, scope: HoldScope = {}): Promise<number> {
    const where = and(
      lte(bookings.holdExpiresAt, now),
      scope.sessionId === undefined ? undefined : eq(bookings.sessionId, scope.sessionId),
      scope.seekerId === undefined ? undefined : eq(bookings.seekerId, scope.seekerId),
      scope.bookingId === undefined ? undefined : eq(bookings.id, scope.bookingId),
    );
    const [lapsed] = await this.deps.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.status, 'pending'), where))
      .limit(1);
    if (!lapsed) return 0;
    const released = await this.deps.db.transaction((tx) =>
      transitionBookings(tx, 'expire', { actor: 'system', now, where }),
    );
    return released.length;
  }

  /**
   * Marks scheduled sessions whose end has passed completed; their paid bookings become completed
   * (and so reviewable), and holds still unpaid on them are cancelled.
   */
  async completeEndedSessions(now: Date): Promise<{ sessions: number; bookings: number }> {
    return this.deps.db.transaction(async (tx) => {
      const ended = await transitionSessions(tx, 'complete', {
        actor: 'system',
        now,
        where: lte(sessions.endsAt, now),
      });
      if (ended.length === 0) return { sessions: 0, bookings: 0 };
      const onEnded: SQL = inArray(
        bookings.sessionId,
        ended.map((session) => session.id),
      );
      const completed = await transitionBookings(tx, 'complete', { actor: 'system', now, where: onEnded });
      await transitionBookings(tx, 'lapseAtSessionEnd', { actor: 'system', now, where: onEnded });
      return { sessions: ended.length, bookings: completed.length };
    });
  }

  /** One round of the sweeper. */
  async sweep(): Promise<void> {
    const now = this.deps.clock.now();
    const released = await this.releaseExpiredHolds(now);
    const completed = await this.completeEndedSessions(now);
    if (released || completed.sessions) {
      this.deps.log.info({ released, completed }, 'booking sweep');
    }
  }
}
