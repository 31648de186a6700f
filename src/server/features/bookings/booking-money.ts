import { sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { bookings } from '../../db/schema';

/**
 * The money of a booking, beside its lifecycle (booking-transitions.ts): every path that records a
 * payment or a refund takes its amounts from here. Luz's commission is its share of what the seeker
 * paid and was not given back, so a booking refunded in full leaves Luz nothing and a partial refund
 * leaves Luz its share of the rest. Everything is in whole cents and only the commission is
 * rounded, so what the guide is paid is exactly paid − refunded − commission (`guideNetOf` in the
 * contract), on every path.
 */
export function commissionOf(paid: number, refunded: number, commissionPercent: number): number {
  return Math.round(((paid - refunded) * commissionPercent) / 100);
}

/** What to record once `refundAmount` of a booking's payment goes back: the refund and the commission on the rest. */
export function amountsAfterRefund(
  paymentAmount: number | null,
  refundAmount: number | null,
  commissionPercent: number,
): { refundAmount: number | null; commissionAmount: number | null } {
  return {
    refundAmount,
    commissionAmount:
      paymentAmount === null ? null : commissionOf(paymentAmount, refundAmount ?? 0, commissionPercent),
  };
}

/**
 * The same rule for many bookings refunded in full at once (a cancelled session), in one
 * statement: whatever was paid goes back, so no commission is kept, whatever the rate. An unpaid
 * hold has neither a refund nor a commission.
 */
export const REFUNDED_IN_FULL = {
  refundAmount: sql`${bookings.paymentAmount}`,
  commissionAmount: sql`case when ${bookings.paymentAmount} is null then null else 0 end`,
} satisfies PgUpdateSetSource<typeof bookings>;
