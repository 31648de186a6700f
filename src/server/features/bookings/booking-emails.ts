import type { I18n } from '@lingui/core';
import { and, eq } from 'drizzle-orm';
import { createEvent, type EventAttributes } from 'ics';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../contract/brand';
import { formatLisbonTime } from '../../../contract/date-formats';
import type { Locale } from '../../../contract/locales';
import { formatEuros } from '../../../contract/money';
import { FULL_REFUND_HOURS_BEFORE_START, REFUND_RULE_ID } from '../../../contract/policies';
import { receiptPath } from '../../../contract/receipts';
import { uploadedSessionImageName } from '../../../contract/session-input';
import { ONLINE_LOCATION } from '../../../contract/sessions';
import type { Db } from '../../db/connection';
import { type AnnouncedSessionFields, sessionChanges } from '../../db/schema';
import { SERVER_I18N } from '../../i18n';
import {
  asEmailLocale,
  type EmailContent,
  type EmailFacts,
  type Mailer,
  messageIdFor,
  pageUrlIn,
  renderEmail,
} from '../mail';
import { type BookingDetails, findOneBookingDetails } from './booking-view';

export interface BookingEmailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * The emails around a booking. Each is a job written with the change it announces (booking-jobs.ts)
 * and sent by a worker once that change has committed, so a slow mail server never holds a payment
 * or a cancellation up, and a process that stops loses none of them. Each is written in the seeker's
 * language as their account has it when the email goes (decision 061).
 */
export class BookingEmails {
  constructor(private readonly deps: BookingEmailDeps) {}

  /** "Your booking is confirmed", with the session as a calendar invitation. */
  async sendConfirmationOf(bookingId: number): Promise<void> {
    const booking = await findOneBookingDetails(this.deps.db, bookingId);
    if (booking) await this.sendConfirmation(booking);
  }

  /**
   * "Your session has changed": what the guide changed (before and after), with the calendar's event
   * updated to that version and the seeker's right to a full refund until the start. Only a booking
   * still confirmed hears of it. `calendarSequence` names the change kept under it; without one (a job
   * written before changes were kept) the email carries the session as it is.
   */
  async sendChangeOf(bookingId: number, calendarSequence?: number): Promise<void> {
    const booking = await findOneBookingDetails(this.deps.db, bookingId);
    if (booking?.status !== 'confirmed' || booking.sessionStatus !== 'scheduled') return;
    if (calendarSequence === undefined) return this.sendChange(booking, null);
    const [change] = await this.deps.db
      .select({ before: sessionChanges.before, after: sessionChanges.after })
      .from(sessionChanges)
      .where(
        and(
          eq(sessionChanges.sessionId, booking.sessionId),
          eq(sessionChanges.calendarSequence, calendarSequence),
        ),
      );
    if (!change) return this.sendChange(booking, null);
    await this.sendChange(asChangedTo(booking, change.after, calendarSequence), change);
  }

  /** The notice of a cancelled booking, with what is refunded. */
  async sendCancellationOf(bookingId: number): Promise<void> {
    const booking = await findOneBookingDetails(this.deps.db, bookingId);
    if (booking) await this.sendCancellation(booking);
  }

  private async sendConfirmation(booking: BookingDetails): Promise<void> {
    const locale = asEmailLocale(booking.seekerLocale);
    const i18n = SERVER_I18N[locale];
    const when = whenOf(booking, locale);
    const title = booking.sessionTitle;
    const content = renderEmail(
      {
        preview: `${title}, ${when}`,
        heading: i18n._('bookings.email.confirmed.heading'),
        ...emailImageOf(booking, this.deps.publicUrl),
        paragraphs: [
          i18n._('bookings.email.hello', { name: greetingName(booking) }),
          booking.guideName
            ? i18n._('bookings.email.confirmed.bookedWithGuide', { title, guide: booking.guideName })
            : i18n._('bookings.email.confirmed.booked', { title }),
          {
            facts: [
              { label: i18n._('bookings.email.fact.when'), value: when },
              ...whereFacts(booking, i18n),
              {
                label: i18n._('bookings.email.fact.paid'),
                value: formatEuros(booking.paymentAmount ?? 0, locale),
              },
            ],
          },
          i18n._('bookings.email.confirmed.invitation'),
          refundRuleIn(i18n),
          i18n._('bookings.email.questions', { support: SUPPORT_EMAIL }),
        ],
        action: { label: i18n._('bookings.email.seeMyBookings'), url: this.pageUrl('/bookings', locale) },
        links: [
          { label: i18n._('bookings.email.yourReceipt'), url: this.pageUrl(receiptPath(booking.id), locale) },
        ],
        footnote: i18n._('bookings.email.becauseYouBooked'),
      },
      locale,
    );
    await this.deps.mailer.send({
      messageId: messageIdFor('booking-confirmation', `booking-${booking.id}`),
      to: booking.seekerEmail,
      subject: i18n._('bookings.email.confirmed.subject', { title }),
      ...content,
      attachments: [
        {
          filename: 'luz-session.ics',
          content: calendarInvitation(booking, this.deps.publicUrl),
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        },
      ],
    });
  }

