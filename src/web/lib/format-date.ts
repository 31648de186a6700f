import { lisbonOffsetMs } from '@contract/lisbon-offset';
import { format, isValid, parseISO } from 'date-fns';

export const DATE_FORMATS = {
  /** Lists and tables: "Mar 7, 2026". */
  short: 'MMM d, yyyy',
  /** Date pickers and confirmations: "Saturday, March 7th, 2026". */
  long: 'PPPP',
  /** The URL and the API: "2026-03-07". */
  iso: 'yyyy-MM-dd',
  /** Cards and chips: "Sat, Mar 7". */
  weekday: 'EEE, MMM d',
  /** Calendar and earnings headings: "March 2026". */
  month: 'MMMM yyyy',
  /** A moment in a log: "Mar 7, 2026, 18:30". */
  dateTime: 'MMM d, yyyy, HH:mm',
  /** A moment on a card: "Sat, Mar 7 · 18:30". */
  weekdayTime: "EEE, MMM d '·' HH:mm",
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

/**
 * A moment moved so that its UTC fields are the wall clock to show, with the local getters date-fns formats from
 * reading those fields, whatever the device's own time zone. date-fns makes the copies it works on with the
 * same constructor, so they read the same fields.
 */
class WallClockDate extends Date {
  override getFullYear(): number {
    return this.getUTCFullYear();
  }
  override getMonth(): number {
    return this.getUTCMonth();
  }
  override getDate(): number {
    return this.getUTCDate();
  }
  override getDay(): number {
    return this.getUTCDay();
  }
  override getHours(): number {
    return this.getUTCHours();
  }
  override getMinutes(): number {
    return this.getUTCMinutes();
  }
  override getSeconds(): number {
    return this.getUTCSeconds();
  }
  override getMilliseconds(): number {
    return this.getUTCMilliseconds();
  }
  override getTimezoneOffset(): number {
    return 0;
  }
}

/** The one date formatter: every date is shown as it reads in Lisbon, whatever the visitor's clock says. */
export function formatDate(value: Date | string | number, style: DateFormat = 'short'): string {
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  if (!isValid(date)) return 'Invalid date';
  const instant = date.getTime();
  return format(new WallClockDate(instant + lisbonOffsetMs(instant)), DATE_FORMATS[style]);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day given as yyyy-MM-dd (a session's Lisbon date, a date in the URL), shown as that same day: it
 * is a day, not a moment, so no time zone may move it.
 */
export function formatDay(day: string, style: DateFormat = 'short'): string {
  const match = ISO_DAY.exec(day);
  if (!match) return 'Invalid date';
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new WallClockDate(Date.UTC(year, month, dayOfMonth));
  // Date.UTC rolls 30 February over into March: such a day is not a day.
  if (date.getUTCMonth() !== month || date.getUTCDate() !== dayOfMonth) return 'Invalid date';
  return format(date, DATE_FORMATS[style]);
}
