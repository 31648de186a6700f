import { format, isValid, parseISO } from 'date-fns';
import { lisbonOffsetMs } from './lisbon-offset';

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

/**
 * A moment moved so that its UTC fields are the wall clock to show, with the local getters date-fns
 * formats from reading those fields, whatever the time zone of the device or server. date-fns makes
 * the copies it works on with the same constructor, so they read the same fields. Lisbon's offset
 * comes from `lisbonOffsetMs`, not Intl, whose time-zone data costs a phone time to load.
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

/** A moment (an instant, or an ISO timestamp) as it reads in Lisbon, whatever the reader's clock says. */
export function formatDate(value: Date | string | number, style: DateFormat = 'short'): string {
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  if (!isValid(date)) return INVALID_DATE;
  const instant = date.getTime();
  return format(new WallClockDate(instant + lisbonOffsetMs(instant)), DATE_FORMATS[style]);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day given as yyyy-MM-dd (a session's Lisbon date, a date in the URL), shown as that
 * same day: it is a day, not a moment, so no time zone may move it.
 */
export function formatDay(day: string, style: DateFormat = 'short'): string {
  const match = ISO_DAY.exec(day);
  if (!match) return INVALID_DATE;
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new WallClockDate(Date.UTC(year, month, dayOfMonth));
  // Date.UTC rolls 30 February over into March: such a day is not a day.
  if (date.getUTCMonth() !== month || date.getUTCDate() !== dayOfMonth) return INVALID_DATE;
  return format(date, DATE_FORMATS[style]);
}