  private async sendChange(
    booking: BookingDetails,
    change: { before: AnnouncedSessionFields; after: AnnouncedSessionFields } | null,
  ): Promise<void> {
    const locale = asEmailLocale(booking.seekerLocale);
    const i18n = SERVER_I18N[locale];
    const when = whenOf(booking, locale);
    const paid = booking.paymentAmount ?? 0;
    const whatChanged = change ? changedLines(change.before, change.after, i18n) : [];
    const changedTitle = change?.before.title ?? booking.sessionTitle;
    const content = renderEmail(
      {
        preview: i18n._('bookings.email.changed.preview', { title: booking.sessionTitle, when }),
        heading: i18n._('bookings.email.changed.heading'),
        paragraphs: [
          i18n._('bookings.email.hello', { name: greetingName(booking) }),
          booking.guideName
            ? i18n._('bookings.email.changed.byGuide', { guide: booking.guideName, title: changedTitle })
            : i18n._('bookings.email.changed.byYourGuide', { title: changedTitle }),
          ...(whatChanged.length > 0 ? [i18n._('bookings.email.changed.whatChanged'), ...whatChanged] : []),
          i18n._('bookings.email.changed.sessionNow', { title: booking.sessionTitle }),
          {
            facts: [{ label: i18n._('bookings.email.fact.when'), value: when }, ...whereFacts(booking, i18n)],
          },
          paid > 0
            ? i18n._('bookings.email.changed.fullRefund', {
                amount: formatEuros(paid, locale),
                hours: FULL_REFUND_HOURS_BEFORE_START,
              })
            : i18n._('bookings.email.changed.mayCancel'),
          i18n._('bookings.email.changed.invitation'),
          i18n._('bookings.email.questions', { support: SUPPORT_EMAIL }),
        ],
        action: { label: i18n._('bookings.email.seeMyBookings'), url: this.pageUrl('/bookings', locale) },
        footnote: i18n._('bookings.email.becauseYouBooked'),
      },
      locale,
    );
    await this.deps.mailer.send({
      // The same change to the same booking is the same email, however often its job runs.
      messageId: messageIdFor(
        'session-change',
        change
          ? `booking-${booking.id}-sequence-${booking.calendarSequence}`
          : `booking-${booking.id}-${booking.sessionUpdatedAt.getTime()}`,
      ),
      to: booking.seekerEmail,
      subject: i18n._('bookings.email.changed.subject', { title: booking.sessionTitle }),
      ...content,
      attachments: [
        {
          filename: 'luz-session.ics',
          content: calendarUpdate(booking, this.deps.publicUrl),
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        },
      ],
    });
  }

