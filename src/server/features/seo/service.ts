import { sql } from 'drizzle-orm';
import { APP_ROUTES } from '../../../contract/app-routes';
import { CITY, PRODUCT_NAME } from '../../../contract/brand';
import type { ApplicationCategory } from '../../../contract/catalog';
import { apiAddress, EXPLORE_FIRST_PAGE_QUERY, FEATURED_GUIDES_QUERY } from '../../../contract/first-screen';
import type { GuideDetail, GuideSearchResult } from '../../../contract/guides';
import { IdField } from '../../../contract/ids';
import { DEFAULT_LOCALE, LOCALES, type Locale, localizedPath } from '../../../contract/locales';
import { formatEuros } from '../../../contract/money';
import { placeInLanguage, placeName } from '../../../contract/place-name';
import { placeOf } from '../../../contract/places';
import { FULL_REFUND_HOURS_BEFORE_START, POLICY_PATHS } from '../../../contract/policies';
import type { Db } from '../../db/connection';
import { instantOf, queryRows } from '../../db/raw-query';
import { profiles, users } from '../../db/schema';
import { escapeHtml, type FirstScreenApi, type PageHead } from '../../http/page-head';
import { SERVER_I18N } from '../../i18n';
import { isListedGuide, type Listing } from '../listings';
import { shareImagePath } from './share-images';

/** The preview image of pages without one of their own (served as PNG through `shareImagePath`). */
export const DEFAULT_SHARE_IMAGE = '/images/sessions/tagus-sunrise.svg';
const DESCRIPTION_MAX = 160;

/** The web app's screens (src/web/app/router.tsx) these pages open on, whose code their HTML preloads. */
export const SCREEN_MODULES = {
  home: 'app/routes/marketing/home.tsx',
  explore: 'app/routes/seekers/explore.tsx',
  guide: 'app/routes/seekers/guide.tsx',
  policies: 'app/routes/policies/policies.tsx',
  about: 'app/routes/about/about.tsx',
  resources: 'app/routes/resources/resources.tsx',
} as const;

/** A page's title and description as message ids of this feature's catalogue. */
interface PageText {
  title: string;
  description: string;
}

const HOME_PAGE: PageText = {
  title: /*i18n*/ 'seo.home.title',
  description: /*i18n*/ 'seo.home.description',
};
const EXPLORE_PAGE: PageText = {
  title: /*i18n*/ 'seo.explore.title',
  description: /*i18n*/ 'seo.explore.description',
};
const GUIDE_NOT_FOUND: PageText = {
  title: /*i18n*/ 'seo.guideNotFound.title',
  description: /*i18n*/ 'seo.guideNotFound.description',
};

/**
 * Pages whose head is the same for every visit: About, Resources, and the Terms, Privacy and Cookie pages, so
 * search results and link previews name them.
 */
const STATIC_PAGES: Readonly<Record<string, { text: PageText; screenModule: string }>> = {
  '/about': {
    text: { title: /*i18n*/ 'seo.about.title', description: /*i18n*/ 'seo.about.description' },
    screenModule: SCREEN_MODULES.about,
  },
  '/resources': {
    text: { title: /*i18n*/ 'seo.resources.title', description: /*i18n*/ 'seo.resources.description' },
    screenModule: SCREEN_MODULES.resources,
  },
  [POLICY_PATHS.terms]: {
    text: { title: /*i18n*/ 'seo.terms.title', description: /*i18n*/ 'seo.terms.description' },
    screenModule: SCREEN_MODULES.policies,
  },
  [POLICY_PATHS.privacy]: {
    text: { title: /*i18n*/ 'seo.privacy.title', description: /*i18n*/ 'seo.privacy.description' },
    screenModule: SCREEN_MODULES.policies,
  },
  [POLICY_PATHS.cookies]: {
    text: { title: /*i18n*/ 'seo.cookies.title', description: /*i18n*/ 'seo.cookies.description' },
    screenModule: SCREEN_MODULES.policies,
  },
};

/** Public pages listed in the sitemap besides the guides' own. */
const SITEMAP_PAGES = ['/', '/explore', ...Object.keys(STATIC_PAGES)];

/** The most addresses one sitemap file may hold (sitemaps.org); past it, search engines ignore the file. */
export const SITEMAP_URLS_MAX = 50_000;

/** Pages of the app that are public but worth nothing to a search engine. */
const UNINDEXED_PUBLIC_PAGES = ['/auth', '/forgot-password', '/reset-password'];

export interface PageAnswer {
  /** Overrides the status the route table gives (404 for a guide who is not listed). */
  status?: number;
  head: PageHead;
}

export interface SeoServiceDeps {
  db: Db;
  listing: Pick<Listing, 'findGuide'>;
  publicUrl: string;
}

export class SeoService {
  constructor(private readonly deps: SeoServiceDeps) {}

