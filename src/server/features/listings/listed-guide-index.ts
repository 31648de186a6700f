import { type SQL, sql } from 'drizzle-orm';
import { METHOD_TILES, SEARCH_MODALITIES } from '../../../contract/catalog';
import type { GuideSearchQuery, GuideSort } from '../../../contract/guides';
import { PLACE_AREAS, placeOf } from '../../../contract/places';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/connection';
import { queryRows } from '../../db/raw-query';
import { profiles, sessions, users } from '../../db/schema';
import { spelledAsSearchWords, typoFormOf } from '../../db/text-search';
import {
  STRICT_WORD_SIMILARITY_THRESHOLD,
  strictWordSimilarity,
  trigramsOf,
  wordsOf,
} from '../../db/trigram-similarity';
import { LISTING_ANSWER_TTL_MS, type ListingAnswerCache } from './answer-cache';
import {
  cardProfileColumns,
  type GuideCardRow,
  isOpenSession,
  placeIsOnline,
  toGuideCard,
} from './guide-cards';
import type { ListedGuideCard, ListedSearchResult } from './in-reader-locale';
import {
  areaWanted,
  categoryWanted,
  dayWanted,
  formatCondition,
  methodWanted,
  modalityWanted,
  profileHasMethod,
  profileHasModality,
  refuseCrossedPriceBounds,
  sessionModalityOf,
} from './search-filters';

/** An open session of a guide (scheduled, public, ahead when the index was read). */
interface IndexedSession {
  startsAt: number;
  modality: string;
  price: number;
  hasSpot: boolean;
  online: boolean;
}

/** A listed guide, with what explore's filters, sorts and cards read of them. */
interface IndexedGuide {
  /** Where the guide is in the index: the place of its flag in every mask. */
  position: number;
  id: number;
  searchText: string;
  pricePerSession: number | null;
  /** Ordered by start, then id. */
  sessions: IndexedSession[];
  card: Omit<ListedGuideCard, 'price' | 'nextSessionAt' | 'online'>;
}

/** A guide as of one moment: its card's price and next session are those of its first open session with a spot. */
interface PricedGuide {
  guide: IndexedGuide;
  price: number | null;
  nextSessionAt: number | null;
  /** Made when a page first shows it (whether the guide works online is added by the search). */
  card?: Omit<ListedGuideCard, 'online'>;
}

/** Prices, orders and price range as of one moment, valid until the first next session starts. */
interface Moment {
  validUntil: number;
  /** By position. */
  priced: PricedGuide[];
  /** By position; NaN for a guide without a price, which no price bound admits. */
  priceOf: Float64Array;
  /** Positions in each order, made when a search first asks for it. */
  orders: Partial<Record<GuideSort, Int32Array>>;
  priceRange: { min: number; max: number };
}

interface GuideRow extends Omit<GuideCardRow, 'price' | 'next_session_at' | 'online'> {
  search_text: string;
  price_per_session: number | null;
  /** By `METHOD_TILES` index: the profile stands for the tile. */
  methods: boolean[];
  /** By `SEARCH_MODALITIES` index: the profile lists the modality or is filed under it. */
  modalities: boolean[];
  one_to_one: boolean;
  group_format: boolean;
  /** The guide's place is "Online". */
  place_online: boolean;
  /** [start in epoch ms, modality, price, has a spot, online], by start then id. */
  sessions: [number, string, number, boolean, boolean][];
}

/** Search words whose guides are kept flagged; past this many, the flags are made again. */
const MAX_KEPT_WORDS = 200;

/** How a guide's search text holds a search word, as `relevanceColumns` ranks it (lower is better). */
const WORD_STARTS = 0;
const INSIDE_WORD = 1;
const CLOSE_TO_WORD = 2;
const NOT_HELD = 3;

/** Which guides' search text holds one search word, and how (`relevanceColumns`). */
interface TermMatch {
  /** By position: `WORD_STARTS`, `INSIDE_WORD`, `CLOSE_TO_WORD` or `NOT_HELD`. */
  how: Uint8Array;
  /** By position, for guides `CLOSE_TO_WORD` only: the strict word similarity. */
  closeness: Map<number, number>;
}

