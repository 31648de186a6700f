import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_CATEGORIES, METHOD_TILES, SEARCH_MODALITIES } from '../../../contract/catalog';
import { GuideSearchQuery, type GuideSearchResult } from '../../../contract/guides';
import { lisbonDate } from '../../../contract/lisbon-time';
import { PLACE_AREAS } from '../../../contract/places';
import { english } from '../../testing/english';
import { createBooking, createGuide, createReview, createSession } from '../../testing/fixtures';
import { TestWorld } from '../../testing/test-app';
import { hours, minutes } from '../../testing/test-clock';
import { ListedGuideIndex } from './listed-guide-index';
import { searchDatabase, storedSpellingOf } from './search-statement';

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
  'Inês Machado',
  'Léa Ёлена-中文 😀',
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
/** Places of every area, none, and one written before the list (it lies in no area). */
const NEIGHBOURHOODS = [
  'Alfama',
  null,
  'Belém',
  'Cascais',
  'Estoril',
  'Costa da Caparica',
  'Online',
  'Arroios',
  'Marquês de Pombal',
  'Graça',
];
/** Every search modality's label, and session modalities no search names (crystal sessions are filed as Energy Healing). */
const MODALITIES = [...SEARCH_MODALITIES.map((m) => m.label), 'Energy Healing', 'Movement Therapy'];
/** Every session of the marketplace: searches for a modality on a day draw from them. */
const createdSessions: { modality: string; startsAt: Date }[] = [];

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
      neighbourhood: pick(NEIGHBOURHOODS, i),
      pricePerSession: i % 5 === 0 ? null : 2000 + (i % 7) * 500,
      modalities: i % 3 === 0 ? [pick(MODALITIES, i), 'Shiatsu'] : [],
      isApproved: i % 11 !== 10,
      // Some work from the place "Online", whatever their sessions.
      ...(i % 8 === 5 ? { neighbourhood: i % 16 === 5 ? 'Online' : 'online' } : {}),
    });
    for (let j = 0; j < i % 6; j++) {
      const kind = (i + j) % 7;
      const session = await createSession(world, guide, {
        startsIn: kind === 0 ? -minutes(30) : hours(2 + ((i * 37 + j * 13) % 480)),
        modality: pick(MODALITIES, i + j),
        price: 1500 + ((i + j) % 6) * 1000,
        capacity: 4,
        remainingSpots: kind === 1 ? 0 : 4,
        status: kind === 2 ? 'cancelled' : 'scheduled',
        ...(kind === 3 ? { requestedBy: guide.id } : {}),
        // Online ones of every kind: started, full, cancelled, private, open.
        ...((i + j) % 3 === 0 ? { meetingUrl: `https://meet.jit.si/luz-${i}-${j}` } : {}),
      });
      createdSessions.push(session);
    }
    // Every guide has an open session, so most days searched for hold some.
    createdSessions.push(
      await createSession(world, guide, {
        startsIn: hours(6 + ((i * 29) % 300)),
        modality: pick(MODALITIES, i + 1),
      }),
    );
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

const MODALITY_VALUES = SEARCH_MODALITIES.map((m) => m.value);

/** Words with typos in them, close to the marketplace's names, categories and subcategories or not. */
const TYPOS = [
  'meditaton',
  'breathwrk',
  'ines machdo',
  'gonsalves',
  'reikki',
  'crystl healng',
  'sillva',
  'massge',
  'singng',
  'sound',
  'machdo 1',
];
/** Words no locale splits alike, and words too long to be forgiven a typo. */
const ODD_WORDS = ['ёлена', '中文', 'lea😀', `${'machado'.repeat(6)}`, 'ines, machado!'];

/** The search modality a session of `modality` is found by: crystal healers' sessions are Energy Healing. */
function searchModalityOf(modality: string): string | undefined {
  if (modality === 'Energy Healing') return 'crystal-healing';
  return SEARCH_MODALITIES.find((m) => m.label === modality)?.value;
}

