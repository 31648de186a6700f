import { DEFAULT_LOCALE, LOCALES, type Locale, splitLocalePath } from '@contract/locales';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { markMessages, showsMarkedMessages } from './marked-messages';

/** A catalogue as the Lingui Vite plugin compiles a .po file. */
export interface CatalogModule {
  messages: Messages;
}

/** What `import.meta.glob('./locales/*.po')` gives: a loader per catalogue file. */
export type CatalogLoaders = Record<string, () => Promise<CatalogModule>>;

/**
 * One Lingui instance per language, each holding the messages of the code loaded so far. A page draws with
 * one of them through I18nProvider; the server draws pages of both languages, so nothing here depends on a
 * global "current" language.
 */
export const I18N: Readonly<Record<Locale, I18n>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: {} } })]),
) as Record<Locale, I18n>;

/** The language of the page the browser shows: its address says (decision 061). */
export function pageLocale(): Locale {
  return typeof window === 'undefined' ? DEFAULT_LOCALE : splitLocalePath(window.location.pathname).locale;
}

/** The language of the page this browser loaded the app on. */
export const PAGE_LOCALE: Locale = pageLocale();

/**
 * The server's render and the tests draw pages in every language; a browser only ever needs its page's
 * language (a language switch loads another page).
 */
const LOADS_EVERY_LOCALE = import.meta.env.SSR || import.meta.env.MODE === 'test';

/** The languages whose words this copy of the app loads: all of them on the server and in tests, else the page's. */
export const LOADED_LOCALES: readonly Locale[] = LOADS_EVERY_LOCALE ? LOCALES : [PAGE_LOCALE];

/**
 * Loads a part of the app's catalogues: every language on the server and in tests, the page's own in the
 * browser. Each part of the app awaits this in its `i18n.ts` module, so its words have arrived before any of
 * its components runs.
 */
export async function loadMessages(loaders: CatalogLoaders): Promise<void> {
  await Promise.all(
    LOADED_LOCALES.map(async (locale) => {
      const load = Object.entries(loaders).find(([file]) => file.endsWith(`/${locale}.po`))?.[1];
      if (!load) throw new Error(`No ${locale} catalogue among ${Object.keys(loaders).join(', ')}`);
      const { messages } = await load();
      I18N[locale].load(locale, showsMarkedMessages() ? markMessages(messages) : messages);
    }),
  );
}