  /** The head of a page the server renders meta tags for, or undefined for the others. */
  /**
   * The head of a page the server renders meta tags for, or undefined for the others. The API answers
   * its first screen draws from are read through `api`, so they arrive with the page.
   */
  async pageFor(
    path: string,
    { query, api, locale = DEFAULT_LOCALE }: { query: string; api: FirstScreenApi; locale?: Locale },
  ): Promise<PageAnswer | undefined> {
    const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (normalised === '/') {
      await Promise.all([
        api(apiAddress('/api/practitioners', FEATURED_GUIDES_QUERY)),
        api('/api/testimonials'),
      ]);
      return { head: { ...this.staticHead('/', HOME_PAGE, locale), screenModule: SCREEN_MODULES.home } };
    }
    if (normalised === '/explore') return { head: await this.explorePage(query, api, locale) };
    const page = STATIC_PAGES[normalised];
    if (page) {
      return { head: { ...this.staticHead(normalised, page.text, locale), screenModule: page.screenModule } };
    }
    const guide = /^\/practitioners?\/([^/]+)$/.exec(normalised);
    if (guide) return this.guidePage(guide[1]!, api, locale);
    return undefined;
  }

  async sitemapXml(): Promise<string> {
    const guides = await queryRows<{ id: number; last_modified: string }>(
      this.deps.db,
      sql`select ${users.id} as id, greatest(${users.updatedAt}, ${profiles.updatedAt}) as last_modified
          from ${users} join ${profiles} on ${profiles.userId} = ${users.id}
          where ${isListedGuide}
          order by ${users.id}
          limit ${Math.floor(SITEMAP_URLS_MAX / LOCALES.length) - SITEMAP_PAGES.length}`,
    );
    // Each page once per language, each entry naming its alternates (decision 061).
    const entries = [
      ...SITEMAP_PAGES.flatMap((path) => this.sitemapEntries(path)),
      ...guides.flatMap((g) => this.sitemapEntries(`/practitioner/${g.id}`, instantOf(g.last_modified))),
    ];
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
  }

