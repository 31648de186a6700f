import { addMonths } from 'date-fns';
import { and, eq, gt, lt } from 'drizzle-orm';
import { AVAILABILITY_SLOTS, BOOKING_TIME_SLOTS, BOOKING_WINDOW_MONTHS } from '../../../contract/catalog';
import {
  lisbonClock,
  lisbonDate,
  lisbonDayBounds,
  lisbonInstant,
  weekdayOfDate,
} from '../../../contract/lisbon-time';
import type { DbOrTx } from '../../db/connection';
import type { WeeklyAvailability } from '../../db/schema';
import { sessions } from '../../db/schema';

/** A private session is one hour. */
export const PRIVATE_SESSION_MINUTES = 60;
const SLOT_MS = PRIVATE_SESSION_MINUTES * 60 * 1000;

/** Whether `date` (yyyy-MM-dd) is in the booking window: today up to 3 months ahead, in Lisbon. */
export function inBookingWindow(date: string, now: Date): boolean {
  const today = lisbonDate(now);
  const last = lisbonDate(addMonths(lisbonClock(now), BOOKING_WINDOW_MONTHS));
  return date >= today && date <= last;
}

/**
 * The hourly start times (BOOKING_TIME_SLOTS, Lisbon) of `date` on which the guide can be asked for
 * a private session: the hour lies inside one of the day's availability slots (morning 08–12,
 * afternoon 12–17, evening 17–22), has not started, and no other scheduled session of the guide
 * overlaps it. Run it inside the guide's lock to rely on the answer.
 */
export async function freePrivateSlots(
  db: DbOrTx,
  guide: { id: number; availability: WeeklyAvailability },
  date: string,
  now: Date,
): Promise<string[]> {
  const weekday = weekdayOfDate(date);
  const day = lisbonDayBounds(date);
  if (!weekday || !day) return [];
  const ranges = AVAILABILITY_SLOTS.filter((slot) => guide.availability[weekday]?.includes(slot.id));
  const candidates = BOOKING_TIME_SLOTS.flatMap((time) => {
    const start = lisbonInstant(date, time);
    if (!start || start.getTime() <= now.getTime()) return [];
    const end = lisbonTimeOfDayAfter(time);
    const fits = ranges.some((range) => time >= range.from && end <= range.to);
    return fits ? [{ time, start }] : [];
  });
  if (candidates.length === 0) return [];

  const busy = await db
    .select({ startsAt: sessions.startsAt, endsAt: sessions.endsAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.guideId, guide.id),
        eq(sessions.status, 'scheduled'),
        lt(sessions.startsAt, new Date(day.end.getTime() + SLOT_MS)),
        gt(sessions.endsAt, day.start),
      ),
    );
  return candidates
    .filter(
      ({ start }) =>
        !busy.some(
          (session) =>
            session.startsAt.getTime() < start.getTime() + SLOT_MS &&
            session.endsAt.getTime() > start.getTime(),
        ),
    )
    .map(({ time }) => time);
}

/** "09:00" → "10:00": the wall-clock end of an hour-long slot (slots end by 19:00, never past midnight). */
function lisbonTimeOfDayAfter(time: string): string {
  const hour = Number(time.slice(0, 2)) + PRIVATE_SESSION_MINUTES / 60;
  return `${String(hour).padStart(2, '0')}${time.slice(2)}`;
}
