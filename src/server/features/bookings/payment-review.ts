import { eq, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, type PaymentReviewDecision, paymentIssueOf } from '../../../contract/admin';
import type { PublicUser } from '../../../contract/auth';
import { ERROR_CODES } from '../../../contract/errors';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/connection';
import { bookings, sessions } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { SERVER_I18N, translated } from '../../i18n';
import { recordAdminAction } from '../audit';
import { commissionOf } from './booking-money';
import { type BookingOutbox, type BookingRow, transitionBookings } from './booking-transitions';

export interface PaymentReviewDeps {
  db: Db;
  clock: Clock;
  outbox: BookingOutbox;
  commissionPercent: number;
}

const notInReview = () => new Conflict(ADMIN_MESSAGES.notInPaymentReview, ERROR_CODES.conflict);

/**
 * An admin's decision on a payment that did not match what its booking cost (status
 * `payment_review`): accept it as it is, or refund it in full. Either is recorded in the audit log in
 * the same transaction, and of two decisions at once only the first changes the booking.
 */
export class PaymentReviewService {
  constructor(private readonly deps: PaymentReviewDeps) {}

  /** The booking is confirmed with what was paid; a session that has already ended counts it as attended. */
  async accept(bookingId: number, admin: PublicUser): Promise<PaymentReviewDecision> {
    const now = this.deps.clock.now();
    const decided = await this.deps.db.transaction(async (tx) => {
      const { booking, sessionStatus, due } = await this.lockInReview(tx, bookingId);
      const commissionAmount = commissionOf(booking.paymentAmount ?? 0, 0, this.deps.commissionPercent);
      const [accepted] = await transitionBookings(tx, 'acceptPayment', {
        actor: 'admin',
        now,
        where: eq(bookings.id, bookingId),
        set: { commissionAmount },
        outbox: this.deps.outbox,
      });
      if (!accepted) throw notInReview();
      if (sessionStatus === 'completed') {
        await transitionBookings(tx, 'complete', { actor: 'system', now, where: eq(bookings.id, bookingId) });
      }
      await recordAdminAction(tx, {
        adminId: admin.id,
        action: 'booking.accept_payment',
        targetType: 'booking',
        targetId: bookingId,
        before: reviewFacts(booking, due),
        after: { status: 'confirmed', commissionAmount },
      });
      return accepted;
    });
    return { bookingId, status: decided.status, refundAmount: null };
  }

  /**
   * Everything paid goes back through the provider that took it, the booking is cancelled and its
   * spot is free for someone else.
   */
  async refund(bookingId: number, admin: PublicUser): Promise<PaymentReviewDecision> {
    const now = this.deps.clock.now();
    const refunded = await this.deps.db.transaction(async (tx) => {
      const { booking, due } = await this.lockInReview(tx, bookingId);
      const [cancelled] = await transitionBookings(tx, 'refundPayment', {
        actor: 'admin',
        now,
        where: eq(bookings.id, bookingId),
        set: { refundAmount: sql`${bookings.paymentAmount}`, commissionAmount: 0 },
        outbox: this.deps.outbox,
      });
      if (!cancelled) throw notInReview();
      await recordAdminAction(tx, {
        adminId: admin.id,
        action: 'booking.refund_payment',
        targetType: 'booking',
        targetId: bookingId,
        before: reviewFacts(booking, due),
        after: { status: 'cancelled', refund: 'The whole payment' },
      });
      return cancelled;
    });
    return { bookingId, status: refunded.status, refundAmount: refunded.refundAmount };
  }

  /**
   * The booking's session and then the booking itself, locked in the order every transition takes
   * them, so a decision and a cancellation of the whole session never wait on each other.
   */
  private async lockInReview(
    tx: Tx,
    bookingId: number,
  ): Promise<{ booking: BookingRow; sessionStatus: (typeof sessions.$inferSelect)['status']; due: number }> {
    const [session] = await tx
      .select({ status: sessions.status, price: sessions.price })
      .from(sessions)
      .where(
        eq(
          sessions.id,
          sql`(select ${bookings.sessionId} from ${bookings} where ${bookings.id} = ${bookingId})`,
        ),
      )
      .for('update');
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking || !session) throw new NotFound(ADMIN_MESSAGES.bookingNotFound);
    if (booking.status !== 'payment_review') throw notInReview();
    return { booking, sessionStatus: session.status, due: booking.amountDue ?? session.price };
  }
}

/** What the audit log keeps of a payment under review: its status and, in words, what was paid of what was due. */
function reviewFacts(booking: BookingRow, due: number): Record<string, unknown> {
  return {
    status: booking.status,
    // The log stores words rather than message ids, in English as its older entries are.
    payment: translated(SERVER_I18N.en, paymentIssueOf(due, booking.paymentAmount, booking.paymentCurrency)),
  };
}