/**
 * The day and modality of one of the marketplace's sessions (its own modality, or another), so
 * that searches for a modality on a day find guides, and guides with other sessions that day.
 */
const modalityOnDay = fc
  .record({ session: fc.nat(), own: fc.boolean(), other: fc.constantFrom(...MODALITY_VALUES) })
  .map(({ session, own, other }) => {
    const { modality, startsAt } = createdSessions[session % createdSessions.length]!;
    return { modality: (own && searchModalityOf(modality)) || other, date: lisbonDate(startsAt) };
  });

/**
 * Searches of every filter; `onDay` ones always ask for a modality on a day, where the two combine,
 * and leave out the words and vocabulary filters, which would leave them few guides to tell apart.
 */
const searchOf = (onDay: boolean) =>
  fc.record({
    q: onDay
      ? fc.constant('')
      : fc.oneof(
          { arbitrary: fc.constant(''), weight: 3 },
          {
            arbitrary: fc.constantFrom(
              'ines',
              'Inês',
              'joão',
              'SILVA',
              'a',
              '50%',
              'maria_',
              'x_y',
              'reiki gong',
              'sá 1',
              'alfama',
              'BELEM',
              'cascais',
              'lisbon',
              'marques',
              'online',
            ),
            weight: 1,
          },
          { arbitrary: fc.constantFrom(...TYPOS, ...ODD_WORDS), weight: 2 },
        ),
    category: onDay ? fc.constant('') : sometimes('', 'all', 'reiki', 'Sound Healing', 'Yoga', 'Unheard of'),
    method: onDay ? fc.constant('') : sometimes('', ...METHOD_TILES.map((t) => t.id)),
    modality: onDay ? fc.constant('') : sometimes('', ...MODALITY_VALUES),
    days: onDay ? fc.constant(null) : sometimes<number | null>(null, 0, 1, 2, 3, 5, 8, 13),
    modalityOnDay: onDay ? modalityOnDay : fc.constant(undefined),
    format: sometimes('', '1:1', 'group', '1:1,group'),
    area: onDay ? fc.constant('') : sometimes('', 'all', ...PLACE_AREAS.map((a) => a.id), 'Cascais-Sintra'),
    online: sometimes('', 'true', 'false'),
    minPrice: sometimes<number | null>(null, 0, 2000, 2600, 3500, 5000),
    maxPrice: sometimes<number | null>(null, 1500, 3000, 4500, 8000),
    sort: fc.constantFrom('rating', 'price-asc', 'price-desc', 'soonest'),
    // A modality on a day matches few guides: their first page is where they show.
    page: onDay ? fc.constant(1) : fc.integer({ min: 1, max: 3 }),
    pageSize: fc.integer({ min: 1, max: 8 }),
  });

const query = fc
  .oneof({ arbitrary: searchOf(false), weight: 3 }, { arbitrary: searchOf(true), weight: 1 })
  .map(({ days, modalityOnDay, minPrice, maxPrice, ...rest }) => {
    const raw: Record<string, unknown> = { ...rest, ...modalityOnDay };
    if (days !== null) raw.date = lisbonDate(new Date(world.clock.now().getTime() + hours(24 * days)));
    if (minPrice !== null) raw.minPrice = minPrice;
    if (maxPrice !== null) raw.maxPrice = maxPrice;
    for (const [key, value] of Object.entries(raw)) if (value === '') delete raw[key];
    return GuideSearchQuery.parse(raw);
  });

/** The answer, or the message of the error it was refused with. */
async function outcome(read: () => Promise<GuideSearchResult>): Promise<unknown> {
  try {
    return await read();
  } catch (error) {
    // The same sentence an English reader of the API gets (services refuse with message ids).
    return { refused: english((error as Error).message) };
  }
}

