import { format, isValid, parseISO } from 'date-fns';
import { calendarDate, lisbonClock, lisbonDate } from './lisbon-time';

/**
 * How Luz writes dates for people, in the browser, the admin panel and emails alike: a Lisbon
 * product, so the day comes before the month and times run on 24 hours.
 */
export const DATE_FORMATS = {
  /** Date pickers, confirmations and emails: "Monday, 30 November 2026". */
  long: 'EEEE, d MMMM yyyy',
  /** Lists, cards and messages: "30 Nov 2026". */
  short: 'd MMM yyyy',
  /** Chips and a session's day beside its time: "Mon, 30 Nov". */
  weekday: 'EEE, d MMM',
  /** Calendar and earnings headings: "November 2026". */
  month: 'MMMM yyyy',
  /** A time of day: "19:00". */
  time: 'HH:mm',
  /** A moment: "30 Nov 2026, 19:00". */
  dateTime: 'd MMM yyyy, HH:mm',
  /** A moment on a card: "Mon, 30 Nov · 19:00". */
  weekdayTime: "EEE, d MMM '·' HH:mm",
  /**
   * The admin panel's dates: "30 Nov 2026". The specification's prototype wrote 'MMM d, yyyy'; Luz
   * writes the day first there too, so an admin reads dates as seekers and guides do.
   */
  admin: 'd MMM yyyy',
  /** The admin panel's moments: "30 Nov 2026, 19:00". */
  adminDateTime: 'd MMM yyyy, HH:mm',
  /** The URL and the API: "2026-11-30". */
  iso: 'yyyy-MM-dd',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

/** What a date that cannot be read shows (the specification's words). */
export const INVALID_DATE = 'Invalid date';

/** A moment (an instant, or an ISO timestamp) as it reads in Lisbon, whatever the reader's clock says. */
export function formatDate(value: Date | string | number, style: DateFormat = 'short'): string {
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  if (!isValid(date)) return INVALID_DATE;
  return format(lisbonClock(date), DATE_FORMATS[style]);
}

/**
 * A calendar day given as yyyy-MM-dd (a session's Lisbon date, a date in the URL), shown as that
 * same day: it is a day, not a moment, so no time zone may move it.
 */
export function formatDay(day: string, style: DateFormat = 'short'): string {
  const date = calendarDate(day);
  return date ? format(date, DATE_FORMATS[style]) : INVALID_DATE;
}

/** How a time names its zone where the reader may be anywhere (emails, calendar descriptions). */
export const LISBON_TIME_NAME = 'Lisbon time';

/**
 * A moment, or a span from `start` to `end`, for someone who may read it in another time zone (an
 * email): the Lisbon day and time, with the zone named. "Tuesday, 1 December 2026, 18:00 (Lisbon
 * time)"; with an end on the same day "Tuesday, 1 December 2026, 18:00–19:30 (Lisbon time)"; a span
 * past midnight names both days.
 */
export function formatLisbonTime(start: Date | string | number, end?: Date | string | number): string {
  const from = typeof start === 'string' ? parseISO(start) : new Date(start);
  const to = end === undefined ? undefined : typeof end === 'string' ? parseISO(end) : new Date(end);
  if (!isValid(from) || (to && !isValid(to))) return INVALID_DATE;
  const day = (at: Date) => formatDate(at, 'long');
  const time = (at: Date) => formatDate(at, 'time');
  const span = !to
    ? `${day(from)}, ${time(from)}`
    : lisbonDate(to) === lisbonDate(from)
      ? `${day(from)}, ${time(from)}–${time(to)}`
      : `${day(from)}, ${time(from)} – ${day(to)}, ${time(to)}`;
  return `${span} (${LISBON_TIME_NAME})`;
}