/** The words of every guide's search text, and which guides have each trigram, for typos. */
interface TypoIndex {
  /** By position. */
  words: ReturnType<typeof trigramsOf>[];
  positionsOf: Map<string, number[]>;
}

const byRating = (a: IndexedGuide, b: IndexedGuide) =>
  descNullsLast(a.card.rating, b.card.rating) || b.card.reviewCount - a.card.reviewCount || a.id - b.id;

/**
 * Explore answered from memory (decision 018): every listed guide with what explore's filters,
 * sorts and cards read, and their open sessions, read in one statement. It answers exactly as
 * `searchStatement` does (a property test holds them together) and is used only while no change
 * has been noticed since it was read.
 */
export class ListedGuideIndex {
  private moment: Moment | undefined;
  /** Positions of the guides in rating order, which time does not change. */
  private readonly ratingOrder: Int32Array;
  /** By position, what the filters test, in arrays a search reads without touching the guides. */
  private readonly categoryIds = new Map<string, number>();
  private readonly categoryOf: Int32Array;
  /** Bit i: the profile stands for `METHOD_TILES[i]`. */
  private readonly methodBits: Uint8Array;
  /** Bit i: the profile lists `SEARCH_MODALITIES[i]` or is filed under it. */
  private readonly modalityBits: Uint8Array;
  /** Bit 1: 1:1 sessions; bit 2: group sessions. */
  private readonly formatBits: Uint8Array;
  /** The `PLACE_AREAS` index of the guide's place; -1 for a place not in the list. */
  private readonly areaOf: Int8Array;
  /** Every session with a spot, by start: its start, its guide's position and its modality's id. */
  private readonly spotSessions: { startsAt: Float64Array; position: Int32Array; modality: Int32Array };
  private readonly sessionModalityIds = new Map<string, number>();
  /** By session modality: each guide's last open session of it to start (-infinity: none). */
  private readonly lastStartOfModality = new Map<string, Float64Array>();
  /** By position: the guide's place is "Online" (1), else 0. */
  private readonly placeOnline: Uint8Array;
  /** By position: the guide's last open online session to start (-infinity: none). */
  private readonly lastOnlineStart: Float64Array;
  /** By search word: which guides' search text holds it, and how. */
  private readonly termMatches = new Map<string, TermMatch>();
  /** Made when a search first may hold a typo. */
  private typoIndex: TypoIndex | undefined;

  private readonly guides: IndexedGuide[];

  private constructor(rows: GuideRow[]) {
    const guides = rows.map(toIndexedGuide);
    this.guides = guides;
    this.ratingOrder = Int32Array.from([...guides].sort(byRating), (guide) => guide.position);
    const bits = (flags: boolean[]) => flags.reduce((all, flag, i) => (flag ? all | (1 << i) : all), 0);
    this.categoryOf = Int32Array.from(rows, ({ category }) => {
      if (category === null) return -1;
      let id = this.categoryIds.get(category);
      if (id === undefined) {
        id = this.categoryIds.size;
        this.categoryIds.set(category, id);
      }
      return id;
    });
    this.methodBits = Uint8Array.from(rows, (row) => bits(row.methods));
    this.modalityBits = Uint8Array.from(rows, (row) => bits(row.modalities));
    this.formatBits = Uint8Array.from(rows, (row) => bits([row.one_to_one, row.group_format]));
    this.areaOf = Int8Array.from(rows, ({ neighbourhood }) => {
      const place = placeOf(neighbourhood);
      return place ? PLACE_AREAS.findIndex((area) => area.id === place.area) : -1;
    });
    const spots = guides.flatMap((guide) =>
      guide.sessions.flatMap((s) =>
        s.hasSpot ? [{ startsAt: s.startsAt, position: guide.position, modality: s.modality }] : [],
      ),
    );
    spots.sort((a, b) => a.startsAt - b.startsAt);
    this.spotSessions = {
      startsAt: Float64Array.from(spots, (s) => s.startsAt),
      position: Int32Array.from(spots, (s) => s.position),
      modality: Int32Array.from(spots, (s) => {
        let id = this.sessionModalityIds.get(s.modality);
        if (id === undefined) {
          id = this.sessionModalityIds.size;
          this.sessionModalityIds.set(s.modality, id);
        }
        return id;
      }),
    };
    this.placeOnline = Uint8Array.from(rows, (row) => (row.place_online ? 1 : 0));
    this.lastOnlineStart = Float64Array.from(guides, (guide) =>
      guide.sessions.reduce(
        (last, s) => (s.online ? Math.max(last, s.startsAt) : last),
        Number.NEGATIVE_INFINITY,
      ),
    );
    for (const guide of guides) {
      for (const s of guide.sessions) {
        let lastStarts = this.lastStartOfModality.get(s.modality);
        if (!lastStarts) {
          lastStarts = new Float64Array(guides.length).fill(Number.NEGATIVE_INFINITY);
          this.lastStartOfModality.set(s.modality, lastStarts);
        }
        lastStarts[guide.position] = Math.max(lastStarts[guide.position]!, s.startsAt);
      }
    }
  }

