import type { I18n } from '@lingui/core';
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { SUPPORT_EMAIL } from '../../../contract/brand';
import { formatDate, formatDay, formatLisbonTime } from '../../../contract/date-formats';
import { lisbonDayBounds } from '../../../contract/lisbon-time';
import type { Locale } from '../../../contract/locales';
import { ONLINE_LOCATION } from '../../../contract/sessions';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { bookingReminders, bookings, guideAgendas, profiles, sessions, users } from '../../db/schema';
import { SERVER_I18N } from '../../i18n';
import { type BookingDetails, findBookingDetails, findOneBookingDetails, seekerRefund } from '../bookings';
import { type EmailSettingsService, wantsEmail } from '../email-settings';
import { asEmailLocale, type EmailFacts, type Mailer, messageIdFor, pageUrlIn, renderEmail } from '../mail';

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
 * went, so a job run twice (a retry, a second worker) sends it once. Each is in its recipient's language.
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
    const locale = asEmailLocale(booking.seekerLocale);
    const i18n = SERVER_I18N[locale];
    const when = whenOf(booking, locale);
    const title = booking.sessionTitle;
    const content = renderEmail(
      {
        preview: `${title}, ${when}`,
        heading: i18n._('reminders.email.reminder.heading'),
        paragraphs: [
          i18n._('reminders.email.hello', { name: greetingName(booking) }),
          booking.guideName
            ? i18n._('reminders.email.reminder.bookedWithGuide', { title, guide: booking.guideName })
            : i18n._('reminders.email.reminder.booked', { title }),
          {
            facts: [
              { label: i18n._('reminders.email.fact.when'), value: when },
              ...whereFacts(booking, i18n),
            ],
          },
          i18n._('reminders.email.reminder.cantMakeIt', { rule: refund.rule(i18n) }),
          i18n._('reminders.email.questions', { support: SUPPORT_EMAIL }),
        ],
        action: {
          label: i18n._('reminders.email.reminder.seeMyBookings'),
          url: pageUrlIn(this.deps.publicUrl, '/bookings', locale),
        },
        footnote: i18n._('reminders.email.reminder.footnote', { url: unsubscribe.url }),
      },
      locale,
    );
    await this.deps.mailer.send({
      messageId: messageIdFor('booking-reminder', `booking-${booking.id}-${startsAt.getTime()}`),
      to: booking.seekerEmail,
      subject: i18n._('reminders.email.reminder.subject', {
        title,
        time: formatDate(booking.startsAt, 'weekdayTime', locale),
      }),
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
      .select({
        email: users.email,
        username: users.username,
        name: profiles.name,
        isActive: users.isActive,
        locale: users.locale,
      })
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
    const locale = asEmailLocale(guide.locale);
    const i18n = SERVER_I18N[locale];
    const sessionLines = [...bySession.values()].flatMap((seekers) => {
      const first = seekers[0]!;
      return [
        i18n._('reminders.email.agenda.session', {
          start: formatDate(first.startsAt, 'time', locale),
          end: formatDate(first.endsAt, 'time', locale),
          title: first.sessionTitle,
          where: first.online ? ONLINE_LOCATION : first.location,
          booked: seekers.length,
        }),
        ...seekers.map((s) => `— ${greetingName(s)}${s.notes?.trim() ? `: “${s.notes.trim()}”` : ''}`),
      ];
    });
    const counts = { sessions: bySession.size, booked: booked.length };
    const content = renderEmail(
      {
        preview: i18n._('reminders.email.agenda.preview', counts),
        heading: i18n._('reminders.email.agenda.heading', { day: formatDay(day, 'long', locale) }),
        paragraphs: [
          i18n._('reminders.email.hello', { name: guide.name?.trim() || guide.username }),
          i18n._('reminders.email.agenda.intro'),
          ...sessionLines,
          i18n._('reminders.email.agenda.plansChanged'),
        ],
        action: {
          label: i18n._('reminders.email.agenda.openDashboard'),
          url: pageUrlIn(this.deps.publicUrl, '/practitioner-dashboard', locale),
        },
        footnote: i18n._('reminders.email.agenda.footnote', { url: unsubscribe.url }),
      },
      locale,
    );
    await this.deps.mailer.send({
      messageId: messageIdFor('guide-agenda', `guide-${guideId}-${day}`),
      to: guide.email,
      subject: i18n._('reminders.email.agenda.subject', counts),
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
function whenOf(booking: BookingDetails, locale: Locale): string {
  return formatLisbonTime(booking.startsAt, booking.endsAt, locale);
}

/** The address, or the meeting link of an online session: the booking is confirmed, so it may have it. */
function whereFacts(booking: BookingDetails, i18n: I18n): EmailFacts['facts'] {
  const where = i18n._('reminders.email.fact.where');
  return booking.online && booking.meetingUrl
    ? [
        { label: where, value: ONLINE_LOCATION },
        { label: i18n._('reminders.email.fact.joinOnline'), value: booking.meetingUrl },
      ]
    : [{ label: where, value: booking.location }];
}
