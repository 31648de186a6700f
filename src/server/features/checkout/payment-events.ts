import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/connection';
import { bookings, paymentEvents, sessions } from '../../db/schema';
import { amountsAfterRefund, type BookingJobs, transitionBookings } from '../bookings';
import type { PaymentCard, PaymentEvent, PaymentProvider } from '../payments';
import type { CheckoutService } from './service';

export interface PaymentEventDeps {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  checkout: CheckoutService;
  /** Where a late payment's refund is written. */
  outbox: BookingJobs;
  log: FastifyBaseLogger;
  /** Luz's share of each payment, in percent. */
  commissionPercent: number;
}

/**
 * What a provider's webhook event does to bookings. The event id is recorded in the same
 * transaction as its effect (`insert … on conflict do nothing returning`): a redelivery finds it
 * and changes nothing, and an effect that fails rolls the record back so the provider's retry
 * applies it.
 */
export class PaymentEventHandler {
  constructor(private readonly deps: PaymentEventDeps) {}

  /** Applies a verified event; false when it had been handled already. */
  async handle(event: PaymentEvent): Promise<boolean> {
    const { db, payments } = this.deps;
    const card = await this.cardOf(event);
    const fresh = await db.transaction(async (tx) => {
      const [recorded] = await tx
        .insert(paymentEvents)
        .values({
          id: event.id,
          provider: payments.name,
          type: event.kind === 'ignored' ? event.type : event.kind,
          receivedAt: this.deps.clock.now(),
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!recorded) return false;
      await this.apply(tx, event, card);
      return true;
    });
    return fresh;
  }

  /**
   * The card that made a payment, asked of the provider before the transaction so no lock waits on
   * it. A receipt without the card's digits is better than a payment left unconfirmed: when the
   * provider does not answer, the payment is recorded without them.
   */
  private async cardOf(event: PaymentEvent): Promise<PaymentCard | null> {
    if (event.kind !== 'checkout.completed' || !event.paymentIntentId) return null;
    try {
      return await this.deps.payments.cardOf(event.paymentIntentId);
    } catch (error) {
      this.deps.log.warn({ err: error, event: event.id }, 'the card of a payment could not be read');
      return null;
    }
  }

  private async apply(tx: Tx, event: PaymentEvent, card: PaymentCard | null): Promise<void> {
    const now = this.deps.clock.now();
    switch (event.kind) {
      case 'checkout.completed': {
        const booking = await this.bookingOf(tx, event.bookingId, event.reference);
        if (!booking) {
          this.deps.log.warn({ event: event.id }, 'a payment arrived for a checkout Luz does not know');
          return;
        }
        if (!paysInFull(event, booking.amountDue)) {
          await this.holdForReview(tx, booking, event, card);
          return;
        }
        const amountPaid = booking.amountDue;
        const outcome = await this.deps.checkout.confirmPayment(
          {
            bookingId: booking.id,
            amountPaid,
            paymentIntentId: event.paymentIntentId,
            card,
            requireLiveHold: false,
          },
          tx,
        );
        if (outcome === 'not-pending') await this.refundLatePayment(tx, booking.id, amountPaid, event, card);
        return;
      }
      case 'checkout.expired': {
        const booking = await this.bookingOf(tx, event.bookingId, event.reference);
        if (!booking) return;
        await transitionBookings(tx, 'expire', { actor: 'payment', now, where: eq(bookings.id, booking.id) });
        return;
      }
      case 'payment.refunded':
        await this.recordRefund(tx, event);
        return;
      case 'ignored':
        return;
    }
  }

  /**
   * Our own refund coming back, or one made in the provider's dashboard: either way, recorded, and
   * the commission follows it. The provider reports the total refunded so far, so a report older
   * than one already recorded (deliveries are not in order) never lowers it.
   */
  private async recordRefund(
    tx: Tx,
    event: Extract<PaymentEvent, { kind: 'payment.refunded' }>,
  ): Promise<void> {
    const now = this.deps.clock.now();
    const paid = await tx
      .select({ id: bookings.id, paymentAmount: bookings.paymentAmount, refundAmount: bookings.refundAmount })
      .from(bookings)
      .where(eq(bookings.stripePaymentIntentId, event.paymentIntentId))
      .orderBy(asc(bookings.id))
      .for('update');
    for (const booking of paid) {
      const refunded = Math.max(
        booking.refundAmount ?? 0,
        Math.min(event.amountRefunded, booking.paymentAmount ?? 0),
      );
      await tx
        .update(bookings)
        .set({
          ...amountsAfterRefund(booking.paymentAmount, refunded, this.deps.commissionPercent),
          refundedAt: sql`coalesce(${bookings.refundedAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(eq(bookings.id, booking.id));
    }
  }

  /**
   * A payment of another amount or currency than the booking's: confirming it would sell the place
   * for whatever the payer chose to send, so it waits for an admin, who accepts or refunds it. A
   * booking no longer waiting for its payment is refunded in full, as any late payment.
   */
  private async holdForReview(
    tx: Tx,
    booking: { id: number; amountDue: number },
    event: Extract<PaymentEvent, { kind: 'checkout.completed' }>,
    card: PaymentCard | null,
  ): Promise<void> {
    const currency = event.currency?.toLowerCase() ?? null;
    const [held] = await transitionBookings(tx, 'holdForReview', {
      actor: 'payment',
      now: this.deps.clock.now(),
      where: eq(bookings.id, booking.id),
      set: {
        paymentAmount: event.amountPaid,
        paymentCurrency: currency === 'eur' ? null : currency,
        commissionAmount: 0,
        ...paymentRecord(this.deps.clock.now(), card),
        ...(event.paymentIntentId ? { stripePaymentIntentId: event.paymentIntentId } : {}),
      },
    });
    if (held) {
      this.deps.log.warn(
        { bookingId: booking.id, amountPaid: event.amountPaid, currency, amountDue: booking.amountDue },
        'a payment does not match what is due; the booking waits for an admin',
      );
      return;
    }
    const [current] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    if (current?.status === 'cancelled' && event.amountPaid !== null) {
      await this.refundLatePayment(tx, booking.id, event.amountPaid, event, card);
    }
  }

  /**
   * The money arrived after the booking stopped waiting for it (the hold was released, the seeker
   * or the guide cancelled). The spot may be gone, so the payment goes back in full.
   */
  private async refundLatePayment(
    tx: Tx,
    bookingId: number,
    amountPaid: number,
    event: Extract<PaymentEvent, { kind: 'checkout.completed' }>,
    card: PaymentCard | null,
  ): Promise<void> {
    const [recorded] = await tx
      .update(bookings)
      .set({
        paymentAmount: amountPaid,
        ...amountsAfterRefund(amountPaid, amountPaid, this.deps.commissionPercent),
        stripePaymentIntentId: event.paymentIntentId,
        ...paymentRecord(this.deps.clock.now(), card),
        updatedAt: this.deps.clock.now(),
      })
      .where(
        and(eq(bookings.id, bookingId), eq(bookings.status, 'cancelled'), isNull(bookings.paymentAmount)),
      )
      .returning({ id: bookings.id });
    if (recorded) {
      this.deps.log.warn({ bookingId }, 'payment arrived for a cancelled booking; refunding it in full');
      await this.deps.outbox.refund(tx, bookingId);
    }
  }

  private async bookingOf(tx: Tx, bookingId: number | null, reference: string) {
    const [booking] = await tx
      .select({ id: bookings.id, amountDue: sql<number>`coalesce(${bookings.amountDue}, ${sessions.price})` })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .where(
        and(
          bookingId === null ? eq(bookings.paymentReference, reference) : eq(bookings.id, bookingId),
          // The reference may not have been stored yet, but if it was it must be this one.
          or(isNull(bookings.paymentReference), eq(bookings.paymentReference, reference)),
          eq(bookings.paymentProvider, this.deps.payments.name),
        ),
      );
    return booking;
  }
}

/** Exactly the amount due, in euros: the only payment that confirms a booking by itself. */
function paysInFull(
  event: Extract<PaymentEvent, { kind: 'checkout.completed' }>,
  amountDue: number,
): boolean {
  return event.amountPaid === amountDue && event.currency?.toLowerCase() === 'eur';
}

/** When a payment was taken and with which card: what its receipt shows. */
function paymentRecord(now: Date, card: PaymentCard | null) {
  return { paidAt: now, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null };
}