  /** Every listed guide as the database has them now. */
  static async read(db: DbOrTx, now: Date): Promise<ListedGuideIndex> {
    const rows = await queryRows<GuideRow>(db, guidesStatement(now));
    return new ListedGuideIndex(rows);
  }

  /**
   * Explore's answer to `query` at `now`. `terms` are its words as the stored search text spells
   * them (lower case, unaccented). Refuses what `searchStatement` refuses, with the same messages.
   */
  search(query: GuideSearchQuery, terms: string[], now: Date): ListedSearchResult {
    const category = categoryWanted(query.category);
    const method = methodWanted(query.method);
    const methodIndex = method ? METHOD_TILES.findIndex((tile) => tile.id === method.id) : -1;
    const modality = modalityWanted(query.modality);
    const modalityIndex = modality ? SEARCH_MODALITIES.findIndex((m) => m.value === modality.value) : -1;
    const day = dayWanted(query.date);
    // With a date, the modality is asked of that day's sessions (see `modalityAndDateConditions`).
    const onDay = day && modality ? sessionModalityOf(modality) : undefined;
    const dayStart = day?.start.getTime() ?? 0;
    const dayEnd = day?.end.getTime() ?? 0;
    const formats = query.format ? new Set(query.format.split(',')) : undefined;
    const area = areaWanted(query.area);
    const areaIndex = area ? PLACE_AREAS.findIndex((a) => a.id === area.id) : -1;
    const { minPrice, maxPrice } = query;
    const onlineOnly = query.online === 'true';
    refuseCrossedPriceBounds(minPrice, maxPrice);
    const at = now.getTime();
    const moment = this.momentAt(at);

    const offset = (query.page - 1) * query.pageSize;
    const items: ListedGuideCard[] = [];
    let total = 0;
    // -1 is no category, and no guide is filed under a category the index has not seen.
    const categoryIds =
      category === undefined ? undefined : new Set(category.map((c) => this.categoryIds.get(c) ?? -2));
    const methodBit = methodIndex >= 0 ? 1 << methodIndex : 0;
    const modalityBit = modalityIndex >= 0 && (!onDay || onDay.profileMustList) ? 1 << modalityIndex : 0;
    const formatBits = formats ? (formats.has('1:1') ? 1 : 0) | (formats.has('group') ? 2 : 0) : 0;
    const termMatches = terms.map((term) => this.termMatch(term));
    // With words, the page is known once every match is ranked (`relevanceColumns`).
    const ranked: number[] | undefined = terms.length > 0 ? [] : undefined;
    // A session modality the index has not seen is held by no session.
    const dayModalityId = onDay ? (this.sessionModalityIds.get(onDay.label) ?? -2) : undefined;
    const spotOnDay = day
      ? this.guidesWithSpotBetween(Math.max(at + 1, dayStart), dayEnd, dayModalityId)
      : undefined;
    const lastStarts = modality && !day ? this.lastStartOfModality.get(modality.label) : undefined;
    const { priceOf } = moment;
    // Typed arrays by position and the cheapest tests first: this runs for every listed guide on
    // every search.
    for (const position of this.order(moment, query.sort)) {
      if (categoryIds !== undefined && !categoryIds.has(this.categoryOf[position]!)) continue;
      if (methodBit && !(this.methodBits[position]! & methodBit)) continue;
      if (formatBits && !(this.formatBits[position]! & formatBits)) continue;
      if (areaIndex >= 0 && this.areaOf[position] !== areaIndex) continue;
      // NaN (no price) fails both comparisons, as NULL fails them in SQL.
      if (minPrice !== undefined && !(priceOf[position]! >= minPrice)) continue;
      if (maxPrice !== undefined && !(priceOf[position]! <= maxPrice)) continue;
      if (!heldByAll(termMatches, position)) continue;
      if (
        modalityBit &&
        !(this.modalityBits[position]! & modalityBit) &&
        !(lastStarts && lastStarts[position]! > at)
      ) {
        continue;
      }
      if (spotOnDay && !spotOnDay[position]) continue;
      const online = this.worksOnline(position, at);
      if (onlineOnly && !online) continue;
      if (ranked) ranked.push(position);
      else if (total >= offset && items.length < query.pageSize) {
        items.push({ ...cardOf(moment.priced[position]!), online });
      }
      total++;
    }
    if (ranked) {
      for (const position of rankByRelevance(ranked, termMatches).slice(offset, offset + query.pageSize)) {
        items.push({ ...cardOf(moment.priced[position]!), online: this.worksOnline(position, at) });
      }
    }
    return { items, total, priceRange: moment.priceRange };
  }

