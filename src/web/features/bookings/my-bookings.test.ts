import type { BookingView } from '@contract/bookings';
import { describe, expect, it } from 'vitest';
import { canCancel, cancelledMessage, describeRefund, paymentLink, splitBookings } from './my-bookings';

const now = new Date('2026-11-21T12:00:00Z');

function booking(
  id: number,
  status: BookingView['status'],
  startsAt: string,
  checkoutUrl: string | null = null,
) {
  return { id, status, checkoutUrl, session: { startsAt } };
}

describe('splitBookings', () => {
  const later = booking(1, 'confirmed', '2026-11-30T10:00:00.000Z');
  const soon = booking(2, 'pending', '2026-11-22T10:00:00.000Z', '/checkout/lc_x');
  const cancelledAhead = booking(3, 'cancelled', '2026-11-25T10:00:00.000Z');
  const done = booking(4, 'completed', '2026-11-01T10:00:00.000Z');
  const startedConfirmed = booking(5, 'confirmed', '2026-11-21T11:00:00.000Z');

  it('lists places still held in sessions to come, soonest first', () => {
    const { upcoming } = splitBookings([later, soon, cancelledAhead, done, startedConfirmed], now);
    expect(upcoming.map((b) => b.id)).toEqual([2, 1]);
  });

  it('puts the rest, cancelled ones included, under past, latest first', () => {
    const { past } = splitBookings([later, soon, cancelledAhead, done, startedConfirmed], now);
    expect(past.map((b) => b.id)).toEqual([3, 5, 4]);
  });

  it('keeps a payment under review among the places held, not cancellable by the seeker', () => {
    const inReview = booking(6, 'payment_review', '2026-11-24T10:00:00.000Z');
    expect(splitBookings([later, inReview], now).upcoming.map((b) => b.id)).toEqual([6, 1]);
    expect(canCancel(inReview, now)).toBe(false);
    expect(paymentLink({ ...inReview, checkoutUrl: '/checkout/lc_x' })).toBeNull();
  });
});

describe('canCancel', () => {
  it('offers Cancel for confirmed and pending bookings of sessions that have not started', () => {
    expect(canCancel(booking(1, 'confirmed', '2026-11-30T10:00:00.000Z'), now)).toBe(true);
    expect(canCancel(booking(1, 'pending', '2026-11-30T10:00:00.000Z'), now)).toBe(true);
    expect(canCancel(booking(1, 'cancelled', '2026-11-30T10:00:00.000Z'), now)).toBe(false);
    expect(canCancel(booking(1, 'completed', '2026-11-01T10:00:00.000Z'), now)).toBe(false);
    expect(canCancel(booking(1, 'confirmed', '2026-11-21T11:59:00.000Z'), now)).toBe(false);
  });
});

describe('paymentLink', () => {
  it('is the checkout of a pending booking only', () => {
    expect(paymentLink(booking(1, 'pending', '2026-11-30T10:00:00.000Z', '/checkout/lc_x'))).toBe(
      '/checkout/lc_x',
    );
    expect(paymentLink(booking(1, 'pending', '2026-11-30T10:00:00.000Z'))).toBeNull();
    expect(paymentLink(booking(1, 'confirmed', '2026-11-30T10:00:00.000Z', '/checkout/lc_x'))).toBeNull();
  });
});

describe('describeRefund', () => {
  it('shows the amount coming back in euros, with the server rule', () => {
    expect(
      describeRefund({
        refundAmount: 2800,
        rule: 'You will get a full refund of €28.',
        sessionChanged: false,
      }),
    ).toEqual({
      amount: '€28',
      refunded: true,
      rule: 'You will get a full refund of €28.',
      sessionChanged: false,
    });
    expect(describeRefund({ refundAmount: 4550, rule: 'r', sessionChanged: false }).amount).toBe('€45.50');
  });

  it('says when the guide changed the session, which is why everything comes back', () => {
    expect(describeRefund({ refundAmount: 2800, rule: 'r', sessionChanged: true })).toMatchObject({
      amount: '€28',
      refunded: true,
      sessionChanged: true,
    });
  });

  it('says plainly when nothing comes back', () => {
    expect(describeRefund({ refundAmount: 0, rule: 'Too late.', sessionChanged: false })).toEqual({
      amount: 'No refund',
      refunded: false,
      rule: 'Too late.',
      sessionChanged: false,
    });
  });

  it('says nothing of this booking when the preview is not there, leaving the general rule to speak', () => {
    expect(describeRefund(undefined)).toEqual({
      amount: '',
      refunded: false,
      rule: '',
      sessionChanged: false,
    });
  });
});

describe('cancelledMessage', () => {
  it('mentions the refund in euros when there is one', () => {
    expect(cancelledMessage({ refundAmount: 2800, paymentAmount: 2800 })).toBe(
      'Your refund of €28 is on its way to your card.',
    );
    expect(cancelledMessage({ refundAmount: 0, paymentAmount: null })).toBe('Your place has been released.');
    expect(cancelledMessage({ refundAmount: 0, paymentAmount: 2800 })).toBe(
      'Your place has been released. This late cancellation is not refunded.',
    );
  });
});
