import { and, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuideSearchQuery } from '../../../contract/guides';
import { queryRows } from '../../db/raw-query';
import { profiles } from '../../db/schema';
import { applicationInput, createGuide, type Guide, reviewGuide, uniqueTag } from '../../testing/fixtures';
import { type Json, TestWorld } from '../../testing/test-app';
import { searchConditions } from './search-filters';
import { storedSpellingOf } from './search-statement';

let world: TestWorld;
let admin: Awaited<ReturnType<TestWorld['signedIn']>>['client'];
beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

let sessionDay = 10;

/** A guide as a real one comes to be listed: signs up, applies, is approved, publishes a session. */
async function approvedGuide(answers: {
  fullName: string;
  category: string;
  subcategory: string;
}): Promise<number> {
  const tag = uniqueTag();
  const guide = world.client();
  const registered = await guide.post('/api/register', {
    username: `guide_${tag}`,
    email: `guide.${tag}@example.com`,
    password: 'a calm password',
    role: 'practitioner',
    name: answers.fullName,
  });
  expect(registered.status).toBe(201);
  const applied = await guide.post('/api/guide-application', applicationInput(answers));
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const approved = await admin.patch(`/api/admin/guide-applications/${applied.body.id}`, {
    status: 'approved',
  });
  expect(approved.status).toBe(200);
  const sessionDate = new Date(world.clock.now().getTime() + sessionDay++ * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const published = await guide.post('/api/sessions', {
    title: `${answers.category} by the river`,
    description: 'An unhurried session for every level.',
    location: 'Rua da Graça 12, Lisbon',
    modality: answers.category,
    sessionDate,
    startTime: '10:00',
    endTime: '11:00',
    price: 3000,
    capacity: 6,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(201);
  return registered.body.id;
}

async function search(params: Record<string, string | number>): Promise<Json> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await world.client().get(`/api/practitioners?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function idsFound(q: string, params: Record<string, string | number> = {}): Promise<number[]> {
  return (await search({ q, pageSize: 48, ...params })).items.map((card: Json) => card.id);
}

describe('GET /api/practitioners: typos are forgiven', () => {
  // Each test's guides carry a word of their own in their name, searched beside the typo, so that
  // only they can be found.
  it('finds "breathwrk", "meditaton" and "ines machdo" as a seeker meant them', async () => {
    const tag = uniqueTag();
    const breath = await approvedGuide({
      fullName: `Rita Monteiro ${tag}`,
      category: 'Breathwork',
      subcategory: 'Pranayama',
    });
    const meditation = await approvedGuide({
      fullName: `Tomás Rocha ${tag}`,
      category: 'Meditation',
      subcategory: 'Vipassana',
    });
    const ines = await approvedGuide({
      fullName: `Inês Machado ${tag}`,
      category: 'Reiki',
      subcategory: 'Usui',
    });

    expect(await idsFound(`breathwrk ${tag}`)).toEqual([breath]);
    expect(await idsFound(`meditaton ${tag}`)).toEqual([meditation]);
    expect(await idsFound(`ines machdo ${tag}`)).toEqual([ines]);
    expect(await idsFound(`INÊS MACHDO ${tag}`)).toEqual([ines]);
    // The typo is forgiven in the word as it stands, as in a tag misspelt in turn.
    expect(await idsFound(`machado ${tag.slice(0, 5)}x`)).toEqual([ines]);
  });

  it('does not find what is too far from the words searched', async () => {
    const tag = uniqueTag();
    const sousa = await approvedGuide({
      fullName: `Ana Sousa ${tag}`,
      category: 'Meditation',
      subcategory: 'Vipassana',
    });

    for (const near of ['sousaa', 'medtation', 'vipasana'])
      expect(await idsFound(`${near} ${tag}`)).toEqual([sousa]);
    // Other words, or too few of their letters in place.
    for (const far of ['sauna', 'susa', 'meditn', 'breathwork', 'sound']) {
      expect(await idsFound(`${far} ${tag}`), far).toEqual([]);
    }
    // Three letters are matched exactly only: "sou" is in her name, "sos" is no typo of it.
    expect(await idsFound(`sou ${tag}`)).toEqual([sousa]);
    expect(await idsFound(`sos ${tag}`)).toEqual([]);
  });

  it('ranks word starts, then words inside words, then typos by closeness, then the chosen order', async () => {
    const tag = uniqueTag();
    const guide = async (name: string, subcategory: string, ratings: number[], pricePerSession = 5000) => {
      const created: Guide = await createGuide(world, {
        name: `${name} ${tag}`,
        category: 'Energy Healing',
        subcategory,
        pricePerSession,
      });
      await reviewGuide(world, created, ratings);
      return created.id;
    };
    // Better rated, and cheaper, the further they are from "reiki": either order alone would put them
    // backwards.
    const fuzzyFar = await guide('Ana', 'Reikl Tera', [5, 5, 5], 1000);
    const fuzzyNear = await guide('Bea', 'Reikki', [5, 5], 2000);
    const inside = await guide('Carla', 'Usuireiki', [5], 3000);
    const startsLow = await guide('Dora', 'Reiki', [2], 4000);
    const startsHigh = await guide('Eva', 'Reiki Usui', [4], 5000);

    expect(await idsFound(`reiki ${tag}`)).toEqual([startsHigh, startsLow, inside, fuzzyNear, fuzzyFar]);
    // Ties keep the chosen order: the cheaper word start first.
    const ranked = [startsLow, startsHigh, inside, fuzzyNear, fuzzyFar];
    expect(await idsFound(`reiki ${tag}`, { sort: 'price-asc' })).toEqual(ranked);
    // Without words the order is the chosen one, as it always was.
    const byRating = await idsFound('', { sort: 'rating', pageSize: 48 });
    const ours = byRating.filter((id) => ranked.includes(id));
    expect(ours).toEqual([fuzzyFar, fuzzyNear, inside, startsHigh, startsLow]);

    // Pages of a ranked search follow one another: no guide twice, none left out.
    const pages: number[] = [];
    for (const page of [1, 2, 3]) {
      const body = await search({ q: `reiki ${tag}`, sort: 'price-asc', pageSize: 2, page });
      expect(body.total).toBe(5);
      pages.push(...body.items.map((card: Json) => card.id));
    }
    expect(pages).toEqual(ranked);
    expect(await search({ q: `reiki ${tag}`, pageSize: 2, page: 4 })).toMatchObject({ items: [], total: 5 });
  });

  it('answers hostile searches calmly: long words, many words, odd Unicode', async () => {
    const tag = uniqueTag();
    const ines = await approvedGuide({
      fullName: `Inês Machado ${tag}`,
      category: 'Reiki',
      subcategory: 'Usui',
    });
    // Words past the sixth are not read; a word too long to be a typo is matched exactly only.
    expect(await idsFound(`${tag} ines machdo reiki usui machado extra words`)).toEqual([ines]);
    expect(await idsFound(`${tag} ${'machado'.repeat(13)}`)).toEqual([]);
    for (const odd of ['😀', '中文', 'ёлка', '\u202e', 'e\u0301', 'Ｍａｃｈａｄｏ', '%00', '\\', '\u0000']) {
      const res = await world.client().get(`/api/practitioners?q=${encodeURIComponent(`${tag} ${odd}`)}`);
      expect(res.status, odd).toBeLessThan(500);
    }
    // A lone half of a surrogate pair, and bytes that are no UTF-8 at all.
    for (const raw of ['%ED%A0%BD', '%FF%FE']) {
      const res = await world.client().get(`/api/practitioners?q=${tag}${raw}`);
      expect(res.status, raw).toBeLessThan(500);
    }
  });
});

describe('explore with a typo on the database', () => {
  it('looks the typo up in the trigram index, not row by row', async () => {
    const query = GuideSearchQuery.parse({ q: 'meditaton' });
    const terms = await storedSpellingOf(world.db, query.q);
    const { guide } = searchConditions(query, terms, world.clock.now());
    let plan = '';
    await world.db
      .transaction(async (tx) => {
        // So few rows are cheaper read whole, or through any index on `listed`: the question is
        // whether the trigram index can answer, so the others are dropped for this transaction.
        await tx.execute(sql`set local enable_seqscan = off`);
        for (const index of ['open_session', 'card_price', 'rating', 'category']) {
          await tx.execute(sql.raw(`drop index profiles_listed_${index}_idx`));
        }
        const rows = await queryRows<Record<string, string>>(
          tx,
          sql`explain select ${profiles.userId} from ${profiles} where ${and(profiles.listed, ...guide)}`,
        );
        plan = rows.map((row) => Object.values(row)[0]).join('\n');
        tx.rollback();
      })
      .catch(() => {});
    expect(plan).toContain('BitmapOr');
    expect(plan).toMatch(
      /Bitmap Index Scan on profiles_listed_search_words_trgm_idx[^\n]*\n\s+Index Cond: [^\n]*%>> 'meditaton'/,
    );
  });
});
