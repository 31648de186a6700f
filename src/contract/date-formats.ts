import { format, isValid, parseISO } from 'date-fns';
import { calendarDate, lisbonClock, lisbonDate } from './lisbon-time';
import type { Locale } from './locales';

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

/** What a date that cannot be read shows (the specification's words, and their Portuguese). */
export const INVALID_DATE = 'Invalid date';
const INVALID_DATE_IN: Record<Locale, string> = { en: INVALID_DATE, 'pt-PT': 'Data inválida' };

/*
 * European Portuguese names of months and days, as Portugal writes them (lower case, abbreviations with a
 * full stop): "seg., 30 de nov. · 19:00". Written out rather than taken from date-fns's locale or from
 * Intl: the first adds its whole locale to every page, and Intl's pt-PT short dates are all digits.
 */
const PT_MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const PT_MONTHS_SHORT = [
  'jan.',
  'fev.',
  'mar.',
  'abr.',
  'mai.',
  'jun.',
  'jul.',
  'ago.',
  'set.',
  'out.',
  'nov.',
  'dez.',
];
const PT_WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];
const PT_WEEKDAYS_SHORT = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'];

const pad = (value: number) => String(value).padStart(2, '0');

/** A date's wall-clock fields (already in Lisbon, or a calendar day) the way Portugal writes them. */
function formatPortuguese(date: Date, style: DateFormat): string {
  const day = date.getDate();
  const month = date.getMonth();
  const year = date.getFullYear();
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const short = `${day} de ${PT_MONTHS_SHORT[month]} de ${year}`;
  const weekday = `${PT_WEEKDAYS_SHORT[date.getDay()]}, ${day} de ${PT_MONTHS_SHORT[month]}`;
  switch (style) {
    case 'long':
      return `${PT_WEEKDAYS[date.getDay()]}, ${day} de ${PT_MONTHS[month]} de ${year}`;
    case 'short':
    case 'admin':
      return short;
    case 'weekday':
      return weekday;
    case 'month':
      return `${PT_MONTHS[month]} de ${year}`;
    case 'time':
      return time;
    case 'dateTime':
    case 'adminDateTime':
      return `${short}, ${time}`;
    case 'weekdayTime':
      return `${weekday} · ${time}`;
    case 'iso':
      return format(date, DATE_FORMATS.iso);
  }
}

function formatIn(date: Date, style: DateFormat, locale: Locale): string {
  return locale === 'pt-PT' ? formatPortuguese(date, style) : format(date, DATE_FORMATS[style]);
}

/** A moment (an instant, or an ISO timestamp) as it reads in Lisbon, whatever the reader's clock says. */
export function formatDate(
  value: Date | string | number,
  style: DateFormat = 'short',
  locale: Locale = 'en',
): string {
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  if (!isValid(date)) return INVALID_DATE_IN[locale];
  return formatIn(lisbonClock(date), style, locale);
}

/**
 * A calendar day given as yyyy-MM-dd (a session's Lisbon date, a date in the URL), shown as that
 * same day: it is a day, not a moment, so no time zone may move it.
 */
export function formatDay(day: string, style: DateFormat = 'short', locale: Locale = 'en'): string {
  const date = calendarDate(day);
  return date ? formatIn(date, style, locale) : INVALID_DATE_IN[locale];
}

/** How a time names its zone where the reader may be anywhere (emails, calendar descriptions). */
export const LISBON_TIME_NAME = 'Lisbon time';
const LISBON_TIME_NAME_IN: Record<Locale, string> = { en: LISBON_TIME_NAME, 'pt-PT': 'hora de Lisboa' };

/**
 * A moment, or a span from `start` to `end`, for someone who may read it in another time zone (an
 * email): the Lisbon day and time, with the zone named. "Tuesday, 1 December 2026, 18:00 (Lisbon
 * time)"; with an end on the same day "Tuesday, 1 December 2026, 18:00–19:30 (Lisbon time)"; a span
 * past midnight names both days.
 */
export function formatLisbonTime(
  start: Date | string | number,
  end?: Date | string | number,
  locale: Locale = 'en',
): string {
  const from = typeof start === 'string' ? parseISO(start) : new Date(start);
  const to = end === undefined ? undefined : typeof end === 'string' ? parseISO(end) : new Date(end);
  if (!isValid(from) || (to && !isValid(to))) return INVALID_DATE_IN[locale];
  const day = (at: Date) => formatDate(at, 'long', locale);
  const time = (at: Date) => formatDate(at, 'time', locale);
  const span = !to
    ? `${day(from)}, ${time(from)}`
    : lisbonDate(to) === lisbonDate(from)
      ? `${day(from)}, ${time(from)}–${time(to)}`
      : `${day(from)}, ${time(from)} – ${day(to)}, ${time(to)}`;
  return `${span} (${LISBON_TIME_NAME_IN[locale]})`;
}
