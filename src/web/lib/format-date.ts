import { TIME_ZONE } from '@contract/brand';
import { TZDate } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';

export const DATE_FORMATS = {
  /** Lists and tables: "Mar 7, 2026". */
  short: 'MMM d, yyyy',
  /** Date pickers and confirmations: "Saturday, March 7th, 2026". */
  long: 'PPPP',
  /** The URL and the API: "2026-03-07". */
  iso: 'yyyy-MM-dd',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

/** The one date formatter: every date is shown as it reads in Lisbon, whatever the visitor's clock says. */
export function formatDate(value: Date | string | number, style: DateFormat = 'short'): string {
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  if (!isValid(date)) return 'Invalid date';
  return format(new TZDate(date, TIME_ZONE), DATE_FORMATS[style]);
}
