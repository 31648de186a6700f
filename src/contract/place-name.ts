import type { Locale } from './locales';

/**
 * Where a guide works, as cards, profiles and page titles name it: "Graça, Lisbon", or the city
 * alone. A place is named once: when the neighbourhood and the city are the same ("Cascais",
 * never "Cascais, Cascais"), or one holds the other's whole words ("Cascais Centre", not "Cascais
 * Centre, Cascais"), the longer name stands alone. Case and accents do not tell names apart.
 */
export function placeName(neighbourhood: string | null | undefined, city: string): string {
  const area = neighbourhood?.trim() ?? '';
  const town = city.trim();
  if (!area) return town;
  if (!town) return area;
  const areaWords = wordsOf(area);
  const townWords = wordsOf(town);
  if (areaWords === townWords) return town;
  if (holdsWords(areaWords, townWords)) return area;
  if (holdsWords(townWords, areaWords)) return town;
  return `${area}, ${town}`;
}

/** Lower case, without accents, split into words: "São Bento" is " sao bento ". */
function wordsOf(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return ` ${words.join(' ')} `;
}

/** Whole words only: "Sé" is not held by "Sesimbra". */
function holdsWords(longer: string, shorter: string): boolean {
  return shorter.trim() !== '' && longer.includes(shorter);
}

/**
 * The towns of the place list whose name Portuguese writes differently; the others (Cascais, Sintra, Oeiras…)
 * are Portuguese names in either language. Guides' places are stored with the English town, as the place list
 * names it.
 */
const PORTUGUESE_TOWN_NAMES: Readonly<Record<string, string>> = { Lisbon: 'Lisboa' };

/** A place as `placeName` writes it, with its town as the reader's language names it: "Alfama, Lisboa". */
export function placeInLanguage(place: string, locale: Locale): string {
  if (locale !== 'pt-PT') return place;
  const comma = place.lastIndexOf(', ');
  const town = place.slice(comma + (comma === -1 ? 1 : 2));
  const named = PORTUGUESE_TOWN_NAMES[town];
  return named ? place.slice(0, place.length - town.length) + named : place;
}
