import { TIME_ZONE } from '@contract/brand';
import { TZDate } from '@date-fns/tz';
import { format, isValid, parse, parseISO } from 'date-fns';

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

/** The one date formatter: every date is shown as it reads in Lisbon, whatever the visitor's clock says. */
export function formatDate(value: Date | string | number, style: DateFormat = 'short'): string {
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  if (!isValid(date)) return 'Invalid date';
  return format(new TZDate(date, TIME_ZONE), DATE_FORMATS[style]);
}

/**
 * A calendar day given as yyyy-MM-dd (a session's Lisbon date, a date in the URL), shown as that same day: it
 * is a day, not a moment, so no time zone may move it.
 */
export function formatDay(day: string, style: DateFormat = 'short'): string {
  const date = parse(day, DATE_FORMATS.iso, new Date(2000, 0, 1));
  if (!isValid(date)) return 'Invalid date';
  return format(date, DATE_FORMATS[style]);
}
