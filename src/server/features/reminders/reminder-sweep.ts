import { sql } from 'drizzle-orm';
import {
  lisbonDate,
  lisbonDatePlusDays,
  lisbonDayBounds,
  lisbonTimeOfDay,
} from '../../../contract/lisbon-time';
import type { Db } from '../../db/connection';
import { instantOf, queryRows } from '../../db/raw-query';
import type { JobQueue } from '../../jobs/job-queue';

/** How long before its session a seeker is reminded. */
export const REMINDER_HOURS_BEFORE_START = 24;
/** When, in Lisbon, a guide's agenda for the next day goes out. */
export const AGENDA_TIME = '19:00';
/** Reminders queued per transaction: a minute with ten thousand due is written in a few dozen. */
const REMINDER_BATCH = 500;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Queues the reminder of every confirmed booking whose session starts within the next 24 hours and
 * has not had one for that start yet. A reminder row and its job are written in one transaction, so
 * a sweep killed half-way leaves each booking either queued once or still to queue. A booking
 * confirmed less than 24 hours before its start gets none: its confirmation, minutes old, already
 * says where and when. Returns how many were queued.
 */
export async function queueDueReminders(db: Db, jobs: JobQueue, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + REMINDER_HOURS_BEFORE_START * HOUR_MS);
  let queued = 0;
  for (;;) {
    const rows = await db.transaction(async (tx) => {
      const rows = await queryRows<{ booking_id: number; starts_at: string | Date }>(
        tx,
        sql`
        insert into booking_reminders (booking_id, starts_at, queued_at)
        select b.id, s.starts_at, ${now.toISOString()}::timestamptz
        from sessions s
        join bookings b on b.session_id = s.id
        where s.status = 'scheduled'
          and s.starts_at > ${now.toISOString()}::timestamptz
          and s.starts_at <= ${horizon.toISOString()}::timestamptz
          and b.status = 'confirmed'
          and b.confirmed_at <= s.starts_at - make_interval(hours => ${REMINDER_HOURS_BEFORE_START})
          and not exists (
            select 1 from booking_reminders r where r.booking_id = b.id and r.starts_at = s.starts_at
          )
        order by s.starts_at, b.id
        limit ${REMINDER_BATCH}
        on conflict do nothing
        returning booking_id, starts_at`,
      );
      await jobs.enqueueMany(
        tx,
        'booking-reminder-email',
        rows.map((r) => ({
          bookingId: Number(r.booking_id),
          startsAt: instantOf(r.starts_at).toISOString(),
        })),
      );
      return rows;
    });
    queued += rows.length;
    if (rows.length < REMINDER_BATCH) return queued;
  }
}

/**
 * From 19:00 in Lisbon until midnight, queues tomorrow's agenda of every guide with a booked session
 * tomorrow, once per guide and day. Returns how many were queued.
 */
export async function queueDueAgendas(db: Db, jobs: JobQueue, now: Date): Promise<number> {
  if (lisbonTimeOfDay(now) < AGENDA_TIME) return 0;
  const day = lisbonDatePlusDays(lisbonDate(now), 1)!;
  const bounds = lisbonDayBounds(day)!;
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ guide_id: number }>(
      tx,
      sql`
      insert into guide_agendas (guide_id, day, queued_at)
      select distinct s.practitioner_id, ${day}, ${now.toISOString()}::timestamptz
      from sessions s
      where s.status = 'scheduled'
        and s.starts_at >= ${bounds.start.toISOString()}::timestamptz
        and s.starts_at < ${bounds.end.toISOString()}::timestamptz
        and exists (select 1 from bookings b where b.session_id = s.id and b.status = 'confirmed')
      on conflict do nothing
      returning guide_id`,
    );
    await jobs.enqueueMany(
      tx,
      'guide-agenda-email',
      rows.map((r) => ({ guideId: Number(r.guide_id), day })),
    );
    return rows.length;
  });
}
