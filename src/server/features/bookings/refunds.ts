import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { bookings } from '../../db/schema';
import type { PaymentProvider } from '../payments';

export interface RefundSenderDeps {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
}

/** A refund whose first attempt is this old and still unsent is sent again by the sweeper. */
const RETRY_AFTER_MS = 2 * 60 * 1000;
const RETRY_BATCH = 50;

/**
 * Sends the refunds bookings owe. The amount owed is written in the same transaction as the
 * cancellation (`refund_amount`); sending it happens after commit, through the provider that took
 * the payment, and `refunded_at` records that the provider accepted it. A send that fails (the
 * provider is down, the process stops) leaves `refunded_at` empty and the sweeper sends it again;
 * the provider's idempotency key per booking makes a second send harmless.
 */
export class RefundSender {
  constructor(private readonly deps: RefundSenderDeps) {}

  /** Sends what these bookings are owed, in the background. */
  sendLater(bookingIds: number[]): void {
    if (bookingIds.length === 0) return;
    this.deps.background.run('refunds', () => this.send(bookingIds));
  }

  async send(bookingIds: number[]): Promise<void> {
    if (bookingIds.length === 0) return;
    const owed = await this.deps.db
      .select()
      .from(bookings)
      .where(and(inArray(bookings.id, bookingIds), gt(bookings.refundAmount, 0), isNull(bookings.refundedAt)))
      .orderBy(asc(bookings.id));
    for (const booking of owed) {
      try {
        await this.sendOne(booking);
      } catch (err) {
        this.deps.log.error({ err, bookingId: booking.id }, 'refund not sent; it will be retried');
      }
    }
  }

  /** Refunds whose send failed or was interrupted. */
  async retryUnsent(now: Date): Promise<number> {
    const stale = await this.deps.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          gt(bookings.refundAmount, 0),
          isNull(bookings.refundedAt),
          lte(bookings.cancelledAt, new Date(now.getTime() - RETRY_AFTER_MS)),
        ),
      )
      .orderBy(asc(bookings.cancelledAt))
      .limit(RETRY_BATCH);
    await this.send(stale.map((row) => row.id));
    return stale.length;
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
