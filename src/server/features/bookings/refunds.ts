import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { bookings } from '../../db/schema';
import type { PaymentProvider } from '../payments';

export interface RefundSenderDeps {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
}

/**
 * Sends the refunds bookings owe. The amount owed is written in the same transaction as the
 * cancellation (`refund_amount`), with a `refund` job; the job sends it through the provider that
 * took the payment, and `refunded_at` records that the provider accepted it. A send that fails is
 * retried by the job queue with backoff; a job run twice (its process stopped after the provider
 * answered) finds `refunded_at` set and does nothing, and the provider's idempotency key per booking
 * makes a second send in the window between the two harmless.
 */
export class RefundSender {
  constructor(private readonly deps: RefundSenderDeps) {}

  /** Sends what the booking is owed, if anything is still owed; throws when the provider refuses. */
  async sendOwed(bookingId: number): Promise<void> {
    const [booking] = await this.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), gt(bookings.refundAmount, 0), isNull(bookings.refundedAt)));
    if (booking) await this.sendOne(booking);
  }
  private async sendOne(booking: typeof bookings.$inferSelect): Promise<void> {
    const { payments } = this.deps;
    const amount = booking.refundAmount!;
    if (booking.paymentProvider === payments.name) {
      await payments.refund({ booking, amount });
    } else if (booking.paymentProvider !== 'local') {
      // Paid through a provider this process is not configured with: only that provider can pay it back.
      throw new Error(`Refunds through ${booking.paymentProvider} need that provider configured`);
    }
    // Luz's own checkout moved no money: recording the refund is all there is to do.
    await this.deps.db
      .update(bookings)
      .set({ refundedAt: this.deps.clock.now(), updatedAt: this.deps.clock.now() })
      .where(and(eq(bookings.id, booking.id), isNull(bookings.refundedAt)));
  }
}
