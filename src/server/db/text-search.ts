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

/**
 * As `storedTextHas`, for a word already passed through `escapeLike`: a statement built once takes
 * it as a placeholder.
 */
export function storedTextHasEscaped(column: AnyColumn, escapedWord: string | Placeholder): SQL {
  return sql`${column} like '%' || lower(luz_unaccent(${escapedWord})) || '%'`;
}
