import { and, asc, eq, inArray } from 'drizzle-orm';
import { SUPPORT_EMAIL } from '../../../contract/brand';
import { formatDate, formatLisbonTime } from '../../../contract/date-formats';
import type { Locale } from '../../../contract/locales';
import { formatEuros } from '../../../contract/money';
import { FULL_REFUND_HOURS_BEFORE_START } from '../../../contract/policies';
import { ONLINE_LOCATION } from '../../../contract/sessions';
import type { Db } from '../../db/connection';
import { bookings, profiles, sessions, users } from '../../db/schema';
import { SERVER_I18N } from '../../i18n';
import { asEmailLocale, type Mailer, messageIdFor, pageUrlIn, renderEmail } from '../mail';
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
  /** The language the guide reads Luz's emails in (decision 061). */
  locale: Locale;
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
 * seeker's email address (only the name the seeker gave Luz). Each is in the guide's language, whoever
 * caused it.
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
    const { locale } = guide;
    const i18n = SERVER_I18N[locale];
    const when = whenOf(session, locale);
    const title = session.title;
    const notes = booking.notes?.trim();
    const content = renderEmail(
      {
        preview: `${seeker}, ${when}`,
        heading: isPrivate
          ? i18n._('bookings.guideEmail.booked.privateHeading')
          : i18n._('bookings.guideEmail.booked.heading'),
        paragraphs: [
          i18n._('bookings.email.hello', { name: guide.name }),
          isPrivate
            ? i18n._('bookings.guideEmail.booked.privateBooked', { seeker })
            : i18n._('bookings.guideEmail.booked.booked', { seeker, title }),
          i18n._('bookings.guideEmail.session', { title }),
          i18n._('bookings.guideEmail.when', { when }),
          i18n._('bookings.guideEmail.where', { where: session.online ? ONLINE_LOCATION : session.location }),
          ...(isPrivate
            ? []
            : [i18n._('bookings.guideEmail.booked.places', { booked, capacity: session.capacity })]),
          i18n._('bookings.guideEmail.paid', { amount: formatEuros(booking.paymentAmount ?? 0, locale) }),
          notes
            ? i18n._('bookings.guideEmail.booked.notes', { seeker, notes })
            : i18n._('bookings.guideEmail.booked.noNotes', { seeker }),
          isPrivate
            ? i18n._('bookings.guideEmail.booked.privateCancel')
            : i18n._('bookings.guideEmail.booked.seeEveryone'),
        ],
        action: { label: i18n._('bookings.guideEmail.openDashboard'), url: this.dashboardUrl(locale) },
        footnote: i18n._('bookings.guideEmail.becauseYouGuide'),
      },
      locale,
    );
    await this.deps.mailer.send({
      messageId: messageIdFor('guide-booking', `booking-${booking.id}`),
      to: guide.email,
      subject: isPrivate
        ? i18n._('bookings.guideEmail.booked.privateSubject', {
            date: formatDate(session.startsAt, 'short', locale),
            time: formatDate(session.startsAt, 'time', locale),
          })
        : i18n._('bookings.guideEmail.booked.subject', { title }),
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
    const { locale } = guide;
    const i18n = SERVER_I18N[locale];
    const when = whenOf(session, locale);
    const euros = (cents: number) => formatEuros(cents, locale);
    const refundLine =
      refund >= paid
        ? i18n._('bookings.guideEmail.cancelled.refundAll', { seeker, amount: euros(refund) })
        : refund > 0
          ? i18n._('bookings.guideEmail.cancelled.refundPart', {
              seeker,
              refund: euros(refund),
              paid: euros(paid),
            })
          : i18n._('bookings.guideEmail.cancelled.noRefund', {
              seeker,
              paid: euros(paid),
              hours: FULL_REFUND_HOURS_BEFORE_START,
            });
    const content = renderEmail(
      {
        preview: i18n._('bookings.guideEmail.cancelled.preview', { seeker, when }),
        heading: i18n._('bookings.guideEmail.cancelled.heading'),
        paragraphs: [
          i18n._('bookings.email.hello', { name: guide.name }),
          i18n._('bookings.guideEmail.cancelled.what', { seeker, title: session.title, when }),
          refundLine,
          session.requestedBy !== null
            ? i18n._('bookings.guideEmail.cancelled.privateFree')
            : i18n._('bookings.guideEmail.cancelled.placeOpen', {
                free: session.remainingSpots,
                capacity: session.capacity,
              }),
        ],
        action: { label: i18n._('bookings.guideEmail.openDashboard'), url: this.dashboardUrl(locale) },
        footnote: i18n._('bookings.guideEmail.becauseYouGuide'),
      },
      locale,
    );
    await this.deps.mailer.send({
      messageId: messageIdFor('guide-cancellation', `booking-${booking.id}`),
      to: guide.email,
      subject: i18n._('bookings.guideEmail.cancelled.subject', {
        title: session.title,
        date: formatDate(session.startsAt, 'short', locale),
      }),
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
    const { locale } = guide;
    const i18n = SERVER_I18N[locale];
    const when = whenOf(session, locale);
    const content = renderEmail(
      {
        preview: `${session.title}, ${when}`,
        heading: i18n._('bookings.email.cancelled.sessionHeading'),
        paragraphs: [
          i18n._('bookings.email.hello', { name: guide.name }),
          i18n._('bookings.guideEmail.sessionCancelled.byTeam', { title: session.title, when }),
          cancelled.length === 0
            ? i18n._('bookings.guideEmail.sessionCancelled.nobody')
            : i18n._('bookings.guideEmail.sessionCancelled.refunded', {
                count: cancelled.length,
                amount: formatEuros(refunded, locale),
              }),
          i18n._('bookings.guideEmail.sessionCancelled.unexpected', { support: SUPPORT_EMAIL }),
        ],
        action: { label: i18n._('bookings.guideEmail.openDashboard'), url: this.dashboardUrl(locale) },
        footnote: i18n._('bookings.guideEmail.becauseYouGuide'),
      },
      locale,
    );
    await this.deps.mailer.send({
      messageId: messageIdFor('guide-session-cancellation', `session-${session.id}`),
      to: guide.email,
      subject: i18n._('bookings.guideEmail.sessionCancelled.subject', {
        title: session.title,
        date: formatDate(session.startsAt, 'short', locale),
      }),
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
    const { locale } = guide;
    const i18n = SERVER_I18N[locale];
    const lines = cancelled.map((session) => {
      const on = refunds.filter((row) => row.sessionId === session.id);
      const words = { title: session.title, when: whenOf(session, locale) };
      return on.length === 0
        ? i18n._('bookings.guideEmail.removal.lineEmpty', words)
        : i18n._('bookings.guideEmail.removal.lineBooked', { ...words, count: on.length });
    });
    const bookingCount = refunds.length;
    const heading = i18n._('bookings.guideEmail.removal.heading');
    const content = renderEmail(
      {
        preview: i18n._('bookings.guideEmail.removal.preview', { count: cancelled.length }),
        heading,
        paragraphs: [
          i18n._('bookings.email.hello', { name: guide.name }),
          i18n._('bookings.guideEmail.removal.why', { count: cancelled.length }),
          ...lines,
          bookingCount === 0
            ? i18n._('bookings.guideEmail.removal.nobody')
            : i18n._('bookings.guideEmail.removal.refunded', {
                amount: formatEuros(
                  refunds.reduce((sum, row) => sum + (row.refundAmount ?? 0), 0),
                  locale,
                ),
              }),
          i18n._('bookings.guideEmail.removal.mistake', { support: SUPPORT_EMAIL }),
        ],
        footnote: i18n._('bookings.guideEmail.removal.becauseYouGuided'),
      },
      locale,
    );
    await this.deps.mailer.send({
      messageId: messageIdFor('guide-removal', `job-${jobId}`),
      to: guide.email,
      subject: heading,
      ...content,
    });
  }

  private dashboardUrl(locale: Locale): string {
    return pageUrlIn(this.deps.publicUrl, DASHBOARD_PATH, locale);
  }

  /** The guide's address and the name they go by; none for an account deleted since. */
  private async guideOf(guideId: number): Promise<GuideAddress | undefined> {
    const [row] = await this.deps.db
      .select({
        email: users.email,
        username: users.username,
        name: profiles.name,
        deletedAt: users.deletedAt,
        locale: users.locale,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, guideId));
    if (!row || row.deletedAt) return undefined;
    return { email: row.email, name: row.name?.trim() || row.username, locale: asEmailLocale(row.locale) };
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

function whenOf(session: Pick<SessionFacts, 'startsAt' | 'endsAt'>, locale: Locale): string {
  return formatLisbonTime(session.startsAt, session.endsAt, locale);
}
