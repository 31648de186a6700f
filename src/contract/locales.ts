/**
 * The languages Luz speaks (decision 061): English, the language of the specification, and European
 * Portuguese. A page's language is its address: English pages have none of their own, Portuguese ones
 * start with /pt ("/pt/explore"). The API speaks the language the request asks for (Accept-Language),
 * and emails the one their recipient chose.
 */
export const LOCALES = ['en', 'pt-PT'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as a language switch shows it: never translated. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', 'pt-PT': 'Português' };

/** The short name a switch shows beside the full one ("EN", "PT"). */
export const LOCALE_SHORT_NAMES: Record<Locale, string> = { en: 'EN', 'pt-PT': 'PT' };

/** The first segment of a page's address in each language ('' for English: its pages have none). */
export const LOCALE_PATH_PREFIX: Record<Locale, string> = { en: '', 'pt-PT': '/pt' };

/** The cookie that keeps a signed-out visitor's choice of language. */
export const LOCALE_COOKIE = 'luz_lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * A page address's language and the address within that language: "/pt/explore" is Portuguese
 * "/explore", "/pt" Portuguese "/", anything else English.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PATH_PREFIX[locale];
    if (!prefix) continue;
    if (pathname === prefix) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The address of a page (an address without a language, query and hash allowed) in a language. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = LOCALE_PATH_PREFIX[locale];
  if (!prefix) return path;
  if (path === '/') return prefix;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/**
 * The language of Luz closest to a language tag ("pt", "pt-BR" and "pt-PT" read Portuguese: the
 * only Portuguese Luz has), or undefined when Luz speaks nothing close.
 */
export function localeOfTag(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  if (lower === 'pt' || lower.startsWith('pt-')) return 'pt-PT';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return undefined;
}
