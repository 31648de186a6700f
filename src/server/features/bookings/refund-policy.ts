import type { BookingStatus } from '../../../contract/catalog';
import { formatEuros } from '../../../contract/money';
import { FULL_REFUND_HOURS_BEFORE_START } from '../../../contract/policies';

const FULL_REFUND_WINDOW_MS = FULL_REFUND_HOURS_BEFORE_START * 60 * 60 * 1000;

export interface RefundDecision {
  /** Cents the seeker gets back. */
  refundAmount: number;
  /** What to store in `refund_amount`: null when nothing was ever paid. */
  recorded: number | null;
  /** What cancelling now gives back, in a sentence; the cancel dialog shows the general rule beneath it. */
  rule: string;
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
      rule: 'You have not paid for this booking, so there is nothing to refund. Cancelling frees your spot for someone else.',
      sessionChanged: false,
    };
  }
  if (booking.sessionChangedAt !== null) {
    return {
      refundAmount: paid,
      recorded: paid,
      rule: `You will get a full refund of ${formatEuros(paid)}, because your guide changed this session after you booked. This holds until the session starts.`,
      sessionChanged: true,
    };
  }
  if (startsAt.getTime() - now.getTime() >= FULL_REFUND_WINDOW_MS) {
    return {
      refundAmount: paid,
      recorded: paid,
      rule: `You will get a full refund of ${formatEuros(paid)}, because the session starts in ${FULL_REFUND_HOURS_BEFORE_START} hours or more.`,
      sessionChanged: false,
    };
  }
  return {
    refundAmount: 0,
    recorded: 0,
    rule: `This booking can no longer be refunded, because the session starts in less than ${FULL_REFUND_HOURS_BEFORE_START} hours.`,
    sessionChanged: false,
  };
}
