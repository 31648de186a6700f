import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestWorld } from '../testing/test-app';
import { queryRows } from './raw-query';
import { spelledAsSearchWords, typoFormOf } from './text-search';
import {
  STRICT_WORD_SIMILARITY_THRESHOLD,
  strictWordSimilarity,
  trigramsOf,
  wordsOf,
} from './trigram-similarity';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

/** A few letters, so that words share trigrams and similarities spread over the whole range. */
const word = fc.string({
  unit: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'r', 'o', '1'),
  minLength: 1,
  maxLength: 9,
});
/** Texts as stored, with what `searchWordsOf` turns into spaces: punctuation, accents, other scripts. */
const storedText = fc
  .array(fc.oneof(word, fc.constantFrom(' ', '  ', '-', '%', 'ø', 'ß', 'ё', '中文', '😀', "'")), {
    maxLength: 12,
  })
  .map((parts) => parts.join(' '));

async function postgresAnswers(pairs: [string, string][]): Promise<{ similarity: number; close: boolean }[]> {
  const rows = await queryRows<{ similarity: number; close: boolean }>(
    world.db,
    sql`select strict_word_similarity(p.pattern, regexp_replace(p.text, '[^a-z0-9]+', ' ', 'g')) as similarity,
               regexp_replace(p.text, '[^a-z0-9]+', ' ', 'g') %>> p.pattern as close
        from unnest(${`{${pairs.map(([p]) => JSON.stringify(p)).join(',')}}`}::text[],
                    ${`{${pairs.map(([, t]) => JSON.stringify(t)).join(',')}}`}::text[])
             with ordinality as p(pattern, text, n)
        order by p.n`,
  );
  // PostgreSQL sends a real as its shortest decimal text, which names one single-precision number.
  return rows.map((row) => ({ similarity: Math.fround(Number(row.similarity)), close: row.close }));
}

describe('strictWordSimilarity', () => {
  it("answers as pg_trgm's strict_word_similarity and %>> do, to the last bit", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(word, storedText), { minLength: 1, maxLength: 40 }),
        async (pairs) => {
          const expected = await postgresAnswers(pairs);
          const actual = pairs.map(([pattern, text]) => {
            const similarity = strictWordSimilarity(
              new Set(trigramsOf([pattern]).trigrams),
              trigramsOf(wordsOf(spelledAsSearchWords(text))),
            );
            return { similarity, close: similarity >= STRICT_WORD_SIMILARITY_THRESHOLD };
          });
          expect(actual).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('knows the issue examples and refuses a word too far', async () => {
    const near = (pattern: string, text: string) =>
      strictWordSimilarity(new Set(trigramsOf([pattern]).trigrams), trigramsOf(wordsOf(text)));
    expect(near('breathwrk', 'breathwork')).toBeGreaterThanOrEqual(0.5);
    expect(near('meditaton', 'guided meditation')).toBeGreaterThanOrEqual(0.5);
    expect(near('machdo', 'ines machado')).toBeGreaterThanOrEqual(0.5);
    expect(near('sound', 'ana sousa')).toBeLessThan(0.5);
  });
});

describe('typoFormOf', () => {
  it('forgives typos in words of four to forty letters and digits only', () => {
    expect(typoFormOf('machado,')).toBe('machado');
    expect(typoFormOf('ines')).toBe('ines');
    expect(typoFormOf('sao-paulo')).toBeUndefined();
    expect(typoFormOf('ana')).toBeUndefined();
    expect(typoFormOf('x'.repeat(41))).toBeUndefined();
    expect(typoFormOf('中文中文')).toBeUndefined();
  });
});
