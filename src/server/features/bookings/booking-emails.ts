import { createEvent, type EventAttributes } from 'ics';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../contract/brand';
import { formatDate } from '../../../contract/date-formats';
import { formatEuros } from '../../../contract/money';
import { REFUND_RULE } from '../../../contract/policies';
import { receiptPath } from '../../../contract/receipts';
import { uploadedSessionImageName } from '../../../contract/session-input';
import { ONLINE_LOCATION } from '../../../contract/sessions';
import type { Db } from '../../db/connection';
import { type EmailContent, type Mailer, messageIdFor, renderEmail } from '../mail';
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
   * "Your session has changed": the session's title, time, place or meeting link as they are now,
   * with the calendar's event updated. Only a booking still confirmed hears of it.
   */
  async sendChangeOf(bookingId: number): Promise<void> {
    const booking = await findOneBookingDetails(this.deps.db, bookingId);
    if (booking?.status === 'confirmed' && booking.sessionStatus === 'scheduled')
      await this.sendChange(booking);
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
        `When: ${when} (Lisbon time)`,
        ...whereLines(booking),
        `Paid: ${formatEuros(booking.paymentAmount ?? 0)}`,
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
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ],
    });
  }

  private async sendChange(booking: BookingDetails): Promise<void> {
    const when = whenOf(booking);
    const content = renderEmail({
      preview: `${booking.sessionTitle}, now ${when}`,
      heading: 'Your session has changed',
      paragraphs: [
        `Hello ${greetingName(booking)},`,
        `${booking.guideName ?? 'Your guide'} has changed ${booking.sessionTitle}. Your place is kept; this is the session as it is now.`,
        `When: ${when} (Lisbon time)`,
        ...whereLines(booking),
        'The attached invitation updates the session in your calendar. If the new details do not suit you, you can cancel from My Bookings: 24 hours or more before the start gives you a full refund.',
        `Questions? Write to us at ${SUPPORT_EMAIL}.`,
      ],
      action: { label: 'See my bookings', url: `${this.deps.publicUrl}/bookings` },
      footnote: `You get this email because you booked a session on ${PRODUCT_NAME}.`,
    });
    await this.deps.mailer.send({
      messageId: messageIdFor(
        'session-change',
        `booking-${booking.id}-${booking.sessionUpdatedAt.getTime()}`,
      ),
      to: booking.seekerEmail,
      subject: `Session changed: ${booking.sessionTitle}`,
      ...content,
      attachments: [
        {
          filename: 'luz-session.ics',
          content: calendarUpdate(booking, this.deps.publicUrl),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ],
    });
  }

  private async sendCancellation(booking: BookingDetails): Promise<void> {
    const refund = booking.refundAmount ?? 0;
    const byGuide =
      booking.cancellationReason === 'guide_cancelled_session' ||
      booking.cancellationReason === 'admin_cancelled_session';
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
        byGuide
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
function whereLines(booking: BookingDetails): string[] {
  const link = meetingLinkOf(booking);
  return link ? [`Where: ${ONLINE_LOCATION}`, `Join online: ${link}`] : [`Where: ${booking.location}`];
}

/**
 * The meeting link an email may carry: only to a seeker whose booking is confirmed when the email
 * is written (a job may run after the booking was cancelled).
 */
function meetingLinkOf(booking: BookingDetails): string | null {
  return booking.online && booking.status === 'confirmed' ? booking.meetingUrl : null;
}

function whenOf(booking: BookingDetails): string {
  return `${formatDate(booking.startsAt, 'long')}, ${formatDate(booking.startsAt, 'time')}–${formatDate(booking.endsAt, 'time')}`;
}

/** The session as an iCalendar event, in UTC so every calendar shows it at the right local time. */
export function calendarInvitation(booking: BookingDetails, publicUrl: string): string {
  return calendarEvent(booking, publicUrl, { method: 'PUBLISH', sequence: 0, status: 'CONFIRMED' });
}

/**
 * The same event as the session is now: calendars match it to the invitation by its UID and take
 * it as the newer version because its SEQUENCE is higher.
 */
export function calendarUpdate(booking: BookingDetails, publicUrl: string): string {
  return calendarEvent(booking, publicUrl, {
    method: 'PUBLISH',
    sequence: versionAt(booking, booking.sessionUpdatedAt),
    status: 'CONFIRMED',
  });
}

/**
 * The same event, cancelled: calendars match it to the invitation by its UID, and take it as the
 * newer version of that event because its SEQUENCE is higher, so the session leaves the calendar.
 */
export function calendarCancellation(booking: BookingDetails, publicUrl: string): string {
  return calendarEvent(booking, publicUrl, {
    method: 'CANCEL',
    sequence: versionAt(booking, booking.cancelledAt ?? booking.sessionUpdatedAt),
    status: 'CANCELLED',
    attendees: [
      {
        name: greetingName(booking),
        email: booking.seekerEmail,
        rsvp: false,
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
}

/**
 * The SEQUENCE of the event's version written at `moment`: seconds since the booking was made, so a
 * later change or cancellation always outranks what the seeker's calendar holds (the invitation is 0).
 */
function versionAt(booking: BookingDetails, moment: Date): number {
  return Math.max(1, Math.floor((moment.getTime() - booking.createdAt.getTime()) / 1000) + 1);
}

function calendarEvent(
  booking: BookingDetails,
  publicUrl: string,
  version: Required<Pick<EventAttributes, 'method' | 'sequence' | 'status'>> &
    Pick<EventAttributes, 'attendees'>,
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
  });
  if (error || !value) throw error ?? new Error('The calendar invitation could not be written');
  return value;
}