  /** As `worksOnline` in SQL: the place is "Online", or an open online session is still to come at `at`. */
  private worksOnline(position: number, at: number): boolean {
    return this.placeOnline[position] === 1 || this.lastOnlineStart[position]! > at;
  }

  /**
   * How each guide's search text holds `word`, as `textConditions` and `relevanceColumns` read it;
   * kept for the next search with it.
   */
  private termMatch(word: string): TermMatch {
    let match = this.termMatches.get(word);
    if (match) return match;
    match = { how: new Uint8Array(this.guides.length).fill(NOT_HELD), closeness: new Map() };
    const startingWord = ` ${word}`;
    for (const guide of this.guides) {
      const held = guide.searchText.includes(word);
      if (!held) continue;
      match.how[guide.position] = ` ${guide.searchText}`.includes(startingWord) ? WORD_STARTS : INSIDE_WORD;
    }
    const typoForm = typoFormOf(word);
    if (typoForm) this.markCloseGuides(typoForm, match);
    if (this.termMatches.size >= MAX_KEPT_WORDS) this.termMatches.clear();
    this.termMatches.set(word, match);
    return match;
  }

  /**
   * Marks the guides not holding the word whose words are close to `typoForm` (`%>>`). As the
   * trigram index does, only guides with at least half of its trigrams are compared.
   */
  private markCloseGuides(typoForm: string, match: TermMatch): void {
    const typoIndex = this.readTypoIndex();
    const pattern = new Set(trigramsOf([typoForm]).trigrams);
    const shared = new Map<number, number>();
    for (const trigram of pattern) {
      for (const position of typoIndex.positionsOf.get(trigram) ?? []) {
        shared.set(position, (shared.get(position) ?? 0) + 1);
      }
    }
    for (const [position, count] of shared) {
      // Similarity is at most shared / pattern trigrams: fewer than half cannot reach the threshold.
      if (match.how[position] !== NOT_HELD || count * 2 < pattern.size) continue;
      const closeness = strictWordSimilarity(pattern, typoIndex.words[position]!);
      if (closeness >= STRICT_WORD_SIMILARITY_THRESHOLD) {
        match.how[position] = CLOSE_TO_WORD;
        match.closeness.set(position, closeness);
      }
    }
  }

  private readTypoIndex(): TypoIndex {
    if (this.typoIndex) return this.typoIndex;
    const positionsOf = new Map<string, number[]>();
    const words = this.guides.map((guide) => {
      const trigrams = trigramsOf(wordsOf(spelledAsSearchWords(guide.searchText)));
      for (const trigram of new Set(trigrams.trigrams)) {
        const positions = positionsOf.get(trigram);
        if (positions) positions.push(guide.position);
        else positionsOf.set(trigram, [guide.position]);
      }
      return trigrams;
    });
    this.typoIndex = { words, positionsOf };
    return this.typoIndex;
  }

