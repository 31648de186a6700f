import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import Negotiator from 'negotiator';
import { formatDay } from '../contract/date-formats';
import { DEFAULT_LOCALE, LOCALES, type Locale, localeOfTag } from '../contract/locales';
import { translateMessage } from '../contract/messages';
import { PROJECT_ROOT } from './project-paths';

/**
 * The server's words (emails, page titles, error messages) in each language, from the catalogues of the
 * server's folders and of the contract (decision 061), read once from the source tree: the server runs from
 * its checkout, built or not. A message missing in a language reads as in English.
 */
function readCatalogue(locale: Locale): Record<string, string> {
  const files = globSync([`src/server/**/locales/${locale}.po`, `src/contract/locales/${locale}.po`], {
    cwd: PROJECT_ROOT,
  });
  const texts: Record<string, string> = {};
  for (const file of files) {
    for (const item of parsePoFile(readFileSync(join(PROJECT_ROOT, file), 'utf8')).items) {
      const text = item.msgstr[0];
      if (item.msgid && text) texts[item.msgid] = text;
    }
  }
  return texts;
}

function compiled(texts: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compileMessage(text)]));
}

const english = readCatalogue(DEFAULT_LOCALE);

/** One Lingui instance per language; nothing on the server has a "current" language. */
export const SERVER_I18N: Readonly<Record<Locale, I18n>> = Object.fromEntries(
  LOCALES.map((locale) => {
    const texts = locale === DEFAULT_LOCALE ? english : { ...english, ...readCatalogue(locale) };
    return [locale, setupI18n({ locale, messages: { [locale]: compiled(texts) } })];
  }),
) as Record<Locale, I18n>;

/** Language tags Luz can answer in, as Negotiator matches them: "pt" and "pt-BR" read Portuguese too. */
const ANSWERABLE_TAGS = ['en', 'pt-PT', 'pt'];

/**
 * The language a request asks for (its Accept-Language header), or English when it asks for none Luz speaks.
 */
export function localeOfRequest(headers: { 'accept-language'?: string | undefined }): Locale {
  const header = headers['accept-language'];
  if (!header) return DEFAULT_LOCALE;
  const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages(ANSWERABLE_TAGS);
  return (best ? localeOfTag(best) : undefined) ?? DEFAULT_LOCALE;
}

/** Whether a request says, in Accept-Language, that it prefers one of Luz's languages over English. */
export function prefersLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages(ANSWERABLE_TAGS);
  return best ? localeOfTag(best) : undefined;
}

/**
 * A message id in a language, with its placeholders' values (given beside it, or carried in the text as
 * `messageWith` writes them); anything that is no id of the catalogues (a sentence from a library, a message
 * not yet in a catalogue) reads as it is. A day among the values is written as the language writes dates.
 */
export function translated(i18n: I18n, message: string, values?: Record<string, unknown>): string {
  return translateMessage(i18n, message, values, (date, locale) => formatDay(date, 'short', locale));
}
