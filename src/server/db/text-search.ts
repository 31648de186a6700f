import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';

/** `\`, `%` and `_` are LIKE's own characters; a search for "50%" means the characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The words of a search box, at most `max` of them (each one is another pass over the text). */
export function searchWords(q: string | undefined, max: number): string[] {
  return (q ?? '').split(/\s+/).filter(Boolean).slice(0, max);
}

/**
 * `word` occurs in `text`, ignoring case and accents ("sao" finds "São"). `text` must already be
 * wrapped in `luz_unaccent` (migration 0001), so an index on that expression can answer it.
 */
export function unaccentedTextHas(text: SQL, word: string): SQL {
  return sql`${text} ilike '%' || luz_unaccent(${escapeLike(word)}) || '%'`;
}

/**
 * As `unaccentedTextHas`, for a column that stores its text already unaccented and in lower case
 * (with a trigram index of its own): a plain LIKE, no function call per row.
 */
export function storedTextHas(column: AnyColumn, word: string): SQL {
  return storedTextHasEscaped(column, escapeLike(word));
}

/** As `storedTextHas`, where `word` begins the stored text or follows a space in it. */
export function storedTextHasWordStarting(column: AnyColumn, word: string): SQL {
  return sql`(' ' || ${column}) like '% ' || lower(luz_unaccent(${escapeLike(word)})) || '%'`;
}

/**
 * As `storedTextHas`, for a word already passed through `escapeLike`: a statement built once takes
 * it as a placeholder.
 */
export function storedTextHasEscaped(column: AnyColumn, escapedWord: string | Placeholder): SQL {
  return sql`${column} like '%' || lower(luz_unaccent(${escapedWord})) || '%'`;
}

/**
 * A stored search text with every run of characters other than ASCII letters and digits made one
 * space: the words a typo is forgiven in (decision 052). pg_trgm splits words by the database's
 * locale, which differs between installations for letters `luz_unaccent` leaves (Greek, Cyrillic,
 * CJK); on this spelling every locale, and `spelledAsSearchWords`, split alike. The trigram index
 * `profiles_listed_search_words_trgm_idx` is on this very expression.
 */
export function searchWordsOf(column: AnyColumn | SQL): SQL {
  return sql`regexp_replace(${column}, '[^a-z0-9]+', ' ', 'g')`;
}

/** `searchWordsOf` in JavaScript, for a text already in lower case and unaccented. */
export function spelledAsSearchWords(text: string): string {
  return text.replace(/[^a-z0-9]+/g, ' ');
}

/**
 * Shorter words are matched exactly only: a typo in three letters leaves too few trigrams to tell
 * what was meant. Longer ones cost the index one lookup per letter and are no real word.
 */
export const TYPO_WORD_LENGTH = { min: 4, max: 40 } as const;

const TYPO_WORD = new RegExp(`^[a-z0-9]{${TYPO_WORD_LENGTH.min},${TYPO_WORD_LENGTH.max}}$`);

/**
 * The spelling a search word (lower case, unaccented) is compared with others in when it may hold
 * a typo, or undefined when only exact matches count: a word of letters and digits alone (edge
 * punctuation aside, "machado," is "machado") within `TYPO_WORD_LENGTH`.
 */
export function typoFormOf(word: string): string | undefined {
  const form = spelledAsSearchWords(word).trim();
  return TYPO_WORD.test(form) ? form : undefined;
}

/**
 * A word of the stored text is close to `form` (a `typoFormOf`): pg_trgm's strict word similarity
 * at its default threshold, which the trigram index on `searchWordsOf(column)` answers.
 */
export function storedTextNear(column: AnyColumn, form: string): SQL {
  return sql`${searchWordsOf(column)} %>> ${form}`;
}

/** How close the closest words of the stored text are to `form`, as `strictWordSimilarity` computes it. */
export function storedTextCloseness(column: AnyColumn, form: string): SQL {
  return sql`strict_word_similarity(${form}, ${searchWordsOf(column)})`;
}