  /**
   * Flags, by position, the guides with a session that has a spot, starting in [from, until), of the
   * session modality `modalityId` when one is given.
   */
  private guidesWithSpotBetween(from: number, until: number, modalityId?: number): Uint8Array {
    const flags = new Uint8Array(this.guides.length);
    const { startsAt, position, modality } = this.spotSessions;
    let low = 0;
    let high = startsAt.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (startsAt[middle]! < from) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < startsAt.length && startsAt[i]! < until; i++) {
      if (modalityId === undefined || modality[i] === modalityId) flags[position[i]!] = 1;
    }
    return flags;
  }

  /** Prices stay as they are until one of the guides' next sessions starts. */
  private momentAt(at: number): Moment {
    if (this.moment && at < this.moment.validUntil) return this.moment;
    let validUntil = Number.POSITIVE_INFINITY;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    const priced = this.guides.map((guide): PricedGuide => {
      const next = guide.sessions.find((s) => s.hasSpot && s.startsAt > at);
      if (next && next.startsAt < validUntil) validUntil = next.startsAt;
      const price = next ? next.price : guide.pricePerSession;
      if (price !== null) {
        min = Math.min(min, price);
        max = Math.max(max, price);
      }
      return { guide, price, nextSessionAt: next ? next.startsAt : null };
    });
    this.moment = {
      validUntil,
      priced,
      priceOf: Float64Array.from(priced, (p) => p.price ?? Number.NaN),
      orders: { rating: this.ratingOrder },
      priceRange: min <= max ? { min, max } : { min: 0, max: 0 },
    };
    return this.moment;
  }

  /** The moment's guides' positions in the order of `sort`, ties to the lower id, as `searchOrder` sorts. */
  private order(moment: Moment, sort: GuideSort): Int32Array {
    const known = moment.orders[sort];
    if (known) return known;
    const { priced } = moment;
    // Sort keys in a typed array: nulls last as infinity, descending as the negated value.
    const keys = new Float64Array(priced.length);
    for (const [position, p] of priced.entries()) {
      const value = sort === 'soonest' ? p.nextSessionAt : p.price;
      keys[position] = value === null ? Number.POSITIVE_INFINITY : sort === 'price-desc' ? -value : value;
    }
    const ordered = Int32Array.from(priced.keys()).sort(
      (a, b) => keys[a]! - keys[b]! || priced[a]!.guide.id - priced[b]!.guide.id,
    );
    moment.orders[sort] = ordered;
    return ordered;
  }
}

function cardOf(priced: PricedGuide): Omit<ListedGuideCard, 'online'> {
  priced.card ??= {
    ...priced.guide.card,
    price: priced.price,
    nextSessionAt: priced.nextSessionAt === null ? null : new Date(priced.nextSessionAt).toISOString(),
  };
  return priced.card;
}

function heldByAll(matches: TermMatch[], position: number): boolean {
  for (const match of matches) if (match.how[position] === NOT_HELD) return false;
  return true;
}

/**
 * `positions` (in the chosen order) ranked as `relevanceColumns` ranks them: relevance, then
 * closeness summed in single precision in the order of the words, then the chosen order.
 */
function rankByRelevance(positions: number[], matches: TermMatch[]): number[] {
  const relevance = new Map<number, number>();
  const closeness = new Map<number, number>();
  for (const position of positions) {
    let sum = 0;
    let close = 0;
    for (const match of matches) {
      sum += match.how[position]!;
      close = Math.fround(close + (match.closeness.get(position) ?? 0));
    }
    relevance.set(position, sum);
    closeness.set(position, close);
  }
  // Array sort is stable: equal ranks keep the chosen order.
  return positions.sort(
    (a, b) => relevance.get(a)! - relevance.get(b)! || closeness.get(b)! - closeness.get(a)!,
  );
}

/** SQL's `desc nulls last`, as a comparator. */
function descNullsLast(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return b - a;
}

function toIndexedGuide(row: GuideRow, position: number): IndexedGuide {
  return {
    position,
    id: row.id,
    searchText: row.search_text,
    pricePerSession: row.price_per_session,
    sessions: row.sessions.map(([startsAt, modality, price, hasSpot, online]) => ({
      startsAt,
      modality,
      price,
      hasSpot,
      online,
    })),
    // Price, next session and working online depend on the moment of the search: `search` fills them in.
    card: toGuideCard({ ...row, price: null, next_session_at: null, online: false }),
  };
}

