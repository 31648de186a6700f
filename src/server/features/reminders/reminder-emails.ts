import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../contract/brand';
import { formatDate, formatDay, formatLisbonTime } from '../../../contract/date-formats';
import { OPTIONAL_EMAIL_LABELS } from '../../../contract/email-settings';
import { lisbonDayBounds } from '../../../contract/lisbon-time';
import { ONLINE_LOCATION } from '../../../contract/sessions';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { bookingReminders, bookings, guideAgendas, profiles, sessions, users } from '../../db/schema';
import { type BookingDetails, findBookingDetails, findOneBookingDetails, seekerRefund } from '../bookings';
import { type EmailSettingsService, wantsEmail } from '../email-settings';
import { type EmailFacts, type Mailer, messageIdFor, renderEmail } from '../mail';

export interface ReminderEmailDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  settings: EmailSettingsService;
}

/**
 * The reminder before a session and the guide's evening agenda. Both are optional emails: each
 * looks, as it is about to go, at whether it is still wanted and still true, and records that it
 * went, so a job run twice (a retry, a second worker) sends it once.
 */
export class ReminderEmails {
  constructor(private readonly deps: ReminderEmailDeps) {}

  /** The reminder of `bookingId` for its session starting at `startsAt`, if it still starts then. */
  async sendReminder(bookingId: number, startsAt: Date): Promise<void> {
    const { db, clock } = this.deps;
    const [queued] = await db
      .select({ sentAt: bookingReminders.sentAt })
      .from(bookingReminders)
      .where(and(eq(bookingReminders.bookingId, bookingId), eq(bookingReminders.startsAt, startsAt)));
    if (!queued || queued.sentAt) return;
    const booking = await findOneBookingDetails(db, bookingId);
    const now = clock.now();
    // Cancelled, moved, or already begun since it was queued: this reminder has nothing true to say.
    if (
      booking?.status !== 'confirmed' ||
      booking.sessionStatus !== 'scheduled' ||
      booking.startsAt.getTime() !== startsAt.getTime() ||
      booking.startsAt <= now
    )
      return;
    if (!(await wantsEmail(db, booking.seekerId, 'reminders'))) return;
    const unsubscribe = await this.deps.settings.unsubscribeLinkFor(booking.seekerId, 'reminders');
    const refund = seekerRefund(booking, booking.startsAt, now);
    const content = renderEmail({
      preview: `${booking.sessionTitle}, ${whenOf(booking)}`,
      heading: 'Your session is coming up',
      paragraphs: [
        `Hello ${greetingName(booking)},`,
        `A reminder: you are booked for ${booking.sessionTitle}${booking.guideName ? ` with ${booking.guideName}` : ''}.`,
        { facts: [{ label: 'When', value: whenOf(booking) }, ...whereFacts(booking)] },
        `Can't make it? Cancel from My Bookings. ${refund.rule}`,
        `Questions? Write to us at ${SUPPORT_EMAIL}.`,
      ],
      action: { label: 'See my bookings', url: `${this.deps.publicUrl}/bookings` },
      footnote: `You get this reminder because you booked a session on ${PRODUCT_NAME}. Stop ${OPTIONAL_EMAIL_LABELS.reminders.title.toLowerCase()}: ${unsubscribe.url}`,
    });
    await this.deps.mailer.send({
      messageId: messageIdFor('booking-reminder', `booking-${booking.id}-${startsAt.getTime()}`),
      to: booking.seekerEmail,
      subject: `Reminder: ${booking.sessionTitle}, ${formatDate(booking.startsAt, 'weekdayTime')} (Lisbon time)`,
      ...content,
      headers: unsubscribe.headers,
    });
    await db
      .update(bookingReminders)
      .set({ sentAt: clock.now() })
      .where(and(eq(bookingReminders.bookingId, bookingId), eq(bookingReminders.startsAt, startsAt)));
  }

