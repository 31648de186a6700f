/**
 * pg_trgm's `strict_word_similarity` (and so its `<<%` and `%>>` operators) in JavaScript, for
 * answers made in memory that must agree with the database to the last bit (decision 052).
 *
 * It follows pg_trgm's own definition: each word is padded with two spaces before and one after and
 * cut into trigrams; the similarity of a pattern to a text is the best, over every run of whole
 * consecutive words of the text, of |common trigrams| / |trigrams of the pattern or of the run|,
 * computed in single precision as PostgreSQL does. Both sides must already be spelled as
 * `searchWordsOf` spells them (lower-case ASCII letters and digits, words one space apart), where
 * every PostgreSQL locale splits words the same way and no trigram is hashed.
 */

/** pg_trgm's default `pg_trgm.strict_word_similarity_threshold`, which `<<%` and `%>>` compare with. */
export const STRICT_WORD_SIMILARITY_THRESHOLD = 0.5;

const LEFT_BOUND = 1;
const RIGHT_BOUND = 2;

/** The trigrams of `words` in order, with each word's first and last one marked. */
export function trigramsOf(words: readonly string[]): { trigrams: string[]; bounds: Uint8Array } {
  const trigrams: string[] = [];
  const marks: number[] = [];
  for (const word of words) {
    const padded = `  ${word} `;
    const first = trigrams.length;
    for (let i = 0; i + 3 <= padded.length; i++) {
      trigrams.push(padded.slice(i, i + 3));
      marks.push(0);
    }
    marks[first]! |= LEFT_BOUND;
    marks[trigrams.length - 1]! |= RIGHT_BOUND;
  }
  return { trigrams, bounds: Uint8Array.from(marks) };
}

/** The words of a text spelled by `searchWordsOf`. */
export function wordsOf(text: string): string[] {
  return text.split(' ').filter(Boolean);
}

/** PostgreSQL's `count / (len1 + len2 - count)` in single precision. */
function similarityOf(count: number, patternLength: number, extentLength: number): number {
  return Math.fround(count / (patternLength + extentLength - count));
}

/** `strict_word_similarity(pattern, text)`: see the module's comment. */
export function strictWordSimilarity(
  patternTrigrams: ReadonlySet<string>,
  text: { trigrams: readonly string[]; bounds: Uint8Array },
): number {
  const { trigrams, bounds } = text;
  const patternLength = patternTrigrams.size;
  if (patternLength === 0 || trigrams.length === 0) return 0;
  // Each distinct trigram of the text gets an id; `found` says whether the pattern has it.
  const ids = new Map<string, number>();
  const idOf = new Int32Array(trigrams.length);
  const found: boolean[] = [];
  for (const [i, trigram] of trigrams.entries()) {
    let id = ids.get(trigram);
    if (id === undefined) {
      id = ids.size;
      ids.set(trigram, id);
      found.push(patternTrigrams.has(trigram));
    }
    idOf[i] = id;
  }
  // pg_trgm's iterate_word_similarity, strict: the extent starts and ends on word bounds, and its
  // start moves right whenever that gives a better similarity.
  const lastAt = new Int32Array(ids.size).fill(-1);
  let lower = 0;
  let count = 0;
  let extentLength = 0;
  let best = 0;
  for (let i = 0; i < trigrams.length; i++) {
    const id = idOf[i]!;
    if (lastAt[id]! < 0) {
      extentLength++;
      if (found[id]) count++;
    }
    lastAt[id] = i;
    if (!(bounds[i]! & RIGHT_BOUND)) continue;
    let current = similarityOf(count, patternLength, extentLength);
    let tryCount = count;
    let tryLength = extentLength;
    const previousLower = lower;
    for (let start = lower; start <= i; start++) {
      if (bounds[start]! & LEFT_BOUND) {
        const tried = similarityOf(tryCount, patternLength, tryLength);
        if (tried > current) {
          current = tried;
          extentLength = tryLength;
          lower = start;
          count = tryCount;
        }
      }
      const startId = idOf[start]!;
      if (lastAt[startId] === start) {
        tryLength--;
        if (found[startId]) tryCount--;
      }
    }
    best = Math.max(best, current);
    for (let start = previousLower; start < lower; start++) {
      const startId = idOf[start]!;
      if (lastAt[startId] === start) lastAt[startId] = -1;
    }
  }
  return best;
}
