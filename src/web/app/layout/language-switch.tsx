import {
  LOCALE_COOKIE,
  LOCALE_NAMES,
  LOCALE_SHORT_NAMES,
  LOCALES,
  type Locale,
  localizedPath,
} from '@contract/locales';
import type { MouseEvent } from 'react';
import { useLingui } from '@/i18n';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useLocation } from '@/lib/router';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps the visitor's choice: in a cookie, so the server sends them to pages in that language from now on,
 * and on a signed-in visitor's account, so their emails follow (decision 061). The other page loads even if
 * the account could not be told.
 */
async function rememberLocale(locale: Locale, signedIn: boolean): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, set before a full page load
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_IN_SECONDS}; samesite=lax`;
  if (signedIn) await api.put('/api/account/language', { locale }).catch(() => undefined);
}

/**
 * Links to this same page in each of Luz's languages, each named in its own language. A switch loads the
 * other page afresh: a page carries the words of one language only.
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const { user } = useAuth();
  const current = i18n.locale as Locale;

  const onSwitch = (locale: Locale) => async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    await rememberLocale(locale, Boolean(user));
    window.location.assign(href);
  };

  return (
    <nav aria-label={i18n._('language.switch')} className={className}>
      <ul className="flex items-center gap-1">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(`${pathname}${search}${hash}`, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'page' : undefined}
              onClick={locale === current ? undefined : onSwitch(locale)}
              className={cn(
                'inline-flex min-h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm transition-colors',
                locale === current
                  ? 'bg-azulejo-50 font-semibold text-azulejo-800'
                  : 'text-ink-muted hover:bg-sand-100 hover:text-azulejo-700',
              )}
            >
              {compact ? (
                <>
                  <span aria-hidden="true">{LOCALE_SHORT_NAMES[locale]}</span>
                  <span className="sr-only">{LOCALE_NAMES[locale]}</span>
                </>
              ) : (
                LOCALE_NAMES[locale]
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
