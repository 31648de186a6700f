import { EXPLORE_CATEGORIES, METHOD_TILES, SEARCH_MODALITIES } from '@contract/catalog';
import { EXPLORE_FIRST_PAGE_QUERY } from '@contract/first-screen';
// Types only: the values of these contract modules sit beside zod schemas, and importing one brings all of zod.
import type { GuideSearchQuery, GuideSort, SEARCH_FORMATS } from '@contract/guides';
import { areaOf } from '@contract/places';
import type { I18n } from '@lingui/core';
import { I18N } from '@/lib/i18n';
import './i18n';
import { practiceName } from '@/lib/option-names/option-names';

export type SearchFormat = (typeof SEARCH_FORMATS)[number];

/** Results per explore page. */
export const EXPLORE_PAGE_SIZE = EXPLORE_FIRST_PAGE_QUERY.pageSize;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const ALL_CATEGORIES = 'all';
export const ALL_AREAS = 'all';

/**
 * Every practice explore filters by: the Category select's practices of the catalogue (which are
 * also the home page's method tiles), then the home search's other experiences (Reiki, Crystal Healing).
 */
export const PRACTICES: readonly string[] = [
  ...EXPLORE_CATEGORIES,
  ...SEARCH_MODALITIES.map((m) => m.label).filter((label) => !isExploreCategory(label)),
];

function isExploreCategory(label: string): boolean {
  return (EXPLORE_CATEGORIES as readonly string[]).includes(label);
}

