import { TZDate } from '@date-fns/tz';
import { type SQL, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../contract/brand';
import { lisbonOffsetMs } from '../contract/lisbon-offset';

/**
 * Luz lives on Lisbon wall-clock time: sessions store instants, people read dates and times in
 * Europe/Lisbon. Every conversion between the two goes through here, so DST is handled once.
 */

/** The instant moved by Lisbon's offset, so its UTC fields read Lisbon's wall clock. */
function lisbonWallClock(instant: Date): Date {
  return new Date(instant.getTime() + lisbonOffsetMs(instant.getTime()));
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd of an instant, in Lisbon. */
export function lisbonDate(instant: Date): string {
  const local = lisbonWallClock(instant);
  return `${local.getUTCFullYear()}-${twoDigits(local.getUTCMonth() + 1)}-${twoDigits(local.getUTCDate())}`;
}

/** HH:mm of an instant, in Lisbon. */
export function lisbonTimeOfDay(instant: Date): string {
  const local = lisbonWallClock(instant);
  return `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
}

/** Monday..sunday of a Lisbon calendar date (yyyy-MM-dd), the keys of a guide's weekly availability. */
export function weekdayOfDate(date: string): string | null {
  const day = calendarDay(date);
  if (!day) return null;
  const names = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  return names[new Date(Date.UTC(day.year, day.month, day.day)).getUTCDay()]!;
}

/** The calendar parts of a yyyy-MM-dd string, or null when it names no real day (2026-02-30). */
function calendarDay(date: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const probe = new Date(Date.UTC(year, month, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/**
 * The first instant of a Lisbon calendar day and the first instant of the next one. A day is 23
 * or 25 hours long when the clocks change, which is why this is not `start + 24h`.
 */
export function lisbonDayBounds(date: string): { start: Date; end: Date } | null {
  const day = calendarDay(date);
  if (!day) return null;
  const start = new TZDate(day.year, day.month, day.day, TIME_ZONE);
  const end = new TZDate(day.year, day.month, day.day + 1, TIME_ZONE);
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** The instant a Lisbon date (yyyy-MM-dd) and time (HH:mm) stand for; null when the date is not real. */
export function lisbonInstant(date: string, time: string): Date | null {
  const day = calendarDay(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const local = new TZDate(day.year, day.month, day.day, Number(clock[1]), Number(clock[2]), TIME_ZONE);
  return new Date(local.getTime());
}

/** The Lisbon date `days` calendar days after `date` (yyyy-MM-dd); null when `date` is not real. */
export function lisbonDatePlusDays(date: string, days: number): string | null {
  const day = calendarDay(date);
  if (!day) return null;
  return new Date(Date.UTC(day.year, day.month, day.day + days)).toISOString().slice(0, 10);
}

/**
 * The Lisbon month (yyyy-MM) of a timestamptz column, worked out by the database: for lists grouped
 * by month that must be paged there, not in memory.
 */
export function lisbonMonthOf(column: SQL | SQL.Aliased | { getSQL(): SQL }): SQL<string> {
  // A literal, not a parameter: grouping by it needs the same expression in every clause.
  return sql<string>`to_char(${column} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM')`;
}
