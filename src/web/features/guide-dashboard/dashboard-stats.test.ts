import type { PractitionerBookingView } from '@contract/bookings';
import type { SessionView } from '@contract/sessions';
import { describe, expect, it } from 'vitest';
import {
  bookedCountBySession,
  dashboardStats,
  earningsOf,
  monthlyEarnings,
  recentBookings,
  upcomingSessions,
} from './dashboard-stats';

const session = (id: number, startsAt: string, status: SessionView['status'] = 'scheduled'): SessionView => ({
  id,
  practitionerId: 2,
  practitionerName: 'Marta',
  title: `Session ${id}`,
  description: '',
  location: 'Graça',
  modality: 'Reiki',
  sessionDate: startsAt.slice(0, 10),
  startTime: '10:00',
  endTime: '11:00',
  startsAt,
  endsAt: startsAt,
  price: 5000,
  capacity: 10,
  remainingSpots: 10,
  status,
  imageUrl: null,
});

let nextId = 1;
const booking = (
  status: PractitionerBookingView['status'],
  paymentAmount: number | null,
  sessionDate = '2026-11-10',
  extra: Partial<PractitionerBookingView> = {},
): PractitionerBookingView => ({
  id: nextId++,
  sessionId: 1,
  sessionTitle: 'Session 1',
  sessionStartsAt: `${sessionDate}T10:00:00.000Z`,
  sessionDate,
  startTime: '10:00',
  seekerName: 'Sofia',
  seekerEmail: 'sofia@luz.pt',
  status,
  notes: null,
  paymentAmount,
  commissionAmount: paymentAmount === null ? null : Math.round(paymentAmount * 0.15),
  refundAmount: null,
  createdAt: `${sessionDate}T08:00:00.000Z`,
  ...extra,
});

const now = new Date('2026-11-21T12:00:00Z');

describe('earningsOf', () => {
  it('adds the payments of confirmed and completed bookings only, and takes the commission off', () => {
    const earnings = earningsOf([
      booking('confirmed', 5000),
      booking('completed', 3000),
      booking('pending', 5000),
      booking('cancelled', 5000),
    ]);
    expect(earnings).toEqual({
      gross: 8000,
      refunded: 0,
      commission: 750 + 450,
      net: 8000 - 1200,
      bookings: 2,
    });
  });

  it('takes a refund made after the payment off, with the commission Luz kept on the rest', () => {
    const earnings = earningsOf([
      booking('completed', 3000, '2026-11-10', { refundAmount: 1000, commissionAmount: 300 }),
      booking('confirmed', 1800, '2026-11-10', { refundAmount: 1800, commissionAmount: 0 }),
    ]);
    expect(earnings).toEqual({ gross: 4800, refunded: 2800, commission: 300, net: 1700, bookings: 2 });
  });

  it('counts an unpaid amount as nothing', () => {
    expect(earningsOf([booking('confirmed', null)])).toEqual({
      gross: 0,
      refunded: 0,
      commission: 0,
      net: 0,
      bookings: 1,
    });
  });
});

describe('dashboardStats', () => {
  it('divides bookings by sessions, and completed by bookings', () => {
    const sessions = [
      session(1, '2026-11-10T10:00:00.000Z', 'completed'),
      session(2, '2026-11-30T10:00:00.000Z'),
      session(3, '2026-12-05T10:00:00.000Z', 'cancelled'),
    ];
    const bookings = [
      booking('completed', 5000),
      booking('completed', 5000),
      booking('confirmed', 5000),
      booking('cancelled', 5000),
    ];
    const stats = dashboardStats(sessions, bookings, now);
    expect(stats).toMatchObject({ sessions: 2, upcomingSessions: 1, bookings: 3, completedBookings: 2 });
    expect(stats.bookingRate).toBe(1.5);
    expect(stats.completionRate).toBeCloseTo(2 / 3);
    expect(stats.earnings.gross).toBe(15000);
  });

  it('has no rates to show before there is anything to divide', () => {
    expect(dashboardStats([], [], now)).toMatchObject({ bookingRate: null, completionRate: null });
  });
});

describe('lists', () => {
  it('puts the next scheduled sessions first and leaves out past and cancelled ones', () => {
    const list = upcomingSessions(
      [
        session(1, '2026-12-01T10:00:00.000Z'),
        session(2, '2026-11-20T10:00:00.000Z'),
        session(3, '2026-11-25T10:00:00.000Z'),
        session(4, '2026-11-24T10:00:00.000Z', 'cancelled'),
      ],
      now,
    );
    expect(list.map((s) => s.id)).toEqual([3, 1]);
  });

  it('shows the latest bookings first', () => {
    const older = booking('confirmed', 1, '2026-10-01');
    const newer = booking('confirmed', 1, '2026-11-01');
    expect(recentBookings([older, newer], 1)).toEqual([newer]);
  });

  it('counts the places taken per session', () => {
    const counts = bookedCountBySession([
      booking('confirmed', 1),
      booking('pending', 1),
      booking('cancelled', 1),
      booking('confirmed', 1, '2026-11-10', { sessionId: 7 }),
    ]);
    expect(counts.get(1)).toBe(2);
    expect(counts.get(7)).toBe(1);
  });
});

describe('monthlyEarnings', () => {
  it('groups paid bookings by the month of their session, latest month first', () => {
    const months = monthlyEarnings([
      booking('completed', 4000, '2026-10-03'),
      booking('completed', 6000, '2026-11-12'),
      booking('confirmed', 2000, '2026-11-02'),
      booking('cancelled', 9999, '2026-12-01'),
    ]);
    expect(months.map((m) => [m.month, m.gross, m.net, m.bookings])).toEqual([
      ['2026-11', 8000, 8000 - 900 - 300, 2],
      ['2026-10', 4000, 4000 - 600, 1],
    ]);
    expect(months[0]?.paidBookings.map((b) => b.sessionDate)).toEqual(['2026-11-02', '2026-11-12']);
  });
});
