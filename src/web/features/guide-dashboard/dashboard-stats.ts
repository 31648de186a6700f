import type { PractitionerBookingView } from '@contract/bookings';
import { guideNetOf } from '@contract/money';
import type { SessionView } from '@contract/sessions';
import { compareIso } from '@/lib/iso-order';

/** Confirmed and completed bookings are the paid ones: they count as earnings (spec, "Stats"). */
function isPaid(booking: Pick<PractitionerBookingView, 'status'>): boolean {
  return booking.status === 'confirmed' || booking.status === 'completed';
}

export interface Earnings {
  /** Cents the seekers paid. */
  gross: number;
  /** Cents given back to them after they paid (a refund made in the payment provider's dashboard). */
  refunded: number;
  /** Cents kept by Luz: its commission on what was not given back. */
  commission: number;
  /** Cents for the guide: gross less refunds and commission. */
  net: number;
  /** How many paid bookings they come from. */
  bookings: number;
}

/** Gross is the sum of paymentAmount over confirmed and completed bookings; net is what each leaves the guide. */
export function earningsOf(bookings: readonly PractitionerBookingView[]): Earnings {
  let gross = 0;
  let refunded = 0;
  let commission = 0;
  let net = 0;
  let count = 0;
  for (const booking of bookings) {
    if (!isPaid(booking)) continue;
    gross += booking.paymentAmount ?? 0;
    refunded += booking.refundAmount ?? 0;
    commission += booking.commissionAmount ?? 0;
    net += guideNetOf(booking);
    count += 1;
  }
  return { gross, refunded, commission, net, bookings: count };
}

export interface DashboardStats {
  /** Sessions that were not cancelled. */
  sessions: number;
  upcomingSessions: number;
  /** Paid bookings (confirmed or completed). */
  bookings: number;
  completedBookings: number;
  /** Bookings per session, or null without sessions. */
  bookingRate: number | null;
  /** Completed bookings out of bookings, 0 to 1, or null without bookings. */
  completionRate: number | null;
  earnings: Earnings;
}

/** The Overview figures: booking rate = bookings / sessions; completion rate = completed / bookings. */
export function dashboardStats(
  sessions: readonly SessionView[],
  bookings: readonly PractitionerBookingView[],
  now: Date = new Date(),
): DashboardStats {
  const held = sessions.filter((session) => session.status !== 'cancelled');
  const paid = bookings.filter(isPaid);
  const completed = paid.filter((booking) => booking.status === 'completed').length;
  return {
    sessions: held.length,
    upcomingSessions: upcomingSessions(sessions, now).length,
    bookings: paid.length,
    completedBookings: completed,
    bookingRate: held.length > 0 ? paid.length / held.length : null,
    completionRate: paid.length > 0 ? completed / paid.length : null,
    earnings: earningsOf(bookings),
  };
}

/** Scheduled sessions that have not started, soonest first. */
export function upcomingSessions(sessions: readonly SessionView[], now: Date = new Date()): SessionView[] {
  const instant = now.toISOString();
  return sessions
    .filter((session) => session.status === 'scheduled' && session.startsAt > instant)
    .sort((a, b) => compareIso(a.startsAt, b.startsAt));
}

/** The latest bookings first (by when they were made). */
export function recentBookings(
  bookings: readonly PractitionerBookingView[],
  count: number,
): PractitionerBookingView[] {
  return [...bookings].sort((a, b) => compareIso(b.createdAt, a.createdAt)).slice(0, count);
}

/** Bookings that hold a place (not cancelled), per session id. */
export function bookedCountBySession(bookings: readonly PractitionerBookingView[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const booking of bookings) {
    if (booking.status === 'cancelled') continue;
    counts.set(booking.sessionId, (counts.get(booking.sessionId) ?? 0) + 1);
  }
  return counts;
}

export interface MonthEarnings extends Earnings {
  /** yyyy-MM of the sessions' Lisbon dates. */
  month: string;
  paidBookings: PractitionerBookingView[];
}

/** Earnings per month of the session date, latest month first, with the paid bookings behind each. */
export function monthlyEarnings(bookings: readonly PractitionerBookingView[]): MonthEarnings[] {
  const byMonth = new Map<string, PractitionerBookingView[]>();
  for (const booking of bookings) {
    if (!isPaid(booking)) continue;
    const month = booking.sessionDate.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), booking]);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => compareIso(b, a))
    .map(([month, paidBookings]) => ({
      month,
      ...earningsOf(paidBookings),
      paidBookings: paidBookings.sort((a, b) => compareIso(a.sessionStartsAt, b.sessionStartsAt)),
    }));
}
