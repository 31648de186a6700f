import type { DbOrTx, Tx } from '../../db/connection';
import type { JobQueue } from '../../jobs/job-queue';
import type {
  BookingEffect,
  BookingOutbox,
  BookingRow,
  SessionEffect,
  SessionRow,
} from './booking-transitions';

/**
 * The booking lifecycle's outbox: the jobs of a transition's effects, written in its transaction
 * (booking-transitions.ts names which transition causes which).
 */
export class BookingJobs implements BookingOutbox {
  constructor(private readonly jobs: JobQueue) {}

  async write(tx: Tx, effects: readonly BookingEffect[], moved: readonly BookingRow[]): Promise<void> {
    for (const booking of moved) {
      for (const effect of effects) await this.writeOne(tx, effect, booking);
    }
  }

  async writeForSessions(
    tx: Tx,
    effects: readonly SessionEffect[],
    moved: readonly SessionRow[],
  ): Promise<void> {
    for (const session of moved) {
      for (const effect of effects) {
        if (effect === 'guide-session-cancellation-email')
          await this.jobs.enqueue(tx, 'guide-session-cancellation-email', { sessionId: session.id });
      }
    }
  }

  /** The one email telling a removed guide which of their sessions were cancelled. */
  async guideRemoval(tx: DbOrTx, guideId: number, sessionIds: number[]): Promise<void> {
    await this.jobs.enqueue(tx, 'guide-removal-email', { guideId, sessionIds });
  }

  /** A refund recorded outside a transition (money that arrived for a booking already given up). */
  async refund(tx: DbOrTx, bookingId: number): Promise<void> {
    await this.jobs.enqueue(tx, 'refund', { bookingId });
  }

  private async writeOne(tx: Tx, effect: BookingEffect, booking: BookingRow): Promise<void> {
    switch (effect) {
      case 'confirmation-email':
        return this.jobs.enqueue(tx, 'booking-confirmation-email', { bookingId: booking.id });
      case 'cancellation-email':
        return this.jobs.enqueue(tx, 'booking-cancellation-email', { bookingId: booking.id });
      case 'refund':
        if ((booking.refundAmount ?? 0) > 0 && booking.refundedAt === null) await this.refund(tx, booking.id);
        return;
      case 'close-checkout':
        // Only an unpaid booking has a checkout still open.
        if (booking.paymentAmount === null && booking.paymentReference)
          await this.jobs.enqueue(tx, 'close-checkout', { reference: booking.paymentReference });
        return;
      case 'guide-booking-email':
        return this.jobs.enqueue(tx, 'guide-booking-email', { bookingId: booking.id });
      case 'guide-cancellation-email':
        // The guide was told of paid bookings only; an unpaid hold let go is no news to them.
        if (booking.paymentAmount !== null)
          await this.jobs.enqueue(tx, 'guide-cancellation-email', { bookingId: booking.id });
        return;
    }
  }
}
