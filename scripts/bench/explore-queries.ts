/**
 * Explore searches that never repeat: combinations of every filter explore offers, drawn in a fixed
 * pseudo-random order, so the load measures reading the database rather than answers kept from an
 * identical earlier search.
 */
import { EXPLORE_CATEGORIES, METHOD_TILES, SEARCH_MODALITIES } from '../../src/contract/catalog';

const TEXTS = [
  '',
  'reiki',
  'ana',
  'silva',
  'joao',
  'sound',
  'maria santos',
  'breath',
  'costa',
  'gong',
  'inês',
  'pedro',
];
const NARROWINGS = [
  '',
  ...EXPLORE_CATEGORIES.map((c) => `category=${encodeURIComponent(c)}`),
  ...SEARCH_MODALITIES.map((m) => `modality=${m.value}`),
  ...METHOD_TILES.map((t) => `method=${t.id}`),
];
const FORMATS = ['', 'format=1:1', 'format=group', 'format=1:1,group'];
const PRICES = ['', 'maxPrice=4000', 'minPrice=3000&maxPrice=8000', 'minPrice=6000'];
const DATE_OFFSETS_DAYS = [null, 1, 3, 7, 14];
const SORTS = ['rating', 'price-asc', 'price-desc', 'soonest'];
const PAGES = [1, 2, 3];

/** mulberry32: a small deterministic generator, so every run asks the same searches in the same order. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` different explore addresses; `lisbonDate(days)` gives the date filter's value. */
export function distinctExploreQueries(count: number, lisbonDate: (days: number) => string): string[] {
  const random = generator(2026);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const found = new Set<string>();
  while (found.size < count) {
    const text = pick(TEXTS);
    const days = pick(DATE_OFFSETS_DAYS);
    const parts = [
      text ? `q=${encodeURIComponent(text)}` : '',
      pick(NARROWINGS),
      pick(FORMATS),
      pick(PRICES),
      days === null ? '' : `date=${lisbonDate(days)}`,
      `sort=${pick(SORTS)}`,
      `page=${pick(PAGES)}`,
    ];
    found.add(`/api/practitioners?${parts.filter(Boolean).join('&')}`);
  }
  return [...found];
}
