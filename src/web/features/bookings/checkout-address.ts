import { DEFAULT_LOCALE, type Locale, localizedPath, splitLocalePath } from '@contract/locales';

/**
 * Where the API sends the seeker to pay, as a link of this page: Luz's own checkout page in the page's language
 * (decision 061), or the payment provider's full address as it is.
 */
export function checkoutAddress(url: string, locale: Locale): string {
  const ownPage = url.startsWith('/') && !url.startsWith('//');
  return ownPage && splitLocalePath(url).locale === DEFAULT_LOCALE ? localizedPath(url, locale) : url;
}