  /** A guide's agenda of the Lisbon day `day`: each booked session, its time and place, who comes. */
  async sendAgenda(guideId: number, day: string): Promise<void> {
    const { db, clock } = this.deps;
    const where = and(eq(guideAgendas.guideId, guideId), eq(guideAgendas.day, day));
    const [queued] = await db.select({ sentAt: guideAgendas.sentAt }).from(guideAgendas).where(where);
    const bounds = lisbonDayBounds(day);
    if (!queued || queued.sentAt || !bounds) return;
    const [guide] = await db
      .select({ email: users.email, username: users.username, name: profiles.name, isActive: users.isActive })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.id, guideId), isNull(users.deletedAt)));
    if (!guide?.isActive) return;
    if (!(await wantsEmail(db, guideId, 'agenda'))) return;
    const booked = await findBookingDetails(
      db,
      and(
        eq(sessions.guideId, guideId),
        eq(sessions.status, 'scheduled'),
        gte(sessions.startsAt, bounds.start),
        lt(sessions.startsAt, bounds.end),
        eq(bookings.status, 'confirmed'),
      ),
    );
    if (booked.length === 0) return;
    const unsubscribe = await this.deps.settings.unsubscribeLinkFor(guideId, 'agenda');
    const bySession = new Map<number, BookingDetails[]>();
    for (const booking of [...booked].sort(
      (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id,
    ))
      bySession.set(booking.sessionId, [...(bySession.get(booking.sessionId) ?? []), booking]);
    const sessionLines = [...bySession.values()].flatMap((seekers) => {
      const first = seekers[0]!;
      return [
        `${formatDate(first.startsAt, 'time')}–${formatDate(first.endsAt, 'time')} · ${first.sessionTitle} · ${first.online ? ONLINE_LOCATION : first.location} · ${seekers.length} booked`,
        ...seekers.map((s) => `— ${greetingName(s)}${s.notes?.trim() ? `: “${s.notes.trim()}”` : ''}`),
      ];
    });
    const when = formatDay(day, 'long');
    const content = renderEmail({
      preview: `${bySession.size} ${bySession.size === 1 ? 'session' : 'sessions'} tomorrow, ${booked.length} booked`,
      heading: `Your sessions tomorrow, ${when}`,
      paragraphs: [
        `Hello ${guide.name?.trim() || guide.username},`,
        'Here is who is coming tomorrow (times in Lisbon time).',
        ...sessionLines,
        `Plans changed? Open your dashboard to see each booking. If you must cancel a session, everyone booked is told and refunded in full.`,
      ],
      action: { label: 'Open my dashboard', url: `${this.deps.publicUrl}/practitioner-dashboard` },
      footnote: `You get this agenda because you run sessions on ${PRODUCT_NAME}. Stop ${OPTIONAL_EMAIL_LABELS.agenda.title.toLowerCase()} emails: ${unsubscribe.url}`,
    });
    await this.deps.mailer.send({
      messageId: messageIdFor('guide-agenda', `guide-${guideId}-${day}`),
      to: guide.email,
      subject: `Tomorrow on ${PRODUCT_NAME}: ${bySession.size} ${bySession.size === 1 ? 'session' : 'sessions'}, ${booked.length} booked`,
      ...content,
      headers: unsubscribe.headers,
    });
    await db.update(guideAgendas).set({ sentAt: clock.now() }).where(where);
  }
}

function greetingName(booking: BookingDetails): string {
  return booking.seekerName?.trim() || booking.seekerUsername;
}

/** The session's day and times in Lisbon, the zone named. */
function whenOf(booking: BookingDetails): string {
  return formatLisbonTime(booking.startsAt, booking.endsAt);
}

/** The address, or the meeting link of an online session: the booking is confirmed, so it may have it. */
function whereFacts(booking: BookingDetails): EmailFacts['facts'] {
  return booking.online && booking.meetingUrl
    ? [
        { label: 'Where', value: ONLINE_LOCATION },
        { label: 'Join online', value: booking.meetingUrl },
      ]
    : [{ label: 'Where', value: booking.location }];
}
