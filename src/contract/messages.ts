import type { I18n } from '@lingui/core';
import { isLocale, type Locale } from './locales';
import { formatEuros } from './money';

/**
 * Messages of the catalogues as text (decision 061). A zod schema's message, a service's error and a form's
 * field error are strings on their way to the reader, so a message that takes values travels as its id and
 * the values in JSON: "contract.fields.tooLong {"label":"contract.fields.label.title","max":120}". Whoever
 * shows it (the API's error handler, the web app's forms) translates it into the reader's language; a value
 * that is itself a message id (a field's name) is translated too, and an amount of money (`euros(cents)`)
 * is written as the reader's language writes euros ("€10,000", "10 000,00 €"), and so is a day (`day(date)`)
 * where the translator is given a way to write days (the server's is: the date formats stay out of the pages'
 * code, and only the API sends such messages).
 */
export type MessageValues = Record<string, string | number | EurosValue | DayValue>;

/** An amount of money among a message's values, in cents: formatted only once the reader's language is known. */
export interface EurosValue {
  cents: number;
}

/** An amount of money (cents) as a message's value. */
export function euros(cents: number): EurosValue {
  return { cents };
}

function isEuros(value: unknown): value is EurosValue {
  return typeof value === 'object' && value !== null && typeof (value as EurosValue).cents === 'number';
}

/** A calendar day among a message's values (yyyy-MM-dd, a Lisbon date). */
export interface DayValue {
  day: string;
}

/** A calendar day (yyyy-MM-dd) as a message's value. */
export function day(date: string): DayValue {
  return { day: date };
}

function isDay(value: unknown): value is DayValue {
  return typeof value === 'object' && value !== null && typeof (value as DayValue).day === 'string';
}

/** How a translator writes a day in a language ("30 Nov 2026", "30 de nov. de 2026"). */
export type DayWriter = (date: string, locale: Locale) => string;

/** A message id with the values of its placeholders, as one string. */
export function messageWith(id: string, values: MessageValues): string {
  return `${id} ${JSON.stringify(values)}`;
}

const WITH_VALUES = /^([\w.-]+) (\{.*\})$/s;

/** The id and values of a message written by `messageWith`, or the text as an id without values. */
export function readMessage(text: string): { id: string; values: MessageValues | undefined } {
  const match = WITH_VALUES.exec(text);
  if (match) {
    try {
      const values: unknown = JSON.parse(match[2]!);
      if (values && typeof values === 'object' && !Array.isArray(values)) {
        return { id: match[1]!, values: values as MessageValues };
      }
    } catch {
      // Not JSON after all: a sentence that happens to end in braces.
    }
  }
  return { id: text, values: undefined };
}

/**
 * A message in `i18n`'s language: an id of its catalogues (with values, or `values` given beside it) is
 * translated; anything else (a sentence from a library, a person's words) reads as it is.
 */
export function translateMessage(
  i18n: I18n,
  text: string,
  values?: Record<string, unknown>,
  writeDay: DayWriter = (date) => date,
): string {
  const message = readMessage(text);
  if (!Object.hasOwn(i18n.messages, message.id)) return text;
  const all: Record<string, unknown> = { ...values, ...message.values };
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  for (const [name, value] of Object.entries(all)) {
    if (typeof value === 'string' && Object.hasOwn(i18n.messages, value)) all[name] = i18n._(value);
    else if (isEuros(value)) all[name] = formatEuros(value.cents, locale);
    else if (isDay(value)) all[name] = writeDay(value.day, locale);
  }
  return i18n._(message.id, all);
}