  /** Every page but the public ones stays out of search engines, and so does the API. */
  robotsTxt(): string {
    const privatePaths = APP_ROUTES.filter(
      (route) => route.access.kind !== 'public' && route.access.kind !== 'signed-out',
    ).map((route) => route.path.replace(/:[^/]+$/, ''));
    const pages = [...privatePaths, ...UNINDEXED_PUBLIC_PAGES].flatMap((path) =>
      LOCALES.map((locale) => localizedPath(path, locale)),
    );
    const disallowed = [...new Set(['/api/', ...pages])];
    return [
      'User-agent: *',
      'Allow: /',
      ...disallowed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.url('/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  private sitemapEntries(path: string, lastModified?: Date): string[] {
    const alternates = this.alternatesOf(path);
    return LOCALES.map((locale) => sitemapEntry(alternates[locale], alternates, lastModified));
  }

  /** The page at `path` (an address without a language) in each language. */
  private alternatesOf(path: string): Record<Locale, string> {
    return Object.fromEntries(
      LOCALES.map((locale) => [locale, this.url(localizedPath(path, locale))]),
    ) as Record<Locale, string>;
  }

  private staticHead(path: string, text: PageText, locale: Locale): PageHead {
    const i18n = SERVER_I18N[locale];
    const values = { product: PRODUCT_NAME, city: CITY, hours: FULL_REFUND_HOURS_BEFORE_START };
    const alternates = this.alternatesOf(path);
    return {
      title: i18n._(text.title, values),
      description: i18n._(text.description, values),
      locale,
      alternates,
      canonicalUrl: alternates[locale],
      imageUrl: this.url(shareImagePath(DEFAULT_SHARE_IMAGE)),
      imageAlt: i18n._('seo.imageAlt', values),
      type: 'website',
    };
  }

  /** Unfiltered, explore opens on the first page of guides: that list comes with it, and its first photo first. */
  private async explorePage(query: string, api: FirstScreenApi, locale: Locale): Promise<PageHead> {
    const head = {
      ...this.staticHead('/explore', EXPLORE_PAGE, locale),
      screenModule: SCREEN_MODULES.explore,
    };
    if (query !== '') return head;
    const list = await api<GuideSearchResult>(apiAddress('/api/practitioners', EXPLORE_FIRST_PAGE_QUERY));
    const leadImageUrl = list?.items[0]?.photoUrl ?? undefined;
    return leadImageUrl ? { ...head, leadImageUrl } : head;
  }

  private async guidePage(idText: string, api: FirstScreenApi, locale: Locale): Promise<PageAnswer> {
    const id = IdField.safeParse(idText);
    const guide = id.success ? await this.deps.listing.findGuide(id.data, locale) : null;
    if (!guide) {
      return {
        status: 404,
        head: { ...this.staticHead('/explore', GUIDE_NOT_FOUND, locale), noindex: true },
      };
    }
    await Promise.all([
      api(`/api/practitioners/${guide.user.id}`),
      api(
        apiAddress('/api/sessions', { practitionerId: guide.user.id, status: 'scheduled', upcoming: 'true' }),
      ),
    ]);
    const name = guide.profile.name ?? guide.user.username;
    const alternates = this.alternatesOf(`/practitioner/${guide.user.id}`);
    const canonicalUrl = alternates[locale];
    const imageUrl = this.url(shareImagePath(guide.profile.profilePicUrl ?? DEFAULT_SHARE_IMAGE));
    const i18n = SERVER_I18N[locale];
    const description = guideDescription(guide, name, locale);
    const place = placeInLanguage(placeName(guide.profile.neighbourhood, guide.profile.city), locale);
    const category = guide.profile.category && categoryName(locale, guide.profile.category);
    return {
      head: {
        // "Marta Figueiredo — Sound Healing in Graça, Lisbon | Luz".
        title: category
          ? i18n._('seo.guide.titleWithCategory', { name, category, place, product: PRODUCT_NAME })
          : i18n._('seo.guide.title', { name, place, product: PRODUCT_NAME }),
        description,
        canonicalUrl,
        locale,
        alternates,
        imageUrl,
        imageAlt: i18n._('seo.guide.portrait', { name }),
        type: 'profile',
        structuredData: guideStructuredData(guide, { name, description, canonicalUrl, imageUrl }),
        leadImageUrl: guide.profile.profilePicUrl ?? undefined,
        screenModule: SCREEN_MODULES.guide,
      },
    };
  }

  /** An absolute address on Luz; addresses that already are absolute stay as they are. */
  private url(pathOrUrl: string): string {
    if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
    return `${this.deps.publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
  }
}

/** The categories a guide is filed under, as a page head in each language names them. */
const CATEGORY_NAMES: Readonly<Record<ApplicationCategory, string>> = {
  Reiki: /*i18n*/ 'seo.category.reiki',
  'Sound Healing': /*i18n*/ 'seo.category.soundHealing',
  Breathwork: /*i18n*/ 'seo.category.breathwork',
  'Energy Healing': /*i18n*/ 'seo.category.energyHealing',
  Meditation: /*i18n*/ 'seo.category.meditation',
  Yoga: /*i18n*/ 'seo.category.yoga',
  Massage: /*i18n*/ 'seo.category.massage',
  Coaching: /*i18n*/ 'seo.category.coaching',
  Nutrition: /*i18n*/ 'seo.category.nutrition',
  Other: /*i18n*/ 'seo.category.other',
};

/** A guide's category in `locale`; one outside the list (an older profile's) reads as written. */
function categoryName(locale: Locale, category: string): string {
  const id = CATEGORY_NAMES[category as ApplicationCategory];
  return id ? SERVER_I18N[locale]._(id) : category;
}

/**
 * The guide's own words when they wrote some (in the page's language when they wrote them in both, never
 * translated), else a sentence of Luz's.
 */
function guideDescription(guide: GuideDetail, name: string, locale: Locale): string {
  const text = guide.profile.shortBio ?? guide.profile.bio;
  if (text) return shorten(text.replace(/\s+/g, ' ').trim(), DESCRIPTION_MAX);
  const values = {
    name,
    category: guide.profile.category && categoryName(locale, guide.profile.category),
    place: placeInLanguage(guide.location, locale),
    product: PRODUCT_NAME,
  };
  return guide.profile.category
    ? SERVER_I18N[locale]._(/*i18n*/ 'seo.guide.descriptionWithCategory', values)
    : SERVER_I18N[locale]._(/*i18n*/ 'seo.guide.description', values);
}

/** Cut at a word boundary, with an ellipsis, so a search result never ends mid-word. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2));
  return `${atWord.replace(/[\s,.;:—-]+$/, '')}…`;
}

/**
 * A guide as schema.org reads a local wellness business. The rating is only given when there are
 * reviews: a made-up or zero rating would be a false statement to search engines.
 */
function guideStructuredData(
  guide: GuideDetail,
  page: { name: string; description: string; canonicalUrl: string; imageUrl: string },
): Record<string, unknown> {
  const price = guide.nextSessionPrice ?? guide.profile.pricePerSession;
  const { neighbourhood, city } = guide.profile;
  // A guide who works only online has no address; a town is not its own street ("Cascais").
  const online = placeOf(neighbourhood)?.area === 'online';
  const street = neighbourhood && placeName(neighbourhood, city) !== city ? neighbourhood : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'HealthAndBeautyBusiness',
    '@id': page.canonicalUrl,
    name: page.name,
    description: page.description,
    url: page.canonicalUrl,
    image: page.imageUrl,
    ...(online
      ? {}
      : {
          address: {
            '@type': 'PostalAddress',
            addressLocality: city,
            ...(street ? { streetAddress: street } : {}),
            addressCountry: 'PT',
          },
        }),
    areaServed: guide.location,
    knowsAbout: [...new Set([guide.profile.category, ...guide.profile.modalities].filter(Boolean))],
    ...(price ? { priceRange: formatEuros(price) } : {}),
    ...(guide.reviewCount > 0 && guide.rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: guide.rating,
            reviewCount: guide.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

function sitemapEntry(loc: string, alternates: Record<Locale, string>, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  const links = [
    ...LOCALES.map((locale) => [locale, alternates[locale]] as const),
    ['x-default', alternates[DEFAULT_LOCALE]] as const,
  ]
    .map(
      ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
    )
    .join('');
  return `  <url><loc>${escapeHtml(loc)}</loc>${lastmod}${links}</url>`;
}