const booleans = (conditions: SQL[]) =>
  sql`array[${sql.join(
    conditions.map((condition) => sql`coalesce(${condition}, false)`),
    sql`, `,
  )}]::boolean[]`;

/** Every listed guide (`profiles.listed`, as explore matches them) with their open sessions, in one snapshot. */
function guidesStatement(now: Date): SQL {
  return sql`
    select
      ${cardProfileColumns},
      ${profiles.searchText} as search_text,
      ${profiles.pricePerSession} as price_per_session,
      ${booleans(METHOD_TILES.map(profileHasMethod))} as methods,
      ${booleans(SEARCH_MODALITIES.map(profileHasModality))} as modalities,
      coalesce(${formatCondition('1:1')}, false) as one_to_one,
      coalesce(${formatCondition('group')}, false) as group_format,
      ${placeIsOnline} as place_online,
      coalesce((
        select json_agg(json_build_array(
                 (extract(epoch from ${sessions.startsAt}) * 1000)::bigint, ${sessions.modality},
                 ${sessions.price}, ${sessions.remainingSpots} > 0, ${sessions.online})
               order by ${sessions.startsAt}, ${sessions.id})
        from ${sessions}
        where ${sessions.guideId} = ${users.id} and ${isOpenSession(now)}
      ), '[]'::json) as sessions
    from ${users}
    join ${profiles} on ${profiles.userId} = ${users.id}
    where ${profiles.listed}`;
}

/** Reads that a change overtook are not tried again sooner than this: writes may be coming fast. */
const RETRY_AFTER_OVERTAKEN_MS = 2_000;
/** An index this old is read again in the background while it still answers, so it never lapses under load. */
const REFRESH_AFTER_MS = LISTING_ANSWER_TTL_MS / 2;

/**
 * The index kept current with the changes the listing answers hear: used while no change has been
 * noticed (nor written by this process) since it was read, and for no longer than the listing
 * answers are kept, so a change made without a notice shows as late as there. It is read again in
 * the background on the first search after a change, or once it is half that age. Meanwhile, and
 * while notices cannot be heard, searches read the database.
 */
export class ListedGuideIndexKeeper {
  private kept: { index: ListedGuideIndex; changesSeen: number; readAt: number } | undefined;
  private reading = false;
  private nextReadAt = 0;

  constructor(
    private readonly deps: {
      db: DbOrTx;
      clock: Clock;
      changes: ListingAnswerCache;
      background: BackgroundTasks;
    },
  ) {}

  current(): ListedGuideIndex | undefined {
    const seen = this.deps.changes.changesSeen;
    if (seen === null) return undefined;
    const kept = this.kept?.changesSeen === seen ? this.kept : undefined;
    const age = kept ? this.deps.clock.now().getTime() - kept.readAt : Number.POSITIVE_INFINITY;
    if (age >= REFRESH_AFTER_MS) this.readInBackground(seen);
    if (age < LISTING_ANSWER_TTL_MS) return kept?.index;
    // No longer usable: its memory goes back now, not when the next index replaces it.
    this.kept = undefined;
    return undefined;
  }

  private readInBackground(seen: number): void {
    if (this.reading || performance.now() < this.nextReadAt) return;
    this.reading = true;
    this.deps.background.run('explore index', async () => {
      const started = performance.now();
      const readAt = this.deps.clock.now();
      try {
        const index = await ListedGuideIndex.read(this.deps.db, readAt);
        if (this.deps.changes.changesSeen === seen) {
          const kept = { index, changesSeen: seen, readAt: readAt.getTime() };
          this.kept = kept;
          this.nextReadAt = 0;
          // An index nobody searches lapses unread: its memory goes back once it would have.
          setTimeout(() => {
            if (this.kept === kept) this.kept = undefined;
          }, LISTING_ANSWER_TTL_MS).unref();
        } else {
          this.nextReadAt = started + RETRY_AFTER_OVERTAKEN_MS;
        }
      } finally {
        this.reading = false;
      }
    });
  }
}
