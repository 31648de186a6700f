import { and, eq } from 'drizzle-orm';
import { createEvent, type EventAttributes } from 'ics';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../contract/brand';
import { formatLisbonTime } from '../../../contract/date-formats';
import { formatEuros } from '../../../contract/money';
import { REFUND_RULE } from '../../../contract/policies';
import { receiptPath } from '../../../contract/receipts';
import { uploadedSessionImageName } from '../../../contract/session-input';
import { ONLINE_LOCATION } from '../../../contract/sessions';
import type { Db } from '../../db/connection';
import { type AnnouncedSessionFields, sessionChanges } from '../../db/schema';
import { type EmailContent, type EmailFacts, type Mailer, messageIdFor, renderEmail } from '../mail';
import { type BookingDetails, findOneBookingDetails } from './booking-view';

export interface BookingEmailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * The emails around a booking. Each is a job written with the change it announces (booking-jobs.ts)
 * and sent by a worker once that change has committed, so a slow mail server never holds a payment
 * or a cancellation up, and a process that stops loses none of them.
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
    const when = whenOf(booking);
    const content = renderEmail({
      preview: `${booking.sessionTitle}, ${when}`,
      heading: 'Your booking is confirmed',
      ...emailImageOf(booking, this.deps.publicUrl),
      paragraphs: [
        `Hello ${greetingName(booking)},`,
        `You are booked for ${booking.sessionTitle}${booking.guideName ? ` with ${booking.guideName}` : ''}.`,
        {
          facts: [
            { label: 'When', value: when },
            ...whereFacts(booking),
            { label: 'Paid', value: formatEuros(booking.paymentAmount ?? 0) },
          ],
        },
        'The attached invitation adds the session to your calendar.',
        REFUND_RULE,
        `Questions? Write to us at ${SUPPORT_EMAIL}.`,
      ],
      action: { label: 'See my bookings', url: `${this.deps.publicUrl}/bookings` },
      links: [{ label: 'Your receipt', url: `${this.deps.publicUrl}${receiptPath(booking.id)}` }],
      footnote: `You get this email because you booked a session on ${PRODUCT_NAME}.`,
    });
    await this.deps.mailer.send({
      messageId: messageIdFor('booking-confirmation', `booking-${booking.id}`),
      to: booking.seekerEmail,
      subject: `Booking confirmed: ${booking.sessionTitle}`,
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
    const when = whenOf(booking);
    const paid = booking.paymentAmount ?? 0;
    const whatChanged = change ? changedLines(change.before, change.after) : [];
    const content = renderEmail({
      preview: `${booking.sessionTitle}, now ${when}`,
      heading: 'Your session has changed',
      paragraphs: [
        `Hello ${greetingName(booking)},`,
        `${booking.guideName ?? 'Your guide'} has changed ${change?.before.title ?? booking.sessionTitle}. Your place is kept.`,
        ...(whatChanged.length > 0 ? ['What changed:', ...whatChanged] : []),
        `The session now: ${booking.sessionTitle}`,
        { facts: [{ label: 'When', value: when }, ...whereFacts(booking)] },
        paid > 0
          ? `If the new details do not suit you, you can cancel from My Bookings until the session starts and get a full refund of ${formatEuros(paid)}, whatever the 24-hour rule says.`
          : 'If the new details do not suit you, you can cancel from My Bookings until the session starts.',
        'The attached invitation updates the session in your calendar.',
        `Questions? Write to us at ${SUPPORT_EMAIL}.`,
      ],
      action: { label: 'See my bookings', url: `${this.deps.publicUrl}/bookings` },
      footnote: `You get this email because you booked a session on ${PRODUCT_NAME}.`,
    });
    await this.deps.mailer.send({
      // The same change to the same booking is the same email, however often its job runs.
      messageId: messageIdFor(
        'session-change',
        change
          ? `booking-${booking.id}-sequence-${booking.calendarSequence}`
          : `booking-${booking.id}-${booking.sessionUpdatedAt.getTime()}`,
      ),
      to: booking.seekerEmail,
      subject: `Session changed: ${booking.sessionTitle}`,
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
    const refundLine = paymentRefused
      ? 'Everything you paid is refunded, back on the card you paid with within 5 to 10 business days.'
      : refund > 0
        ? `Refund: ${formatEuros(refund)}, back on the card you paid with within 5 to 10 business days.`
        : booking.paymentAmount
          ? `Refund: ${formatEuros(0)}. ${REFUND_RULE}`
          : 'No payment was taken for this booking, so there is nothing to refund.';
    const content = renderEmail({
      preview: `${booking.sessionTitle} on ${whenOf(booking)} is cancelled`,
      heading: byGuide ? 'Your session has been cancelled' : 'Your booking is cancelled',
      paragraphs: [
        `Hello ${greetingName(booking)},`,
        guideRemoved
          ? `We are sorry: ${booking.guideName ?? 'your guide'} no longer offers sessions on ${PRODUCT_NAME}, so ${booking.sessionTitle} on ${whenOf(booking)} is cancelled, and your booking with it.`
          : byGuide
            ? `We are sorry: ${booking.sessionTitle} on ${whenOf(booking)} has been cancelled${booking.cancellationReason === 'guide_cancelled_session' ? ' by your guide' : ''}, so your booking is cancelled too.`
            : paymentRefused
              ? `Your payment for ${booking.sessionTitle} on ${whenOf(booking)} did not match the price of the booking, so we could not confirm it: the booking is cancelled.`
              : `Your booking for ${booking.sessionTitle} on ${whenOf(booking)} is cancelled.`,
        refundLine,
        `Questions? Write to us at ${SUPPORT_EMAIL}.`,
      ],
      action: { label: 'Find another session', url: `${this.deps.publicUrl}/explore` },
    });
    await this.deps.mailer.send({
      messageId: messageIdFor('booking-cancellation', `booking-${booking.id}`),
      to: booking.seekerEmail,
      subject: `Booking cancelled: ${booking.sessionTitle}`,
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
function whereFacts(booking: BookingDetails): EmailFacts['facts'] {
  const link = meetingLinkOf(booking);
  return link
    ? [
        { label: 'Where', value: ONLINE_LOCATION },
        { label: 'Join online', value: link },
      ]
    : [{ label: 'Where', value: booking.location }];
}

/**
 * The meeting link an email may carry: only to a seeker whose booking is confirmed when the email
 * is written (a job may run after the booking was cancelled).
 */
function meetingLinkOf(booking: BookingDetails): string | null {
  return booking.online && booking.status === 'confirmed' ? booking.meetingUrl : null;
}

/** The session's day and times in Lisbon, the zone named: the seeker may read it anywhere. */
function whenOf(booking: BookingDetails): string {
  return formatLisbonTime(booking.startsAt, booking.endsAt);
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
function changedLines(before: AnnouncedSessionFields, after: AnnouncedSessionFields): string[] {
  const lines: string[] = [];
  if (before.title !== after.title) lines.push(`Name: was “${before.title}”; now “${after.title}”`);
  // Both times in Lisbon, the zone named once at the end.
  const zone = / \(Lisbon time\)$/;
  const wasWhen = formatLisbonTime(new Date(before.startsAt), new Date(before.endsAt)).replace(zone, '');
  const nowWhen = formatLisbonTime(new Date(after.startsAt), new Date(after.endsAt));
  if (wasWhen !== nowWhen.replace(zone, '')) lines.push(`When: was ${wasWhen}; now ${nowWhen}`);
  if (before.location !== after.location) lines.push(`Where: was ${before.location}; now ${after.location}`);
  else if (before.meetingUrl !== after.meetingUrl) lines.push('Meeting link: a new link, below');
  return lines;
}

function calendarEvent(
  booking: BookingDetails,
  publicUrl: string,
  version: Required<Pick<EventAttributes, 'method' | 'sequence' | 'status'>>,
): string {
  // A cancelled event carries no way in: the link is for seekers who still hold a place.
  const link = version.status === 'CANCELLED' ? null : meetingLinkOf(booking);
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
      `${booking.sessionTitle}${booking.guideName ? ` with ${booking.guideName}` : ''}, booked on ${PRODUCT_NAME}.`,
      ...(link ? [`Join online: ${link}`] : []),
      `Your bookings: ${publicUrl}/bookings`,
      `Questions: ${SUPPORT_EMAIL}`,
    ].join('\n'),
    url: link ?? `${publicUrl}/bookings`,
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
