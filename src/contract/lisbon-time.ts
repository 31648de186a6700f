import { TZDate, tzOffset } from '@date-fns/tz';
import { TIME_ZONE } from './brand';

/**
 * Luz lives on Lisbon wall-clock time: sessions store instants, people read dates and times in
 * Europe/Lisbon. Every conversion between the two, in the web app and on the server alike, goes
 * through here. @date-fns/tz reads Lisbon's offsets from the platform's time-zone database, so
 * summer time is the database's rule, never one of ours (decision 035).
 */

/**
 * An instant as Lisbon reads it: a date whose getters, and the date-fns functions given it
 * (`format`, `addMonths`...), work on Lisbon's calendar and clock whatever the device's time zone.
 */
export function lisbonClock(instant: Date | number): TZDate {
  return new TZDate(+instant, TIME_ZONE);
}

/** The instant Lisbon's clocks show a wall time (month from 0, as `Date` counts them). */
export function lisbonWallTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(+new TZDate(year, month, day, hour, minute, TIME_ZONE));
}

const HOUR_MS = 3_600_000;
/** Offsets already read, by UTC hour; emptied when full, so it never holds more than this many. */
const OFFSET_HOURS_KEPT = 4096;
const offsetMinutesByHour = new Map<number, number>();

/**
 * Lisbon's offset from UTC at an instant, in minutes. Lisbon's clocks change only on the hour (UTC),
 * so every instant of one UTC hour has the same offset: it is read from the time-zone database once
 * per hour, where lists that write many dates of the same days would otherwise ask it for each.
 */
function offsetMinutes(at: number): number {
  const hour = Math.floor(at / HOUR_MS);
  let minutes = offsetMinutesByHour.get(hour);
  if (minutes === undefined) {
    minutes = tzOffset(TIME_ZONE, new Date(hour * HOUR_MS));
    if (offsetMinutesByHour.size >= OFFSET_HOURS_KEPT) offsetMinutesByHour.clear();
    offsetMinutesByHour.set(hour, minutes);
  }
  return minutes;
}

/** The instant moved by Lisbon's offset at that instant, so that its UTC fields read Lisbon's wall clock. */
function wallClockFields(instant: Date | number): Date {
  const at = +instant;
  return new Date(at + offsetMinutes(at) * 60_000);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd of an instant, in Lisbon. */
export function lisbonDate(instant: Date | number): string {
  const local = wallClockFields(instant);
  return `${local.getUTCFullYear()}-${twoDigits(local.getUTCMonth() + 1)}-${twoDigits(local.getUTCDate())}`;
}

/** HH:mm of an instant, in Lisbon. */
export function lisbonTimeOfDay(instant: Date | number): string {
  const local = wallClockFields(instant);
  return `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
}

/** Today's date (yyyy-MM-dd) as it reads in Lisbon. */
export function todayInLisbon(now: Date = new Date()): string {
  return lisbonDate(now);
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
 * Midnight at the start of a Lisbon calendar day (yyyy-MM-dd), read in Lisbon like `lisbonClock`'s
 * dates (the date picker's days); null when the day is not real.
 */
export function lisbonMidnight(date: string): TZDate | null {
  const day = calendarDay(date);
  return day ? new TZDate(day.year, day.month, day.day, TIME_ZONE) : null;
}

/**
 * A calendar day (yyyy-MM-dd, a session's Lisbon date) as a `Date` whose own getters read that day,
 * for date-fns to write; null when the day is not real. A day is not a moment: no time zone can
 * move it, so writing it asks nothing of the time-zone database.
 */
export function calendarDate(date: string): Date | null {
  const day = calendarDay(date);
  return day ? new Date(day.year, day.month, day.day) : null;
}

/**
 * The first instant of a Lisbon calendar day and the first instant of the next one. A day is 23
 * or 25 hours long when the clocks change, which is why this is not `start + 24h`.
 */
export function lisbonDayBounds(date: string): { start: Date; end: Date } | null {
  const day = calendarDay(date);
  if (!day) return null;
  const end = lisbonWallTime(day.year, day.month, day.day + 1);
  // The last day of year 9999 ends in a year PostgreSQL's timestamps cannot hold.
  if (end.getUTCFullYear() > 9999) return null;
  return { start: lisbonWallTime(day.year, day.month, day.day), end };
}

/** The instant a Lisbon date (yyyy-MM-dd) and time (HH:mm) stand for; null when the date is not real. */
export function lisbonInstant(date: string, time: string): Date | null {
  const day = calendarDay(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  return lisbonWallTime(day.year, day.month, day.day, Number(clock[1]), Number(clock[2]));
}

/** Monday..sunday of a Lisbon calendar date (yyyy-MM-dd), the keys of a guide's weekly availability. */
export function weekdayOfDate(date: string): string | null {
  const day = calendarDay(date);
  if (!day) return null;
  const names = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  return names[new Date(Date.UTC(day.year, day.month, day.day)).getUTCDay()]!;
}

/** The Lisbon date `days` calendar days after `date` (yyyy-MM-dd); null when `date` is not real. */
export function lisbonDatePlusDays(date: string, days: number): string | null {
  const day = calendarDay(date);
  if (!day) return null;
  return new Date(Date.UTC(day.year, day.month, day.day + days)).toISOString().slice(0, 10);
}
