import { and, asc, eq, inArray } from 'drizzle-orm';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../contract/brand';
import { formatDate } from '../../../contract/date-formats';
import { formatEuros } from '../../../contract/money';
import { ONLINE_LOCATION } from '../../../contract/sessions';
import type { Db } from '../../db/connection';
import { bookings, profiles, sessions, users } from '../../db/schema';
import { type Mailer, messageIdFor, renderEmail } from '../mail';
import { type BookingDetails, findOneBookingDetails } from './booking-view';

export interface GuideEmailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** Where a guide sees their sessions and who booked them. */
const DASHBOARD_PATH = '/practitioner-dashboard';

/** The guide a booking or a session belongs to, as an email needs them. */
interface GuideAddress {
  email: string;
  name: string;
}

/** What the guide's emails tell of a session. */
interface SessionFacts {
  id: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  online: boolean;
  guideId: number;
  capacity: number;
  remainingSpots: number;
  requestedBy: number | null;
}

/**
 * The emails that keep a guide informed of what happens to their sessions without opening the
 * dashboard: a new paid booking, a private hour booked in their availability, a seeker's
 * cancellation, an admin cancelling a session, and the cancellations that follow their removal.
 * Each is a job written with the change it announces; none is optional, and none shows the guide a
 * seeker's email address (only the name the seeker gave Luz).
 */
export class GuideEmails {
  constructor(private readonly deps: GuideEmailDeps) {}

  /** "New booking" (or "A private session was booked"), for a booking still confirmed. */
  async sendBookingOf(bookingId: number): Promise<void> {
    const booking = await findOneBookingDetails(this.deps.db, bookingId);
    if (!booking || (booking.status !== 'confirmed' && booking.status !== 'completed')) return;
    const [guide, session] = await Promise.all([
      this.guideOf(booking.guideId),
      this.sessionOf(booking.sessionId),
    ]);
    if (!guide || !session) return;
    const seeker = seekerNameOf(booking);
    const isPrivate = session.requestedBy !== null;
    const booked = session.capacity - session.remainingSpots;
    const content = renderEmail({
      preview: `${seeker}, ${whenOf(session)}`,
      heading: isPrivate ? 'A private session was booked' : 'You have a new booking',
      paragraphs: [
        `Hello ${guide.name},`,
        isPrivate
          ? `${seeker} booked a private one-to-one hour in your availability, and paid. It is confirmed and in your sessions.`
          : `${seeker} booked a place on ${session.title}, and paid.`,
        `Session: ${session.title}`,
        `When: ${whenOf(session)}`,
        `Where: ${session.online ? ONLINE_LOCATION : session.location}`,
        ...(isPrivate ? [] : [`Booked: ${booked} of ${session.capacity} places`]),
        `Paid: ${formatEuros(booking.paymentAmount ?? 0)}`,
        booking.notes?.trim() ? `${seeker}'s notes: ${booking.notes.trim()}` : `${seeker} left no notes.`,
        isPrivate
          ? 'If you cannot make this hour, cancel it from your dashboard: the seeker gets everything back.'
          : 'You can see everyone booked on this session in your dashboard.',
      ],
      action: { label: 'Open my dashboard', url: this.dashboardUrl() },
      footnote: `You get this email because you guide sessions on ${PRODUCT_NAME}.`,
    });
    await this.deps.mailer.send({
      messageId: messageIdFor('guide-booking', `booking-${booking.id}`),
      to: guide.email,
      subject: isPrivate
        ? `Private session booked: ${formatDate(session.startsAt, 'short')}, ${formatDate(session.startsAt, 'time')}`
        : `New booking: ${session.title}`,
      ...content,
    });
  }

