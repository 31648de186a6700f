import { z } from 'zod';
import { messageWith } from './messages';
import { ShownLocale } from './own-words';
import { DATE_PATTERN } from './sessions';

export const GUIDE_SORTS = ['rating', 'price-asc', 'price-desc', 'soonest'] as const;
export type GuideSort = (typeof GUIDE_SORTS)[number];
export const SEARCH_FORMATS = ['1:1', 'group'] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const EXPLORE_PAGE_SIZE_MAX = 48;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messageWith(/*i18n*/ 'contract.guides.mustBeAtMostCharacters', { max }))
    .optional();
const CENTS_MESSAGE = /*i18n*/ 'contract.guides.mustBeAWholeNumber';
const cents = z.coerce
  .number({ error: CENTS_MESSAGE })
  .int(CENTS_MESSAGE)
  .min(0, /*i18n*/ 'contract.guides.mustBe0OrMore')
  .max(10_000_000, /*i18n*/ 'contract.guides.mustBeAtMost10000000');

/** GET /api/practitioners: the explore search. Empty values and `all` mean "any". */
export const GuideSearchQuery = z.object({
  q: optionalText(100),
  category: optionalText(60),
  /** A method tile id of the home page, e.g. `breathwork`, `energy-healing`. */
  method: optionalText(60),
  /** A search modality value, e.g. `sound-healing`, `crystal-healing`. */
  modality: optionalText(60),
  /** An area of `PLACE_AREAS`, e.g. `lisbon-west`: guides whose place lies in it. */
  area: optionalText(60),
  date: z.string().regex(DATE_PATTERN, /*i18n*/ 'contract.guides.useADateLike2026').optional(),
  /** `1:1`, `group`, or both comma-separated: a guide matches when they offer any chosen format. */
  format: z
    .string()
    .max(20)
    .regex(/^(1:1|group)(,(1:1|group))?$/, /*i18n*/ 'contract.guides.formatIs11Group')
    .optional(),
  /**
   * `true`: only guides who work online (an upcoming online session, or their place is "Online");
   * `false` or nothing: any.
   */
  online: z.enum(['true', 'false'], { error: /*i18n*/ 'contract.guides.onlineIsTrueOrFalse' }).optional(),
  minPrice: cents.optional(),
  maxPrice: cents.optional(),
  sort: z.enum(GUIDE_SORTS).default('rating'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(EXPLORE_PAGE_SIZE_MAX).default(DEFAULT_PAGE_SIZE),
});
export type GuideSearchQuery = z.infer<typeof GuideSearchQuery>;

export const GuideCard = z.object({
  /** The guide's user id. */
  id: z.number().int(),
  fullName: z.string(),
  photoUrl: z.string().nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  /** "1:1 Sessions", "Group Sessions" or "1:1 & Group". */
  sessionFormat: z.string().nullable(),
  /** Cents: the next scheduled session's price, else the guide's usual price. */
  price: z.number().int().nullable(),
  /** Neighbourhood and city, e.g. "Alfama, Lisbon". */
  location: z.string(),
  /** The short bio, or the bio in the reader's language when the guide wrote it in both (decision 062). */
  bio: z.string().nullable(),
  /** The language `bio` is written in; null when unknown. */
  bioLocale: ShownLocale,
  /** Average of reviews, null when there are none ("New"). */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  nextSessionAt: z.string().nullable(),
  /** Works online: has an upcoming online session, or their place is "Online". */
  online: z.boolean(),
});
export type GuideCard = z.infer<typeof GuideCard>;

export const GuideSearchResult = z.object({
  items: z.array(GuideCard),
  total: z.number().int(),
  /** Lowest and highest price (cents) among all approved guides, for the price slider. */
  priceRange: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type GuideSearchResult = z.infer<typeof GuideSearchResult>;

export const PublicProfile = z.object({
  name: z.string().nullable(),
  /** In the reader's language when the guide wrote it in both (decision 062). */
  bio: z.string().nullable(),
  /** The language `bio` is written in; null when unknown. */
  bioLocale: ShownLocale,
  shortBio: z.string().nullable(),
  city: z.string(),
  neighbourhood: z.string().nullable(),
  country: z.string().nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  sessionFormat: z.string().nullable(),
  pricePerSession: z.number().int().nullable(),
  modalities: z.array(z.string()),
  credentials: z.array(z.string()),
  specialties: z.array(z.string()),
  languages: z.array(z.string()),
  experienceYears: z.number().int().nullable(),
  photoGallery: z.array(z.string()),
  profilePicUrl: z.string().nullable(),
  socialLinks: z.object({ instagram: z.string().optional(), website: z.string().optional() }),
  availability: z.record(z.string(), z.array(z.string())),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

/** GET /api/practitioners/{id}. */
export const GuideDetail = z.object({
  user: z.object({ id: z.number().int(), username: z.string(), createdAt: z.string() }),
  profile: PublicProfile,
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Price (cents) of the guide's next scheduled session, null when none is scheduled. */
  nextSessionPrice: z.number().int().nullable(),
  /** When that session starts, null when none is scheduled. */
  nextSessionAt: z.string().nullable(),
  /** Neighbourhood and city, e.g. "Alfama, Lisbon", as on the card. */
  location: z.string(),
});
export type GuideDetail = z.infer<typeof GuideDetail>;
