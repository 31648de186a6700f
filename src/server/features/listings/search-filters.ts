import { or, type SQL, sql } from 'drizzle-orm';
import {
  APPLICATION_CATEGORIES,
  METHOD_TILES,
  PRACTICE_GROUPS,
  SEARCH_MODALITIES,
} from '../../../contract/catalog';
import type { GuideSearchQuery, GuideSort } from '../../../contract/guides';
import { lisbonDayBounds } from '../../../contract/lisbon-time';
import { messageWith } from '../../../contract/messages';
import { areaOf, PLACE_AREAS, type PlaceArea, placesIn } from '../../../contract/places';
import { profiles, sessions } from '../../db/schema';
import {
  escapeLike,
  searchWords,
  storedTextCloseness,
  storedTextHas,
  storedTextHasWordStarting,
  storedTextNear,
  typoFormOf,
} from '../../db/text-search';
import { FieldInvalid } from '../../errors';
import { isOpenSession, worksOnline } from './guide-cards';

/**
 * Explore's filters as SQL. Conditions on the guide (`profiles`, listed ones only) narrow the rows
 * before their cards are computed; conditions on the card price apply to the computed cards.
 */
export interface SearchConditions {
  guide: SQL[];
  price: SQL[];
}

/** Search terms beyond this many are ignored: each one is another pass over the trigram index. */
export const MAX_TERMS = 6;

/**
 * `terms` are the words of `query.q` as the stored search text spells them (`storedSpellingOf`):
 * typos are looked for in that spelling.
 */