  /** The seeker cancelled a paid booking: who, for which session, and what the seeker gets back. */
  async sendCancellationOf(bookingId: number): Promise<void> {
    const booking = await findOneBookingDetails(this.deps.db, bookingId);
    if (booking?.status !== 'cancelled' || booking.cancellationReason !== 'seeker_cancelled') return;
    const [guide, session] = await Promise.all([
      this.guideOf(booking.guideId),
      this.sessionOf(booking.sessionId),
    ]);
    if (!guide || !session) return;
    const seeker = seekerNameOf(booking);
    const paid = booking.paymentAmount ?? 0;
    const refund = booking.refundAmount ?? 0;
    const refundLine =
      refund >= paid
        ? `${seeker} gets everything they paid back: ${formatEuros(refund)}.`
        : refund > 0
          ? `${seeker} gets ${formatEuros(refund)} of the ${formatEuros(paid)} paid back.`
          : `${seeker} cancelled less than 24 hours before the start, so nothing is refunded: the ${formatEuros(paid)} paid stays with the booking.`;
    const content = renderEmail({
      preview: `${seeker} cancelled, ${whenOf(session)}`,
      heading: 'A booking was cancelled',
      paragraphs: [
        `Hello ${guide.name},`,
        `${seeker} cancelled their booking for ${session.title} on ${whenOf(session)}.`,
        refundLine,
        session.requestedBy !== null
          ? 'It was a private hour, so the hour is free in your availability again.'
          : `The place is open for booking again: ${session.remainingSpots} of ${session.capacity} places are free.`,
      ],
      action: { label: 'Open my dashboard', url: this.dashboardUrl() },
      footnote: `You get this email because you guide sessions on ${PRODUCT_NAME}.`,
    });
    await this.deps.mailer.send({
      messageId: messageIdFor('guide-cancellation', `booking-${booking.id}`),
      to: guide.email,
      subject: `Booking cancelled: ${session.title}, ${formatDate(session.startsAt, 'short')}`,
      ...content,
    });
  }

  /** An admin cancelled one of the guide's sessions: the bookings on it were refunded in full. */
  async sendSessionCancellationOf(sessionId: number): Promise<void> {
    const session = await this.sessionOf(sessionId);
    if (!session) return;
    const guide = await this.guideOf(session.guideId);
    if (!guide) return;
    const cancelled = await this.deps.db
      .select({ refundAmount: bookings.refundAmount })
      .from(bookings)
      .where(
        and(eq(bookings.sessionId, sessionId), eq(bookings.cancellationReason, 'admin_cancelled_session')),
      );
    const refunded = cancelled.reduce((sum, row) => sum + (row.refundAmount ?? 0), 0);
    const content = renderEmail({
      preview: `${session.title}, ${whenOf(session)}`,
      heading: 'Your session has been cancelled',
      paragraphs: [
        `Hello ${guide.name},`,
        `The ${PRODUCT_NAME} team cancelled your session ${session.title} on ${whenOf(session)}.`,
        cancelled.length === 0
          ? 'Nobody had booked it yet.'
          : `${bookingsText(cancelled.length)} on it ${cancelled.length === 1 ? 'was' : 'were'} cancelled too, and every seeker gets back everything they paid (${formatEuros(refunded)} in all). We have told each of them.`,
        `If you did not expect this, write to us at ${SUPPORT_EMAIL}.`,
      ],
      action: { label: 'Open my dashboard', url: this.dashboardUrl() },
      footnote: `You get this email because you guide sessions on ${PRODUCT_NAME}.`,
    });
    await this.deps.mailer.send({
      messageId: messageIdFor('guide-session-cancellation', `session-${session.id}`),
      to: guide.email,
      subject: `Session cancelled: ${session.title}, ${formatDate(session.startsAt, 'short')}`,
      ...content,
    });
  }

