import type { I18n } from '@lingui/core';
import type { BookingStatus } from '../../../contract/catalog';
import type { Locale } from '../../../contract/locales';
import { formatEuros } from '../../../contract/money';
import { FULL_REFUND_HOURS_BEFORE_START } from '../../../contract/policies';

const FULL_REFUND_WINDOW_MS = FULL_REFUND_HOURS_BEFORE_START * 60 * 60 * 1000;

export interface RefundDecision {
  /** Cents the seeker gets back. */
  refundAmount: number;
  /** What to store in `refund_amount`: null when nothing was ever paid. */
  recorded: number | null;
  /**
   * What cancelling now gives back, in a sentence in the reader's language; the cancel dialog shows the
   * general rule beneath it.
   */
  rule: (i18n: I18n) => string;
  /** The full refund is owed because the guide changed the session after the booking was confirmed. */
  sessionChanged: boolean;
}

/**
 * The seeker's cancellation rule: the full price back when cancelling 24 hours or more before the
 * start, nothing later. A seeker whose confirmed session the guide changed (its title, time or place)
 * did not agree to the new one: they get the full price back until it starts, whenever that is. A
 * pending booking was never paid, so there is nothing to give back.
 */
export function seekerRefund(
  booking: { status: BookingStatus; paymentAmount: number | null; sessionChangedAt: Date | null },
  startsAt: Date,
  now: Date,
): RefundDecision {
  const paid = booking.status === 'confirmed' ? (booking.paymentAmount ?? 0) : 0;
  if (booking.status !== 'confirmed' || paid === 0) {
    return {
      refundAmount: 0,
      recorded: booking.status === 'confirmed' ? 0 : null,
      rule: (i18n) => i18n._('bookings.refund.notPaid'),
      sessionChanged: false,
    };
  }
  if (booking.sessionChangedAt !== null) {
    return {
      refundAmount: paid,
      recorded: paid,
      rule: (i18n) =>
        i18n._('bookings.refund.sessionChanged', { amount: formatEuros(paid, i18n.locale as Locale) }),
      sessionChanged: true,
    };
  }
  if (startsAt.getTime() - now.getTime() >= FULL_REFUND_WINDOW_MS) {
    return {
      refundAmount: paid,
      recorded: paid,
      rule: (i18n) =>
        i18n._('bookings.refund.full', {
          amount: formatEuros(paid, i18n.locale as Locale),
          hours: FULL_REFUND_HOURS_BEFORE_START,
        }),
      sessionChanged: false,
    };
  }
  return {
    refundAmount: 0,
    recorded: 0,
    rule: (i18n) => i18n._('bookings.refund.tooLate', { hours: FULL_REFUND_HOURS_BEFORE_START }),
    sessionChanged: false,
  };
}