/** What the explore page is showing; every field lives in the URL so reload and Back keep it. */
export interface ExploreFilters {
  /** The search box as typed (trimmed only when asked of the API). */
  search: string;
  /**
   * The practice: one of PRACTICES, or "all". Home's `category`, `method` and `modality` links all
   * land here, so the select, the chips and the heading show it the same way.
   */
  category: string;
  /** An area id of `PLACE_AREAS` (`lisbon-west`), or "all". */
  area: string;
  /** yyyy-MM-dd, a Lisbon day. */
  date: string | null;
  /** Empty: every format. */
  formats: SearchFormat[];
  /** Only guides who work online. */
  online: boolean;
  /** Whole euros; null: no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  sort: GuideSort;
  page: number;
}

export const DEFAULT_FILTERS: ExploreFilters = {
  search: '',
  category: ALL_CATEGORIES,
  area: ALL_AREAS,
  date: null,
  formats: [],
  online: false,
  minPrice: null,
  maxPrice: null,
  sort: EXPLORE_FIRST_PAGE_QUERY.sort,
  page: EXPLORE_FIRST_PAGE_QUERY.page,
};

/** Every sort order of the contract, with its label (the Record type makes sure none is missing). */
export const SORT_LABELS: Record<GuideSort, string> = {
  rating: /*i18n*/ 'guides.sort.rating',
  'price-asc': /*i18n*/ 'guides.sort.priceAsc',
  'price-desc': /*i18n*/ 'guides.sort.priceDesc',
  soonest: /*i18n*/ 'guides.sort.soonest',
};
const SORTS = Object.keys(SORT_LABELS) as GuideSort[];

/** Every session format of the contract, with its checkbox label. */
export const FORMAT_LABELS: Record<SearchFormat, string> = {
  '1:1': /*i18n*/ 'guides.format.oneToOne',
  group: /*i18n*/ 'guides.format.group',
};
const FORMATS = Object.keys(FORMAT_LABELS) as SearchFormat[];

const MAX_SEARCH_LENGTH = 100;

/**
 * The practice a query string asks for, whichever parameter names it: `modality` (home's search,
 * a value like `sound-healing`, or its name, any case), `category` (a name, any case) or `method` (a home tile's id). When
 * several do, the first of those wins.
 */
function practiceOf(params: URLSearchParams): string {
  // A hand-written address may name the modality as it reads ("Sound Healing") rather than its value.
  const asked = params.get('modality')?.trim().toLowerCase();
  const modality = SEARCH_MODALITIES.find(
    (option) => option.value === asked || option.label.toLowerCase() === asked,
  );
  if (modality) return modality.label;
  const wanted = params.get('category')?.trim().toLowerCase();
  const named = PRACTICES.find((practice) => practice.toLowerCase() === wanted);
  if (named) return named;
  const tile = METHOD_TILES.find((t) => t.id === params.get('method'));
  return tile?.title ?? ALL_CATEGORIES;
}

function isRealDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function wholeEuros(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return null;
  return Number(value);
}

/** Reads the explore filters from a query string; anything unknown or malformed is left at its default. */
export function parseExploreFilters(params: URLSearchParams): ExploreFilters {
  const date = params.get('date');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const formats = FORMATS.filter((format) =>
    (params.get('format') ?? '')
      .toLowerCase()
      .split(',')
      .some((part) => part.trim() === format),
  );
  let minPrice = wholeEuros(params.get('minPrice'));
  let maxPrice = wholeEuros(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];

  return {
    search: (params.get('search') ?? params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    category: practiceOf(params),
    area: areaOf(params.get('area')?.trim().toLowerCase())?.id ?? ALL_AREAS,
    date: date && isRealDay(date) ? date : null,
    formats,
    online: params.get('online') === 'true',
    minPrice,
    maxPrice,
    sort: SORTS.find((value) => value === sort) ?? DEFAULT_FILTERS.sort,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/**
 * The query string for these filters, leaving out everything at its default so links stay short. It
 * is the one canonical spelling: explore rewrites any other address to it.
 */
export function exploreFiltersToParams(filters: ExploreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.category !== ALL_CATEGORIES) params.set('category', filters.category);
  if (filters.area !== ALL_AREAS) params.set('area', filters.area);
  if (filters.date) params.set('date', filters.date);
  if (filters.formats.length > 0) params.set('format', filters.formats.join(','));
  if (filters.online) params.set('online', 'true');
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** What GET /api/practitioners is asked for these filters: prices in cents, empty values left out. */
export function toSearchQuery(
  filters: ExploreFilters,
  pageSize: number = EXPLORE_PAGE_SIZE,
): Partial<GuideSearchQuery> {
  const query: Partial<GuideSearchQuery> = { sort: filters.sort, page: filters.page, pageSize };
  const q = filters.search.trim();
  if (q) query.q = q;
  if (filters.category !== ALL_CATEGORIES) Object.assign(query, practiceQuery(filters.category));
  if (filters.area !== ALL_AREAS) query.area = filters.area;
  if (filters.date) query.date = filters.date;
  if (filters.formats.length > 0) query.format = filters.formats.join(',');
  if (filters.online) query.online = 'true';
  if (filters.minPrice !== null) query.minPrice = filters.minPrice * 100;
  if (filters.maxPrice !== null) query.maxPrice = filters.maxPrice * 100;
  return query;
}

/**
 * How the API is asked for a practice. A search modality where there is one: it matches the guides
 * who list it, are filed under it or hold a session of it, and with a date asks for a session of it
 * that day. The other practices (Energy Healing, Bodywork, Coaching & Nutrition, Other Practices) are
 * not search modalities: their home tile stands for their categories and sub-practices.
 */
function practiceQuery(practice: string): Partial<GuideSearchQuery> {
  const modality = SEARCH_MODALITIES.find((option) => option.label === practice);
  if (modality) return { modality: modality.value };
  const tile = METHOD_TILES.find((t) => t.title === practice);
  return tile ? { method: tile.id } : { category: practice };
}

/** Whether anything narrows the list (sort and page do not). */
export function hasActiveFilters(filters: ExploreFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.category !== ALL_CATEGORIES ||
    filters.area !== ALL_AREAS ||
    filters.date !== null ||
    filters.formats.length > 0 ||
    filters.online ||
    filters.minPrice !== null ||
    filters.maxPrice !== null
  );
}

/** "1 Practitioner Found", "12 Practitioners Found in Breathwork" (spec: "{n} Practitioner(s) Found"). */
export function resultsHeading(total: number, category: string, i18n: I18n = I18N.en): string {
  return category && category !== ALL_CATEGORIES
    ? i18n._('guides.results.headingIn', { total, category: practiceName(i18n, category) })
    : i18n._('guides.results.heading', { total });
}

export const PRICE_STEP_EUROS = 5;

/** The slider's bounds in whole euros: the API's price range (cents) rounded outwards to 5 €. */
export function priceSliderBounds(range: { min: number; max: number }): [number, number] {
  const low = Math.floor(range.min / 100 / PRICE_STEP_EUROS) * PRICE_STEP_EUROS;
  let high = Math.ceil(range.max / 100 / PRICE_STEP_EUROS) * PRICE_STEP_EUROS;
  if (high <= low) high = low + PRICE_STEP_EUROS;
  return [Math.max(0, low), high];
}
