import { z } from 'zod';
import { type FieldLabel, textField, tooLongMessage, tooShortMessage } from './field-messages';
import { LOCALES, type Locale } from './locales';

/**
 * A guide's own words in two languages (decision 062): a bio or a session description is the text as the
 * guide wrote it first, that text's language, and, if they wrote one, their own version in the other
 * language. Luz never translates them: a reader sees the version in their language when there are both,
 * and the one there is otherwise. A text written before Luz asked has no known language and reads the
 * same in every language.
 */

/** The other language of a text written in `locale`. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'pt-PT' : 'en';
}

/** The version a reader of `reader` sees, and the language it is written in (null when unknown). */
export function versionFor(
  reader: Locale,
  written: { text: string; locale: Locale | null; inOtherLocale: string | null },
): { text: string; locale: Locale | null } {
  if (written.locale && written.inOtherLocale && written.locale !== reader) {
    return { text: written.inOtherLocale, locale: otherLocale(written.locale) };
  }
  return { text: written.text, locale: written.locale };
}

/** A stored language, or null for anything else (a text written before Luz asked). */
export function knownLocale(value: string | null | undefined): Locale | null {
  return value && (LOCALES as readonly string[]).includes(value) ? (value as Locale) : null;
}

/** The language a guide's first text is written in: one of Luz's languages, or null while unknown. */
export const WrittenLocaleField = z
  .enum(LOCALES, { error: /*i18n*/ 'contract.ownWords.localeIsEnOrPt' })
  .nullable()
  .optional();

/** The language of a text a response shows: null for one written before Luz asked. */
export const ShownLocale = z.enum(LOCALES).nullable();

/**
 * The version in the other language: optional, and, when written, held to the first text's own limits.
 * Blank or null says there is none.
 */
export function secondVersionField(label: FieldLabel, max: number, min = 0) {
  const text = textField(label).trim().max(max, tooLongMessage(label, max));
  return (min > 0 ? text.refine((t) => t === '' || t.length >= min, tooShortMessage(label, min)) : text)
    .nullable()
    .optional();
}

/** Why a second version is refused without the language of the first. */
export const FIRST_LOCALE_NEEDED = /*i18n*/ 'contract.ownWords.firstLocaleNeeded';

/** Blank is no second version. */
export function secondVersionOf(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value?.trim() ? value.trim() : null;
}
