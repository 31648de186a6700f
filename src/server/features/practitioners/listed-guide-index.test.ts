import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_CATEGORIES, METHOD_TILES, SEARCH_MODALITIES } from '../../../contract/catalog';
import { PractitionerSearchQuery, type PractitionerSearchResult } from '../../../contract/practitioners';
import { lisbonDate } from '../../lisbon-time';
import { createBooking, createGuide, createReview, createSession } from '../../testing/fixtures';
import { TestWorld } from '../../testing/test-app';
import { hours, minutes } from '../../testing/test-clock';
import { ListedGuideIndex, type ListedGuideIndexKeeper } from './listed-guide-index';
import { PractitionerService } from './service';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
  await createMarketplace();
});
afterAll(() => world.close());

const NAMES = [
  'Inês Sá',
  'João Gonçalves',
  'Ana Silva',
  'Zoë 50% Costa',
  'Maria_Santos',
  'Pedro Luz',
  'Sofia',
];
const SUBCATEGORIES = [
  null,
  'Reiki',
  'Singing bowls',
  'Crystal Healing',
  'Guided meditação',
  'Thai massage',
  'Gong',
];
const FORMATS = [null, '1:1 Sessions', 'Group Sessions', '1:1 & Group'];
const MODALITIES = SEARCH_MODALITIES.map((m) => m.label);

/**
 * Guides of every kind explore tells apart: names and subcategories with accents and LIKE's own
 * characters, every format, with and without a usual price and reviews, unlisted ones, and sessions
 * that have started, are full, private, cancelled, of every modality, on shared days.
 */
async function createMarketplace(): Promise<void> {
  const pick = <T>(values: readonly T[], i: number): T => values[i % values.length]!;
  for (let i = 0; i < 28; i++) {
    const guide = await createGuide(world, {
      name: `${pick(NAMES, i)} ${i}`,
      category: i % 9 === 0 ? null : pick(APPLICATION_CATEGORIES, i),
      subcategory: pick(SUBCATEGORIES, i),
      sessionFormat: pick(FORMATS, i),
      pricePerSession: i % 5 === 0 ? null : 2000 + (i % 7) * 500,
      modalities: i % 3 === 0 ? [pick(MODALITIES, i), 'Shiatsu'] : [],
      isApproved: i % 11 !== 10,
    });
    for (let j = 0; j < i % 6; j++) {
      const kind = (i + j) % 7;
      await createSession(world, guide, {
        startsIn: kind === 0 ? -minutes(30) : hours(2 + ((i * 37 + j * 13) % 480)),
        modality: pick(MODALITIES, i + j),
        price: 1500 + ((i + j) % 6) * 1000,
        capacity: 4,
        remainingSpots: kind === 1 ? 0 : 4,
        status: kind === 2 ? 'cancelled' : 'scheduled',
        ...(kind === 3 ? { requestedBy: guide.id } : {}),
      });
    }
    if (i % 4 === 1) {
      const past = await createSession(world, guide, { startsIn: -hours(72), status: 'completed' });
      for (const rating of [5, 4 - (i % 3)]) {
        const booking = await createBooking(world, past, await world.createUser(), 'completed');
        await createReview(world, booking, guide.id, Math.max(1, rating));
      }
    }
  }
}

/** Mostly nothing chosen, so most searches find guides; sometimes each filter. */
const sometimes = <T>(none: T, ...values: T[]) =>
  fc.oneof({ arbitrary: fc.constant(none), weight: 3 }, { arbitrary: fc.constantFrom(...values), weight: 1 });

const query = fc
  .record({
    q: sometimes('', 'ines', 'Inês', 'joão', 'SILVA', 'a', '50%', 'maria_', 'x_y', 'reiki gong', 'sá 1'),
    category: sometimes('', 'all', 'reiki', 'Sound Healing', 'Yoga', 'Unheard of'),
    method: sometimes('', ...METHOD_TILES.map((t) => t.id)),
    modality: sometimes('', ...SEARCH_MODALITIES.map((m) => m.value)),
    days: sometimes<number | null>(null, 0, 1, 2, 3, 5, 8, 13),
    format: sometimes('', '1:1', 'group', '1:1,group'),
    minPrice: sometimes<number | null>(null, 0, 2000, 2600, 3500, 5000),
    maxPrice: sometimes<number | null>(null, 1500, 3000, 4500, 8000),
    sort: fc.constantFrom('rating', 'price-asc', 'price-desc', 'soonest'),
    page: fc.integer({ min: 1, max: 3 }),
    pageSize: fc.integer({ min: 1, max: 8 }),
  })
  .map(({ days, minPrice, maxPrice, ...rest }) => {
    const raw: Record<string, unknown> = { ...rest };
    if (days !== null) raw.date = lisbonDate(new Date(world.clock.now().getTime() + hours(24 * days)));
    if (minPrice !== null) raw.minPrice = minPrice;
    if (maxPrice !== null) raw.maxPrice = maxPrice;
    for (const [key, value] of Object.entries(raw)) if (value === '') delete raw[key];
    return PractitionerSearchQuery.parse(raw);
  });

/** The answer, or the message of the error it was refused with. */
async function outcome(read: () => Promise<PractitionerSearchResult>): Promise<unknown> {
  try {
    return await read();
  } catch (error) {
    return { refused: (error as Error).message };
  }
}

describe('explore answered from memory', () => {
  it('answers every search exactly as the database does, as time passes', async () => {
    const fromDatabase = new PractitionerService({ db: world.db, clock: world.clock });
    const index = await ListedGuideIndex.read(world.db, world.clock.now());
    const fromMemory = new PractitionerService({
      db: world.db,
      clock: world.clock,
      guideIndex: { current: () => index } as unknown as ListedGuideIndexKeeper,
    });
    let found = 0;
    await fc.assert(
      fc.asyncProperty(query, fc.integer({ min: 0, max: 20 }), async (search, later) => {
        world.clock.advance(minutes(later));
        const expected = await outcome(() => fromDatabase.search(search));
        expect(await outcome(() => fromMemory.search(search))).toEqual(expected);
        if (((expected as Partial<PractitionerSearchResult>).items?.length ?? 0) > 0) found++;
      }),
      { numRuns: 300 },
    );
    // The searches compared were mostly ones that find guides, not empty pages.
    expect(found).toBeGreaterThan(100);
  });

  it('refuses what the database path refuses, with the same messages', async () => {
    const index = await ListedGuideIndex.read(world.db, world.clock.now());
    const search = (raw: Record<string, unknown>) => () =>
      Promise.resolve(index.search(PractitionerSearchQuery.parse(raw), [], world.clock.now()));
    expect(await outcome(search({ method: 'astrology' }))).toEqual({
      refused: `Unknown method. Use one of: ${METHOD_TILES.map((t) => t.id).join(', ')}`,
    });
    expect(await outcome(search({ modality: 'tarot' }))).toMatchObject({
      refused: expect.stringMatching(/^Unknown modality/),
    });
    expect(await outcome(search({ date: '2026-02-30' }))).toEqual({
      refused: 'Use a real date, like 2026-05-01',
    });
    expect(await outcome(search({ minPrice: 5000, maxPrice: 4000 }))).toEqual({
      refused: 'The minimum price cannot be higher than the maximum price',
    });
  });
});