  private async sendCancellation(booking: BookingDetails): Promise<void> {
    const refund = booking.refundAmount ?? 0;
    const guideRemoved = booking.cancellationReason === 'guide_removed';
    const byGuide =
      booking.cancellationReason === 'guide_cancelled_session' ||
      booking.cancellationReason === 'admin_cancelled_session' ||
      guideRemoved;
    const paymentRefused = booking.cancellationReason === 'payment_refunded';
    const locale = asEmailLocale(booking.seekerLocale);
    const i18n = SERVER_I18N[locale];
    const words = { title: booking.sessionTitle, when: whenOf(booking, locale) };
    const refundLine = paymentRefused
      ? i18n._('bookings.email.cancelled.refundAll')
      : refund > 0
        ? i18n._('bookings.email.cancelled.refund', { amount: formatEuros(refund, locale) })
        : booking.paymentAmount
          ? i18n._('bookings.email.cancelled.noRefund', {
              amount: formatEuros(0, locale),
              rule: refundRuleIn(i18n),
            })
          : i18n._('bookings.email.cancelled.nothingPaid');
    const why = guideRemoved
      ? booking.guideName
        ? i18n._('bookings.email.cancelled.guideRemoved', { ...words, guide: booking.guideName })
        : i18n._('bookings.email.cancelled.yourGuideRemoved', words)
      : byGuide
        ? booking.cancellationReason === 'guide_cancelled_session'
          ? i18n._('bookings.email.cancelled.byYourGuide', words)
          : i18n._('bookings.email.cancelled.sessionCancelled', words)
        : paymentRefused
          ? i18n._('bookings.email.cancelled.paymentRefused', words)
          : i18n._('bookings.email.cancelled.bySeeker', words);
    const content = renderEmail(
      {
        preview: i18n._('bookings.email.cancelled.preview', words),
        heading: byGuide
          ? i18n._('bookings.email.cancelled.sessionHeading')
          : i18n._('bookings.email.cancelled.heading'),
        paragraphs: [
          i18n._('bookings.email.hello', { name: greetingName(booking) }),
          why,
          refundLine,
          i18n._('bookings.email.questions', { support: SUPPORT_EMAIL }),
        ],
        action: {
          label: i18n._('bookings.email.cancelled.findAnother'),
          url: this.pageUrl('/explore', locale),
        },
      },
      locale,
    );
    await this.deps.mailer.send({
      messageId: messageIdFor('booking-cancellation', `booking-${booking.id}`),
      to: booking.seekerEmail,
      subject: i18n._('bookings.email.cancelled.subject', { title: booking.sessionTitle }),
      ...content,
      // A confirmed booking's confirmation put the session in the seeker's calendar: this takes it out.
      ...(booking.confirmedAt
        ? {
            attachments: [
              {
                filename: 'luz-session-cancelled.ics',
                content: calendarCancellation(booking, this.deps.publicUrl),
                contentType: 'text/calendar; charset=utf-8; method=CANCEL',
              },
            ],
          }
        : {}),
    });
  }

  private pageUrl(path: string, locale: Locale): string {
    return pageUrlIn(this.deps.publicUrl, path, locale);
  }
}

/** The seeker's cancellation rule, in the words every screen and email uses (the contract's). */
function refundRuleIn(i18n: I18n): string {
  return i18n._(REFUND_RULE_ID, { hours: FULL_REFUND_HOURS_BEFORE_START });
}

/**
 * The session's picture when the guide uploaded one. The demo sessions' drawings are SVG, which most
 * mail programs do not show, so the email goes without them.
 */
function emailImageOf(booking: BookingDetails, publicUrl: string): Pick<EmailContent, 'image'> {
  const url = booking.sessionImageUrl;
  if (!url || !uploadedSessionImageName(url)) return {};
  return { image: { url: `${publicUrl}${url}`, alt: booking.sessionTitle } };
}

function greetingName(booking: BookingDetails): string {
  return booking.seekerName?.trim() || booking.seekerUsername;
}

/** Where the session is: its address, or online with the meeting link while the booking is confirmed. */
function whereFacts(booking: BookingDetails, i18n: I18n): EmailFacts['facts'] {
  const link = meetingLinkOf(booking);
  const where = i18n._('bookings.email.fact.where');
  return link
    ? [
        { label: where, value: ONLINE_LOCATION },
        { label: i18n._('bookings.email.fact.joinOnline'), value: link },
      ]
    : [{ label: where, value: booking.location }];
}

/**
 * The meeting link an email may carry: only to a seeker whose booking is confirmed when the email
 * is written (a job may run after the booking was cancelled).
 */
function meetingLinkOf(booking: BookingDetails): string | null {
  return booking.online && booking.status === 'confirmed' ? booking.meetingUrl : null;
}

/** The session's day and times in Lisbon, the zone named: the seeker may read it anywhere. */
function whenOf(booking: BookingDetails, locale: Locale): string {
  return formatLisbonTime(booking.startsAt, booking.endsAt, locale);
}

/**
 * The booking's session as an iCalendar event, in UTC so every calendar shows it at the right local
 * time. Every email of one booking carries the same event (its UID is the booking's): the
 * confirmation, each change and the cancellation, each with a higher SEQUENCE than the one before, so
 * the seeker's calendar keeps the latest version.
 */
export function calendarInvitation(booking: BookingDetails, publicUrl: string): string {
  return calendarEvent(booking, publicUrl, {
    method: 'REQUEST',
    sequence: booking.calendarSequence,
    status: 'CONFIRMED',
  });
}