  /**
   * The guide was deactivated or stopped being approved: one email listing every session of theirs
   * that was cancelled with it, and the bookings refunded. `jobId` keeps its Message-ID the same on
   * every attempt.
   */
  async sendRemovalOf(guideId: number, sessionIds: number[], jobId: string): Promise<void> {
    if (sessionIds.length === 0) return;
    const guide = await this.guideOf(guideId);
    if (!guide) return;
    const cancelled = await this.deps.db
      .select({ ...sessionColumns })
      .from(sessions)
      .where(and(inArray(sessions.id, sessionIds), eq(sessions.guideId, guideId)))
      .orderBy(asc(sessions.startsAt), asc(sessions.id));
    const refunds = await this.deps.db
      .select({ sessionId: bookings.sessionId, refundAmount: bookings.refundAmount })
      .from(bookings)
      .where(and(inArray(bookings.sessionId, sessionIds), eq(bookings.cancellationReason, 'guide_removed')));
    const lines = cancelled.map((session) => {
      const on = refunds.filter((row) => row.sessionId === session.id);
      return `• ${session.title}, ${whenOf(session)}: ${on.length === 0 ? 'no bookings' : `${bookingsText(on.length)} cancelled and refunded in full`}`;
    });
    const bookingCount = refunds.length;
    const content = renderEmail({
      preview: `${sessionsText(cancelled.length)} cancelled`,
      heading: 'Your sessions on Luz have been cancelled',
      paragraphs: [
        `Hello ${guide.name},`,
        `Your guide account on ${PRODUCT_NAME} is no longer active, so we have cancelled your ${cancelled.length === 1 ? 'session' : 'sessions'} still to come:`,
        ...lines,
        bookingCount === 0
          ? 'Nobody had booked them, so no seeker is affected.'
          : `Every seeker booked on them gets back everything they paid (${formatEuros(refunds.reduce((sum, row) => sum + (row.refundAmount ?? 0), 0))} in all), and we have told each of them.`,
        `If you think this is a mistake, write to us at ${SUPPORT_EMAIL}.`,
      ],
      footnote: `You get this email because you guided sessions on ${PRODUCT_NAME}.`,
    });
    await this.deps.mailer.send({
      messageId: messageIdFor('guide-removal', `job-${jobId}`),
      to: guide.email,
      subject: `Your sessions on ${PRODUCT_NAME} have been cancelled`,
      ...content,
    });
  }

  private dashboardUrl(): string {
    return `${this.deps.publicUrl}${DASHBOARD_PATH}`;
  }

  /** The guide's address and the name they go by; none for an account deleted since. */
  private async guideOf(guideId: number): Promise<GuideAddress | undefined> {
    const [row] = await this.deps.db
      .select({
        email: users.email,
        username: users.username,
        name: profiles.name,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, guideId));
    if (!row || row.deletedAt) return undefined;
    return { email: row.email, name: row.name?.trim() || row.username };
  }

  private async sessionOf(sessionId: number): Promise<SessionFacts | undefined> {
    const [row] = await this.deps.db.select(sessionColumns).from(sessions).where(eq(sessions.id, sessionId));
    return row;
  }
}

const sessionColumns = {
  id: sessions.id,
  title: sessions.title,
  startsAt: sessions.startsAt,
  endsAt: sessions.endsAt,
  location: sessions.location,
  online: sessions.online,
  guideId: sessions.guideId,
  capacity: sessions.capacity,
  remainingSpots: sessions.remainingSpots,
  requestedBy: sessions.requestedBy,
};

/** The name the seeker gave Luz, or their username: never their email address. */
function seekerNameOf(booking: BookingDetails): string {
  return booking.seekerName?.trim() || booking.seekerUsername;
}

function whenOf(session: Pick<SessionFacts, 'startsAt' | 'endsAt'>): string {
  return `${formatDate(session.startsAt, 'long')}, ${formatDate(session.startsAt, 'time')}–${formatDate(session.endsAt, 'time')} (Lisbon time)`;
}

function bookingsText(n: number): string {
  return n === 1 ? '1 booking' : `${n} bookings`;
}

function sessionsText(n: number): string {
  return n === 1 ? '1 session' : `${n} sessions`;
}
