import type { BookingView } from '@contract/bookings';
import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import type { I18n } from '@lingui/core';
import { I18N } from '@/lib/i18n';
import { compareIso } from '@/lib/iso-order';
// The words below are this folder's: loaded before any of these functions is called.
import './i18n';

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

/** What the seeker is told of a payment that did not match the booking's price, while Luz checks it (a message id). */
export const PAYMENT_REVIEW_NOTE = /*i18n*/ 'bookings.paymentReview.note';

/** A pending booking whose checkout is still open: the seeker can go back and pay. */
export function paymentLink(booking: Booking): string | null {
  return booking.status === 'pending' && booking.checkoutUrl ? booking.checkoutUrl : null;
}

export interface RefundDisplay {
  /** "€28" or "No refund", in the page's language. */
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

/**
 * What the Cancel Booking dialog says about money, from GET /api/bookings/{id}/refund-preview, in the language of
 * `i18n` (the rule is the server's sentence, already in the page's language).
 */
export function describeRefund(
  preview: { refundAmount: number; rule: string; sessionChanged: boolean } | null | undefined,
  i18n: I18n = I18N.en,
): RefundDisplay {
  if (!preview) return { amount: '', refunded: false, rule: '', sessionChanged: false };
  const refunded = preview.refundAmount > 0;
  return {
    amount: refunded
      ? formatEuros(preview.refundAmount, i18n.locale as Locale)
      : i18n._('bookings.cancel.noRefund'),
    refunded,
    rule: preview.rule,
    sessionChanged: preview.sessionChanged,
  };
}

/** The line under "Booking Cancelled", from what POST /api/bookings/{id}/cancel answered. */
export function cancelledMessage(
  booking: { refundAmount: number; paymentAmount: number | null },
  i18n: I18n = I18N.en,
): string {
  if (booking.refundAmount > 0) {
    return i18n._('bookings.cancelled.refunded', {
      amount: formatEuros(booking.refundAmount, i18n.locale as Locale),
    });
  }
  return booking.paymentAmount
    ? i18n._('bookings.cancelled.notRefunded')
    : i18n._('bookings.cancelled.released');
}