export function searchConditions(query: GuideSearchQuery, terms: string[], now: Date): SearchConditions {
  const guide = [
    ...textConditions(query.q, terms),
    categoryCondition(query.category),
    methodCondition(query.method),
    ...modalityAndDateConditions(query.modality, query.date, now),
    formatCondition(query.format),
    areaCondition(query.area),
    query.online === 'true' ? worksOnline(now) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return { guide, price: priceConditions(query.minPrice, query.maxPrice) };
}

/** Empty and `all` mean "any" for every vocabulary filter. */
function chosen(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.toLowerCase() !== 'all' ? trimmed : undefined;
}

/**
 * Every word must appear in the guide's name, category or subcategory, ignoring case and accents
 * ("sao" finds "São"), or, when it may hold a typo (`typoFormOf`), be close to one of its words
 * ("meditaton" finds "Meditation"). Words never span two fields: the searched text joins them with
 * spaces.
 */
function textConditions(q: string | undefined, terms: string[]): SQL[] {
  return searchWords(q, MAX_TERMS).map((word, i) => {
    const exact = storedTextHas(profiles.searchText, word);
    const typoForm = typoFormOf(terms[i] ?? '');
    return typoForm ? or(exact, storedTextNear(profiles.searchText, typoForm))! : exact;
  });
}

/**
 * With words to search, how well each guide matches them, as `relevance` and `closeness` columns of
 * `profiles`: a guide is ranked by relevance (lowest first), then closeness (highest first), then
 * the chosen order. A word found at the start of a word of the text adds 0 to the relevance, found
 * inside one 1, only close to one (a typo) 2 and its strict word similarity to the closeness.
 * `ListedGuideIndex` ranks alike (`TermMatch`).
 */
export function relevanceColumns(q: string | undefined, terms: string[]): SQL | undefined {
  const words = searchWords(q, MAX_TERMS);
  if (words.length === 0) return undefined;
  const text = profiles.searchText;
  const tiers = words.map(
    (word) => sql`case when ${storedTextHasWordStarting(text, word)} then 0
      when ${storedTextHas(text, word)} then 1 else 2 end`,
  );
  // Summed in single precision, in the order of the words, as the index sums them.
  const closeness = words.flatMap((word, i) => {
    const typoForm = typoFormOf(terms[i] ?? '');
    if (!typoForm) return [];
    return [
      sql`case when ${storedTextHas(text, word)} then 0::real else ${storedTextCloseness(text, typoForm)} end`,
    ];
  });
  return sql`(${sql.join(tiers, sql` + `)}) as relevance,
    (${sql.join([sql`0::real`, ...closeness], sql` + `)}) as closeness`;
}

/**
 * The profile categories a search asks for, read case-insensitively: a practice of the catalogue
 * ("Bodywork", "Energy Healing") stands for the categories filed under it (Massage; Energy Healing
 * and Reiki), any other category of the application for itself. Anything else matches no guide.
 */
export function categoryWanted(category: string | undefined): readonly string[] | undefined {
  const wanted = chosen(category)?.toLowerCase();
  if (!wanted) return undefined;
  const group = PRACTICE_GROUPS.find((g) => g.title.toLowerCase() === wanted);
  if (group) return group.categories;
  const known = APPLICATION_CATEGORIES.find((c) => c.toLowerCase() === wanted);
  return [known ?? wanted];
}

function categoryCondition(category: string | undefined): SQL | undefined {
  const wanted = categoryWanted(category);
  return wanted === undefined ? undefined : sql`${profiles.category} = any(${textArray(wanted)})`;
}

export type MethodTile = (typeof METHOD_TILES)[number];
type MethodId = MethodTile['id'];

/** Profile modalities that are one of a home tile's sub-practices (the rest only name subcategories). */
const METHOD_MODALITIES: Record<MethodId, string[]> = {
  'energy-healing': ['Reiki', 'Pranic Healing', 'Crystal Healing'],
  breathwork: [],
  meditation: [],
  'sound-healing': [],
  bodywork: ['Thai Massage', 'Shiatsu', 'Reflexology', 'Massage'],
  yoga: [],
  'coaching-nutrition': ['Coaching', 'Nutrition'],
  'other-practices': ['Shamanic Healing', 'Cacao Ceremony', 'Ecstatic Dance'],
};

/**
 * A home tile stands for a practice and its sub-practices: a guide matches when filed under one of
 * the practice's categories, or when their modalities or subcategory name one of the tile's methods (a reflexologist
 * who also offers Reiki shows under Energy Healing).
 */
function methodCondition(method: string | undefined): SQL | undefined {
  const tile = methodWanted(method);
  return tile && profileHasMethod(tile);
}

/** The home tile a search asks for; an unknown one is refused. */
export function methodWanted(method: string | undefined): MethodTile | undefined {
  const wanted = chosen(method);
  if (!wanted) return undefined;
  const tile = METHOD_TILES.find((t) => t.id === wanted.toLowerCase());
  if (!tile) {
    throw new FieldInvalid(
      'method',
      messageWith(/*i18n*/ 'listings.errors.unknownMethod', {
        choices: METHOD_TILES.map((t) => t.id).join(', '),
      }),
    );
  }
  return tile;
}

/** The profile (`profiles`) stands for the tile: see `methodCondition`. */
export function profileHasMethod(tile: MethodTile): SQL {
  const subcategoryPatterns = tile.methods.map((m) => `%${escapeLike(m)}%`);
  return or(
    sql`${profiles.category} = any(${textArray(tile.categories)})`,
    sql`${profiles.modalities} && ${textArray(METHOD_MODALITIES[tile.id])}`,
    sql`luz_unaccent(${profiles.subcategory}) ilike any (${textArray(subcategoryPatterns)})`,
  )!;
}

/**
 * A search modality alone matches guides who list it among their profile's modalities, are filed
 * under it, or have an upcoming session of it. With a date, what the seeker asks for is a session
 * of that modality on that day: the profile no longer decides, the day's sessions do.
 */
function modalityAndDateConditions(
  modality: string | undefined,
  date: string | undefined,
  now: Date,
): (SQL | undefined)[] {
  const known = modalityWanted(modality);
  const day = dayWanted(date);
  if (!day) return [known && modalityCondition(known, now)];
  if (!known) return [spotOnDayCondition(day, now)];
  const filed = sessionModalityOf(known);
  return [
    filed.profileMustList ? profileHasModality(known) : undefined,
    spotOnDayCondition(day, now, filed.label),
  ];
}

function modalityCondition(known: SearchModalityEntry, now: Date): SQL {
  // One pass over `sessions_open_modality_starts_idx` answers the sessions part for every guide.
  return or(
    profileHasModality(known),
    sql`${profiles.userId} in (
      select ${sessions.guideId} from ${sessions}
      where ${sessions.modality} = ${known.label} and ${isOpenSession(now)})`,
  )!;
}

/**
 * Search modalities no session is ever filed under, and the session modality their sessions are
 * filed under instead: a crystal healer's sessions are Energy Healing sessions.
 */
const SESSIONS_FILED_UNDER: Partial<Record<SearchModalityEntry['value'], string>> = {
  'crystal-healing': 'Energy Healing',
};

/**
 * Which sessions stand for a search modality on a given day: those of the modality itself; or, for
 * a modality sessions are filed under another name, those of that name held by a guide whose
 * profile lists the modality.
 */
export function sessionModalityOf(modality: SearchModalityEntry): {
  label: string;
  profileMustList: boolean;
} {
  const filed = SESSIONS_FILED_UNDER[modality.value];
  return filed ? { label: filed, profileMustList: true } : { label: modality.label, profileMustList: false };
}

export type SearchModalityEntry = (typeof SEARCH_MODALITIES)[number];

/** The search modality a search asks for; an unknown one is refused. */
export function modalityWanted(modality: string | undefined): SearchModalityEntry | undefined {
  const wanted = chosen(modality);
  if (!wanted) return undefined;
  const known = SEARCH_MODALITIES.find((m) => m.value === wanted.toLowerCase());
  if (!known) {
    throw new FieldInvalid(
      'modality',
      messageWith(/*i18n*/ 'listings.errors.unknownModality', {
        choices: SEARCH_MODALITIES.map((m) => m.value).join(', '),
      }),
    );
  }
  return known;
}

/** The profile (`profiles`) lists the modality or is filed under it; sessions aside. */
export function profileHasModality(modality: SearchModalityEntry): SQL {
  return or(
    sql`${profiles.modalities} @> ${textArray([modality.label])}`,
    sql`${profiles.category} = ${modality.label}`,
  )!;
}

/**
 * Guides with a session that still has a spot, starting on that Lisbon calendar day (23 or 25 hours
 * on DST days), and of `modality` when one is given.
 */
function spotOnDayCondition(day: { start: Date; end: Date }, now: Date, modality?: string): SQL {
  return sql`${profiles.userId} in (
      select ${sessions.guideId} from ${sessions}
      where ${isOpenSession(now)} and ${sessions.remainingSpots} > 0
        and ${sessions.startsAt} >= ${day.start} and ${sessions.startsAt} < ${day.end}
        ${modality === undefined ? sql`` : sql`and ${sessions.modality} = ${modality}`})`;
}

/** The Lisbon calendar day a search asks for; a date that is not real is refused. */
export function dayWanted(date: string | undefined): { start: Date; end: Date } | undefined {
  if (!date) return undefined;
  const day = lisbonDayBounds(date);
  if (!day) throw new FieldInvalid('date', /*i18n*/ 'listings.errors.realDate');
  return day;
}

/** The area a search asks for; an unknown one is refused. */
export function areaWanted(area: string | undefined): PlaceArea | undefined {
  const wanted = chosen(area);
  if (!wanted) return undefined;
  const known = areaOf(wanted.toLowerCase());
  if (!known) {
    throw new FieldInvalid(
      'area',
      messageWith(/*i18n*/ 'listings.errors.unknownArea', {
        choices: PLACE_AREAS.map((a) => a.id).join(', '),
      }),
    );
  }
  return known;
}

/** Guides whose place (one of the list's, stored by its exact name) lies in the area. */
function areaCondition(area: string | undefined): SQL | undefined {
  const known = areaWanted(area);
  return known && sql`${profiles.neighbourhood} = any (${textArray(placesIn(known.id))})`;
}

/** The spec's union rule: 1:1 matches formats containing "1:1", group those containing "Group"; both, either. */
export function formatCondition(format: string | undefined): SQL | undefined {
  if (!format) return undefined;
  const wanted = new Set(format.split(','));
  const matches: SQL[] = [];
  if (wanted.has('1:1')) matches.push(sql`position('1:1' in ${profiles.sessionFormat}) > 0`);
  if (wanted.has('group')) matches.push(sql`${profiles.sessionFormat} ilike '%group%'`);
  return or(...matches);
}

/** Bounds are inclusive and apply to the card's price; a guide with no price matches no bound. */
function priceConditions(minPrice: number | undefined, maxPrice: number | undefined): SQL[] {
  refuseCrossedPriceBounds(minPrice, maxPrice);
  const conditions: SQL[] = [];
  if (minPrice !== undefined) conditions.push(sql`card.price >= ${minPrice}`);
  if (maxPrice !== undefined) conditions.push(sql`card.price <= ${maxPrice}`);
  return conditions;
}

export function refuseCrossedPriceBounds(minPrice: number | undefined, maxPrice: number | undefined): void {
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw new FieldInvalid('minPrice', /*i18n*/ 'listings.errors.minAboveMax');
  }
}

function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Every sort ends on the guide id, so pages never repeat or skip a guide between requests. */
export function searchOrder(sort: GuideSort, table: string): SQL {
  const column = (name: string) => sql.raw(`${table}.${name}`);
  switch (sort) {
    case 'rating':
      return sql`${column('rating')} desc nulls last, ${column('review_count')} desc, ${column('id')} asc`;
    case 'price-asc':
      return sql`${column('price')} asc nulls last, ${column('id')} asc`;
    case 'price-desc':
      return sql`${column('price')} desc nulls last, ${column('id')} asc`;
    case 'soonest':
      return sql`${column('next_session_at')} asc nulls last, ${column('id')} asc`;
  }
}