/** The same event as the guide changed it: the session's calendar SEQUENCE of that change. */
export function calendarUpdate(booking: BookingDetails, publicUrl: string): string {
  return calendarEvent(booking, publicUrl, {
    method: 'REQUEST',
    sequence: booking.calendarSequence,
    status: 'CONFIRMED',
  });
}

/**
 * The same event, cancelled: one above the session's SEQUENCE when the email is written, so it
 * outranks the invitation and every update the seeker got, and the session leaves the calendar.
 */
export function calendarCancellation(booking: BookingDetails, publicUrl: string): string {
  return calendarEvent(booking, publicUrl, {
    method: 'CANCEL',
    sequence: booking.calendarSequence + 1,
    status: 'CANCELLED',
  });
}

/** The booking with its session as a change left it, under that change's calendar SEQUENCE. */
function asChangedTo(
  booking: BookingDetails,
  after: AnnouncedSessionFields,
  calendarSequence: number,
): BookingDetails {
  return {
    ...booking,
    sessionTitle: after.title,
    startsAt: new Date(after.startsAt),
    endsAt: new Date(after.endsAt),
    location: after.location,
    online: after.online,
    meetingUrl: after.meetingUrl,
    calendarSequence,
  };
}

/** What a change did, field by field: what it was, and what it is now. */
function changedLines(before: AnnouncedSessionFields, after: AnnouncedSessionFields, i18n: I18n): string[] {
  const locale = i18n.locale as Locale;
  const lines: string[] = [];
  if (before.title !== after.title) {
    lines.push(i18n._('bookings.email.changed.title', { was: before.title, now: after.title }));
  }
  // Both times in Lisbon, the zone named once at the end.
  const zone = / \([^()]*\)$/;
  const wasWhen = formatLisbonTime(new Date(before.startsAt), new Date(before.endsAt), locale).replace(
    zone,
    '',
  );
  const nowWhen = formatLisbonTime(new Date(after.startsAt), new Date(after.endsAt), locale);
  if (wasWhen !== nowWhen.replace(zone, '')) {
    lines.push(i18n._('bookings.email.changed.when', { was: wasWhen, now: nowWhen }));
  }
  if (before.location !== after.location) {
    lines.push(i18n._('bookings.email.changed.where', { was: before.location, now: after.location }));
  } else if (before.meetingUrl !== after.meetingUrl) lines.push(i18n._('bookings.email.changed.meetingLink'));
  return lines;
}

function calendarEvent(
  booking: BookingDetails,
  publicUrl: string,
  version: Required<Pick<EventAttributes, 'method' | 'sequence' | 'status'>>,
): string {
  // A cancelled event carries no way in: the link is for seekers who still hold a place.
  const link = version.status === 'CANCELLED' ? null : meetingLinkOf(booking);
  // The title is the guide's own words; what the invitation says around it is in the seeker's language.
  const locale = asEmailLocale(booking.seekerLocale);
  const i18n = SERVER_I18N[locale];
  const bookingsUrl = pageUrlIn(publicUrl, '/bookings', locale);
  const title = booking.sessionTitle;
  const { error, value } = createEvent({
    ...version,
    uid: `booking-${booking.id}@luz.pt`,
    productId: 'luz/bookings',
    start: booking.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: booking.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: booking.sessionTitle,
    location: link ?? booking.location,
    description: [
      booking.guideName
        ? i18n._('bookings.calendar.bookedWithGuide', { title, guide: booking.guideName })
        : i18n._('bookings.calendar.booked', { title }),
      ...(link ? [i18n._('bookings.calendar.joinOnline', { link })] : []),
      i18n._('bookings.calendar.yourBookings', { url: bookingsUrl }),
      i18n._('bookings.calendar.questions', { support: SUPPORT_EMAIL }),
    ].join('\n'),
    url: link ?? bookingsUrl,
    busyStatus: 'BUSY',
    organizer: { name: PRODUCT_NAME, email: SUPPORT_EMAIL },
    // REQUEST and CANCEL name whom the event is for: the seeker alone, who need not answer.
    attendees: [
      { name: greetingName(booking), email: booking.seekerEmail, rsvp: false, role: 'REQ-PARTICIPANT' },
    ],
  });
  if (error || !value) throw error ?? new Error('The calendar invitation could not be written');
  return value;
}
