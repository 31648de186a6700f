import type { BookingView } from '@contract/bookings';
import { formatEuros } from '@contract/money';
import { compareIso } from '@/lib/iso-order';

type Booking = Pick<BookingView, 'id' | 'status' | 'checkoutUrl'> & {
  session: Pick<BookingView['session'], 'startsAt'>;
};

/**
 * My Bookings' two sections: sessions still to come that the seeker holds a place in (soonest first), and
 * everything else, past or cancelled (latest first).
 */
export function splitBookings<T extends Booking>(
  bookings: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const at = now.toISOString();
  const live = (booking: T) =>
    booking.status === 'confirmed' || booking.status === 'pending' || booking.status === 'payment_review';
  const upcoming = bookings
    .filter((booking) => live(booking) && booking.session.startsAt > at)
    .sort((a, b) => compareIso(a.session.startsAt, b.session.startsAt));
  const past = bookings
    .filter((booking) => !upcoming.includes(booking))
    .sort((a, b) => compareIso(b.session.startsAt, a.session.startsAt));
  return { upcoming, past };
}

/** Spec: a confirmed or pending booking can be cancelled by its owner, as long as its session has not started. */
export function canCancel(booking: Booking, now: Date): boolean {
  return (
    (booking.status === 'confirmed' || booking.status === 'pending') &&
    booking.session.startsAt > now.toISOString()
  );
}

/** A paid booking has a receipt, kept after a cancellation to show the refund; a payment under review has none yet. */
export function hasReceipt(booking: Pick<BookingView, 'status' | 'paymentAmount'>): boolean {
  return (
    booking.paymentAmount !== null && booking.status !== 'pending' && booking.status !== 'payment_review'
  );
}

/** What the seeker is told of a payment that did not match the booking's price, while Luz checks it. */
export const PAYMENT_REVIEW_NOTE =
  'Your payment did not match the price of this booking, so we are checking it. Your spot is kept meanwhile, and we will email you once it is settled: either your booking is confirmed, or your payment is refunded in full.';

/** A pending booking whose checkout is still open: the seeker can go back and pay. */
export function paymentLink(booking: Booking): string | null {
  return booking.status === 'pending' && booking.checkoutUrl ? booking.checkoutUrl : null;
}

export interface RefundDisplay {
  /** "€28" or "No refund". */
  amount: string;
  /** Whether money comes back: the dialog shows it in green, or plainly. */
  refunded: boolean;
  /**
   * The server's sentence on this booking, or nothing when the preview could not be loaded: the dialog shows the
   * general rule beneath it either way.
   */
  rule: string;
  /** The guide changed the session after it was booked: the dialog says so above the refund. */
  sessionChanged: boolean;
}

/** What the Cancel Booking dialog says about money, from GET /api/bookings/{id}/refund-preview. */
export function describeRefund(
  preview: { refundAmount: number; rule: string; sessionChanged: boolean } | null | undefined,
): RefundDisplay {
  if (!preview) return { amount: '', refunded: false, rule: '', sessionChanged: false };
  const refunded = preview.refundAmount > 0;
  return {
    amount: refunded ? formatEuros(preview.refundAmount) : 'No refund',
    refunded,
    rule: preview.rule,
    sessionChanged: preview.sessionChanged,
  };
}

/** The line under "Booking Cancelled", from what POST /api/bookings/{id}/cancel answered. */
export function cancelledMessage(booking: { refundAmount: number; paymentAmount: number | null }): string {
  if (booking.refundAmount > 0)
    return `Your refund of ${formatEuros(booking.refundAmount)} is on its way to your card.`;
  return booking.paymentAmount
    ? 'Your place has been released. This late cancellation is not refunded.'
    : 'Your place has been released.';
}