describe('explore answered from memory', () => {
  it('answers every search exactly as the database does, as time passes', async () => {
    const index = await ListedGuideIndex.read(world.db, world.clock.now());
    const fromDatabase = (search: GuideSearchQuery) => searchDatabase(world.db, search, world.clock.now());
    const fromMemory = async (search: GuideSearchQuery) =>
      index.search(search, await storedSpellingOf(world.db, search.q), world.clock.now());
    let found = 0;
    let foundModalityOnDay = 0;
    let foundWithTypos = 0;
    let foundOnline = 0;
    await fc.assert(
      fc.asyncProperty(query, fc.integer({ min: 0, max: 20 }), async (search, later) => {
        world.clock.advance(minutes(later));
        const expected = await outcome(() => fromDatabase(search));
        expect(await outcome(() => fromMemory(search))).toEqual(expected);
        if (((expected as Partial<GuideSearchResult>).items?.length ?? 0) > 0) {
          found++;
          if (search.modality && search.date) foundModalityOnDay++;
          if (TYPOS.includes(search.q ?? '')) foundWithTypos++;
          if (search.online === 'true') foundOnline++;
        }
      }),
      { numRuns: 400 },
    );
    // Enough of the searches compared found guides, not empty pages, and a modality on a day, a typo
    // and the online filter each found guides often enough to compare the two ways of answering.
    expect(found).toBeGreaterThan(80);
    expect(foundModalityOnDay).toBeGreaterThan(10);
    expect(foundWithTypos).toBeGreaterThan(1);
    expect(foundOnline).toBeGreaterThan(1);
  });

  it('forgives the same typos and ranks the guides found in the same order, page by page', async () => {
    const index = await ListedGuideIndex.read(world.db, world.clock.now());
    const words = fc.constantFrom(...TYPOS, ...ODD_WORDS, 'ines', 'a', 'sa 1', 'reiki gong', 'costa');
    const ranked = fc
      .record({
        q: fc.oneof(
          words,
          fc.tuple(words, words).map(([a, b]) => `${a} ${b}`),
        ),
        sort: fc.constantFrom('rating', 'price-asc', 'price-desc', 'soonest'),
        format: sometimes('', '1:1', 'group'),
        page: fc.integer({ min: 1, max: 3 }),
        pageSize: fc.integer({ min: 1, max: 6 }),
      })
      .map(({ format, ...rest }) => GuideSearchQuery.parse(format ? { ...rest, format } : rest));
    let found = 0;
    await fc.assert(
      fc.asyncProperty(ranked, async (search) => {
        const expected = await searchDatabase(world.db, search, world.clock.now());
        const terms = await storedSpellingOf(world.db, search.q);
        expect(index.search(search, terms, world.clock.now())).toEqual(expected);
        if (expected.items.length > 0) found++;
      }),
      { numRuns: 200 },
    );
    // Typos were forgiven, and ranked, often enough to compare the two ways of doing it.
    expect(found).toBeGreaterThan(30);
  });

  it('refuses what the database path refuses, with the same messages', async () => {
    const index = await ListedGuideIndex.read(world.db, world.clock.now());
    const search = (raw: Record<string, unknown>) => () =>
      Promise.resolve(index.search(GuideSearchQuery.parse(raw), [], world.clock.now()));
    expect(await outcome(search({ method: 'astrology' }))).toEqual({
      refused: `Unknown method. Use one of: ${METHOD_TILES.map((t) => t.id).join(', ')}`,
    });
    expect(await outcome(search({ modality: 'tarot' }))).toMatchObject({
      refused: expect.stringMatching(/^Unknown modality/),
    });
    expect(await outcome(search({ area: 'atlantis' }))).toEqual({
      refused: `Unknown area. Use one of: ${PLACE_AREAS.map((a) => a.id).join(', ')}`,
    });
    expect(await outcome(search({ date: '2026-02-30' }))).toEqual({
      refused: 'Use a real date, like 2026-05-01',
    });
    expect(await outcome(search({ minPrice: 5000, maxPrice: 4000 }))).toEqual({
      refused: 'The minimum price cannot be higher than the maximum price',
    });
  });
});
