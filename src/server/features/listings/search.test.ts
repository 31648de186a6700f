import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lisbonDate, lisbonDatePlusDays, lisbonDayBounds } from '../../../contract/lisbon-time';
import { profiles } from '../../db/schema';
import {
  applicationInput,
  createGuide,
  createSession,
  type Guide,
  type GuideSpec,
  reviewGuide,
  uniqueTag,
} from '../../testing/fixtures';
import { type Json, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

/** Every test tags its guides' names with one search word, so it only ever sees its own guides. */
async function tagged(tag: string, spec: GuideSpec = {}): Promise<Guide> {
  return createGuide(world, { ...spec, name: `${spec.name ?? 'Guide'} ${tag}` });
}

async function search(params: Record<string, string | number>): Promise<Json> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await world.client().get(`/api/practitioners?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function idsFound(params: Record<string, string | number>): Promise<number[]> {
  return (await search({ pageSize: 48, ...params })).items.map((card: Json) => card.id);
}

/** The Lisbon date `days` calendar days after today (counted in days, not 24-hour steps, which skip a date across a clock change late in the evening). */
function lisbonDateIn(days: number): string {
  return lisbonDatePlusDays(lisbonDate(world.clock.now()), days)!;
}

/** The next Lisbon day after today whose length is `hoursLong` (23: clocks go forward; 25: back). */
function nextDayLasting(hoursLong: number): string {
  for (let days = 2; days < 400; days++) {
    const date = lisbonDateIn(days);
    const { start, end } = lisbonDayBounds(date)!;
    if (end.getTime() - start.getTime() === hours(hoursLong)) return date;
  }
  throw new Error(`No ${hoursLong}-hour day within a year`);
}

function dayAfter(date: string): string {
  return lisbonDate(new Date(lisbonDayBounds(date)!.end.getTime() + hours(12)));
}

describe('GET /api/practitioners: what a card says', () => {
  it('shows a listed guide as a card: next session price, location, rating to one decimal', async () => {
    const tag = uniqueTag();
    const guide = await tagged(tag, {
      name: 'Marta Figueiredo',
      neighbourhood: 'Graça',
      pricePerSession: 5500,
      shortBio: 'Gong baths in Graça.',
      bio: 'A long biography.',
      profilePicUrl: '/images/guides/guide-01.svg',
    });
    const later = await createSession(world, guide, { startsIn: hours(72), price: 4000 });
    const next = await createSession(world, guide, { startsIn: hours(24), price: 2800 });
    await createSession(world, guide, { startsIn: hours(12), price: 1000, remainingSpots: 0 });
    await createSession(world, guide, { startsIn: -hours(12), price: 900 });
    await reviewGuide(world, guide, [5, 4, 4]);

    const { items, total } = await search({ q: tag });
    expect(total).toBe(1);
    expect(items[0]).toEqual({
      id: guide.id,
      fullName: `Marta Figueiredo ${tag}`,
      photoUrl: '/images/guides/guide-01.svg',
      category: 'Sound Healing',
      subcategory: 'Gong',
      sessionFormat: '1:1 & Group',
      price: 2800,
      location: 'Graça, Lisbon',
      bio: 'Gong baths in Graça.',
      bioLocale: null,
      rating: 4.3,
      reviewCount: 3,
      nextSessionAt: next.startsAt.toISOString(),
      online: false,
    });
    expect(later.startsAt.getTime()).toBeGreaterThan(next.startsAt.getTime());
  });

  it('falls back to the usual price, the city alone and "New" (null rating) for a guide without sessions or reviews', async () => {
    const tag = uniqueTag();
    await tagged(tag, { neighbourhood: null, pricePerSession: 4500 });
    const [card] = (await search({ q: tag })).items;
    expect(card).toMatchObject({
      price: 4500,
      location: 'Lisbon',
      rating: null,
      reviewCount: 0,
      nextSessionAt: null,
    });
  });
  it('names a place once when the neighbourhood is the city, on the card and the profile', async () => {
    const tag = uniqueTag();
    const { user, client } = await world.signedIn({ role: 'practitioner', isApproved: true });
    const saved = await client.patch('/api/profile', {
      name: `Joana Reis ${tag}`,
      bio: 'Breathwork by the sea in Cascais: slow, guided and suited to every level of practice.',
      city: 'Cascais',
      neighbourhood: 'Cascais',
      country: 'Portugal',
      modalities: ['Breathwork'],
    });
    expect(saved.status).toBe(200);

    const [card] = (await search({ q: tag })).items;
    expect(card).toMatchObject({ id: user.id, location: 'Cascais' });
    const page = await world.client().get(`/api/practitioners/${user.id}`);
    expect(page.body.location).toBe('Cascais');

    await client.patch('/api/profile', { ...saved.body, neighbourhood: 'Estoril' });
    await expect.poll(async () => (await search({ q: tag })).items[0].location).toBe('Estoril, Cascais');
  });
});

describe('GET /api/practitioners: filters', () => {
  it('matches every word of the text against name, category and subcategory, ignoring case and accents', async () => {
    const tag = uniqueTag();
    const joao = await tagged(tag, { name: 'João Tavares' });
    const sebastiao = await tagged(tag, { name: 'Sebastião Reis', category: 'Energy Healing' });
    const forks = await tagged(tag, { name: 'Inês Lopes', subcategory: 'Tuning Forks' });

    expect(await idsFound({ q: `joao ${tag}` })).toEqual([joao.id]);
    expect(await idsFound({ q: `${tag.toUpperCase()} SEBASTIAO` })).toEqual([sebastiao.id]);
    expect(await idsFound({ q: `ines ${tag}` })).toEqual([forks.id]);
    expect(await idsFound({ q: `forks ${tag}` })).toEqual([forks.id]);
    expect(await idsFound({ q: `energy ${tag}` })).toEqual([sebastiao.id]);
    expect((await idsFound({ q: tag })).sort()).toEqual([joao.id, sebastiao.id, forks.id].sort());
    expect(await idsFound({ q: `${tag} nobody` })).toEqual([]);
  });

  it('reads %, _ and \\ in the text as themselves, not as patterns', async () => {
    const tag = uniqueTag();
    await tagged(tag);
    expect(await idsFound({ q: `${tag} %` })).toEqual([]);
    expect(await idsFound({ q: `${tag} _` })).toEqual([]);
    expect(await idsFound({ q: `${tag} \\` })).toEqual([]);
  });

  it('filters by category, whatever its case; all or empty means any', async () => {
    const tag = uniqueTag();
    const breath = await tagged(tag, { category: 'Breathwork' });
    const meditation = await tagged(tag, { category: 'Meditation' });
    // On PostgreSQL the guides are heard of through a notice, which a busy machine may deliver a moment late.
    await expect.poll(() => idsFound({ q: tag, category: 'Breathwork' })).toEqual([breath.id]);
    expect(await idsFound({ q: tag, category: 'meditation' })).toEqual([meditation.id]);
    expect((await idsFound({ q: tag, category: 'all' })).sort()).toEqual([breath.id, meditation.id].sort());
    expect((await idsFound({ q: tag, category: '' })).sort()).toEqual([breath.id, meditation.id].sort());
    expect(await idsFound({ q: tag, category: 'Astrology' })).toEqual([]);
  });

  it('maps a home method tile to its category and its sub-practices', async () => {
    const tag = uniqueTag();
    const reikiMaster = await tagged(tag, { category: 'Energy Healing', subcategory: 'Usui Reiki' });
    const reflexologist = await tagged(tag, {
      category: 'Bodywork',
      subcategory: 'Reflexology',
      modalities: ['Reflexology', 'Reiki'],
    });
    const pranic = await tagged(tag, { category: 'Other', subcategory: 'Pranic Healing' });
    const gong = await tagged(tag, {
      category: 'Sound Healing',
      subcategory: 'Gong',
      modalities: ['Sound Healing'],
    });
    const holotropic = await tagged(tag, { category: 'Other', subcategory: 'Holotropic' });

    const sorted = async (method: string) => (await idsFound({ q: tag, method })).sort();
    expect(await sorted('energy-healing')).toEqual([reikiMaster.id, reflexologist.id, pranic.id].sort());
    expect(await sorted('bodywork')).toEqual([reflexologist.id]);
    expect(await sorted('sound-healing')).toEqual([gong.id]);
    expect(await sorted('breathwork')).toEqual([holotropic.id]);
    expect(await sorted('meditation')).toEqual([]);
    expect(await sorted('all')).toHaveLength(5);
  });

  it('matches a search modality in the profile modalities or in upcoming sessions', async () => {
    const tag = uniqueTag();
    // Crystal sessions are filed as Energy Healing sessions: only the profile says "Crystal Healing".
    const crystal = await tagged(tag, {
      category: 'Energy Healing',
      modalities: ['Crystal Healing', 'Reiki'],
    });
    await createSession(world, crystal, { modality: 'Energy Healing' });
    const yogaProfile = await tagged(tag, { category: 'Meditation', modalities: ['Yoga', 'Meditation'] });
    const yogaSessions = await tagged(tag, { category: 'Bodywork', modalities: [] });
    await createSession(world, yogaSessions, { modality: 'Yoga' });
    const pastYoga = await tagged(tag, { category: 'Bodywork', modalities: [] });
    await createSession(world, pastYoga, { modality: 'Yoga', startsIn: -hours(48) });

    expect(await idsFound({ q: tag, modality: 'crystal-healing' })).toEqual([crystal.id]);
    expect(await idsFound({ q: tag, modality: 'reiki' })).toEqual([crystal.id]);
    expect((await idsFound({ q: tag, modality: 'yoga' })).sort()).toEqual(
      [yogaProfile.id, yogaSessions.id].sort(),
    );
    expect(await idsFound({ q: tag, modality: 'sound-healing' })).toEqual([]);
  });

  it('finds guides with an open session on a Lisbon day: not full, not cancelled, not private', async () => {
    const tag = uniqueTag();
    const day = lisbonDateIn(10);
    const open = await tagged(tag);
    await createSession(world, open, { date: day, time: '09:00' });
    const nextDay = await tagged(tag);
    await createSession(world, nextDay, { date: dayAfter(day), time: '09:00' });
    const full = await tagged(tag);
    await createSession(world, full, { date: day, time: '10:00', remainingSpots: 0 });
    const cancelled = await tagged(tag);
    await createSession(world, cancelled, { date: day, time: '11:00', status: 'cancelled' });
    const privateOnly = await tagged(tag);
    const seeker = await world.createUser();
    await createSession(world, privateOnly, { date: day, time: '12:00', requestedBy: seeker.id });

    expect(await idsFound({ q: tag, date: day })).toEqual([open.id]);
    expect(await idsFound({ q: tag, date: dayAfter(day) })).toEqual([nextDay.id]);
  });

  it.each([
    ['clocks go forward (a 23-hour day)', 23],
    ['clocks go back (a 25-hour day)', 25],
  ])('takes the whole Lisbon day when the %s', async (_, hoursLong) => {
    const tag = uniqueTag();
    const day = nextDayLasting(hoursLong);
    const justAfterMidnight = await tagged(tag);
    await createSession(world, justAfterMidnight, { date: day, time: '00:30' });
    const lateEvening = await tagged(tag);
    await createSession(world, lateEvening, { date: day, time: '23:30' });
    const nextMorning = await tagged(tag);
    await createSession(world, nextMorning, { date: dayAfter(day), time: '00:30' });

    expect((await idsFound({ q: tag, date: day })).sort()).toEqual(
      [justAfterMidnight.id, lateEvening.id].sort(),
    );
    expect(await idsFound({ q: tag, date: dayAfter(day) })).toEqual([nextMorning.id]);
  });

  it('with a date, lists a guide for a modality only when a session of it is open that day', async () => {
    const tag = uniqueTag();
    const guide = world.client();
    const registered = await guide.post('/api/register', {
      username: `rita_${tag}`,
      email: `rita.${tag}@example.com`,
      password: 'a calm password',
      role: 'practitioner',
      name: `Rita Monteiro ${tag}`,
    });
    expect(registered.status).toBe(201);
    const applied = await guide.post(
      '/api/guide-application',
      applicationInput({
        fullName: `Rita Monteiro ${tag}`,
        category: 'Breathwork',
        subcategory: 'Pranayama',
      }),
    );
    expect(applied.status).toBe(201);
    const { client: admin } = await world.signedIn({ role: 'admin' });
    const approved = await admin.patch(`/api/admin/guide-applications/${applied.body.id}`, {
      status: 'approved',
    });
    expect(approved.status).toBe(200);
    const breathDay = lisbonDateIn(12);
    const yogaDay = lisbonDateIn(13);
    for (const [modality, sessionDate] of [
      ['Breathwork', breathDay],
      ['Yoga', yogaDay],
    ]) {
      const published = await guide.post('/api/sessions', {
        title: `${modality} by the river`,
        description: 'An unhurried session for every level.',
        location: 'Rua da Graça 12, Lisbon',
        modality,
        sessionDate,
        startTime: '10:00',
        endTime: '11:00',
        price: 3000,
        capacity: 6,
      });
      expect(published.status).toBe(201);
    }
    const rita = registered.body.id;

    // Her profile lists Breathwork, which is enough without a date.
    expect(await idsFound({ q: tag, modality: 'breathwork' })).toEqual([rita]);
    expect(await idsFound({ q: tag, modality: 'breathwork', date: breathDay })).toEqual([rita]);
    expect(await idsFound({ q: tag, modality: 'breathwork', date: yogaDay })).toEqual([]);
    expect(await idsFound({ q: tag, modality: 'yoga', date: yogaDay })).toEqual([rita]);
    expect(await idsFound({ q: tag, modality: 'yoga', date: breathDay })).toEqual([]);
    expect(await idsFound({ q: tag, date: yogaDay })).toEqual([rita]);
  });

  it('with a date, finds crystal healers by their Energy Healing sessions that day', async () => {
    const tag = uniqueTag();
    const day = lisbonDateIn(11);
    const crystal = await tagged(tag, { category: 'Energy Healing', modalities: ['Crystal Healing'] });
    await createSession(world, crystal, { date: day, time: '15:00', modality: 'Energy Healing' });
    const reikiOnly = await tagged(tag, { category: 'Energy Healing', modalities: ['Reiki'] });
    await createSession(world, reikiOnly, { date: day, time: '15:00', modality: 'Energy Healing' });
    const crystalElsewhere = await tagged(tag, {
      category: 'Energy Healing',
      modalities: ['Crystal Healing'],
    });
    await createSession(world, crystalElsewhere, { date: day, time: '15:00', modality: 'Meditation' });

    expect(await idsFound({ q: tag, modality: 'crystal-healing', date: day })).toEqual([crystal.id]);
  });

  it('unites session formats: none chosen is every guide, 1:1, group, or both', async () => {
    const tag = uniqueTag();
    const oneToOne = await tagged(tag, { sessionFormat: '1:1 Sessions' });
    const group = await tagged(tag, { sessionFormat: 'Group Sessions' });
    const both = await tagged(tag, { sessionFormat: '1:1 & Group' });
    const unknown = await tagged(tag, { sessionFormat: null });

    const sorted = async (params: Record<string, string>) => (await idsFound({ q: tag, ...params })).sort();
    expect(await sorted({})).toEqual([oneToOne.id, group.id, both.id, unknown.id].sort());
    expect(await sorted({ format: '1:1' })).toEqual([oneToOne.id, both.id].sort());
    expect(await sorted({ format: 'group' })).toEqual([group.id, both.id].sort());
    expect(await sorted({ format: '1:1,group' })).toEqual([oneToOne.id, group.id, both.id].sort());
    expect(await sorted({ format: 'group,1:1' })).toEqual([oneToOne.id, group.id, both.id].sort());
  });

  it('bounds the card price inclusively, in cents', async () => {
    const tag = uniqueTag();
    const usual = await tagged(tag, { pricePerSession: 4000 });
    const withSession = await tagged(tag, { pricePerSession: 9000 });
    await createSession(world, withSession, { price: 2500 });
    const pricey = await tagged(tag, { pricePerSession: 6000 });
    const unpriced = await tagged(tag, { pricePerSession: null });

    const sorted = async (params: Record<string, number>) => (await idsFound({ q: tag, ...params })).sort();
    expect(await sorted({ minPrice: 2500, maxPrice: 4000 })).toEqual([usual.id, withSession.id].sort());
    expect(await sorted({ minPrice: 2501 })).toEqual([usual.id, pricey.id].sort());
    expect(await sorted({ maxPrice: 2499 })).toEqual([]);
    expect(await sorted({ minPrice: 0 })).not.toContain(unpriced.id);
    expect(await sorted({})).toContain(unpriced.id);
  });

  it('never lists unapproved or deactivated guides, seekers, or guides without a profile', async () => {
    const tag = uniqueTag();
    const listed = await tagged(tag);
    await tagged(tag, { isApproved: false });
    await tagged(tag, { isActive: false });
    await world.createUser({ role: 'student', name: `Seeker ${tag}` });
    const noProfile = await tagged(tag);
    await world.db.delete(profiles).where(eq(profiles.userId, noProfile.id));

    expect(await idsFound({ q: tag })).toEqual([listed.id]);
    expect((await search({ q: tag })).total).toBe(1);
  });

  it('treats empty values as not given', async () => {
    const tag = uniqueTag();
    const guide = await tagged(tag);
    const res = await world
      .client()
      .get(`/api/practitioners?q=${tag}&category=&method=&modality=&date=&format=&minPrice=&maxPrice=&sort=`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((c: Json) => c.id)).toEqual([guide.id]);
  });
});

describe('GET /api/practitioners: order and pages', () => {
  it('sorts by rating (no rating last, then review count, then id), by price both ways and by soonest session', async () => {
    const tag = uniqueTag();
    const twoFives = await tagged(tag, { pricePerSession: 3000 });
    await reviewGuide(world, twoFives, [5, 5]);
    const oneFive = await tagged(tag, { pricePerSession: 1000 });
    await reviewGuide(world, oneFive, [5]);
    const unrated = await tagged(tag, { pricePerSession: null });
    const threeHalf = await tagged(tag, { pricePerSession: 2000 });
    await reviewGuide(world, threeHalf, [3, 4]);
    const twoFivesAgain = await tagged(tag, { pricePerSession: 2000 });
    await reviewGuide(world, twoFivesAgain, [5, 5]);
    await createSession(world, threeHalf, { startsIn: hours(5), price: 2000 });
    await createSession(world, oneFive, { startsIn: hours(50), price: 1000 });
    await createSession(world, twoFivesAgain, { startsIn: hours(5), price: 2000 });

    expect(await idsFound({ q: tag })).toEqual([
      twoFives.id,
      twoFivesAgain.id,
      oneFive.id,
      threeHalf.id,
      unrated.id,
    ]);
    expect(await idsFound({ q: tag, sort: 'price-asc' })).toEqual([
      oneFive.id,
      threeHalf.id,
      twoFivesAgain.id,
      twoFives.id,
      unrated.id,
    ]);
    expect(await idsFound({ q: tag, sort: 'price-desc' })).toEqual([
      twoFives.id,
      threeHalf.id,
      twoFivesAgain.id,
      oneFive.id,
      unrated.id,
    ]);
    expect(await idsFound({ q: tag, sort: 'soonest' })).toEqual([
      threeHalf.id,
      twoFivesAgain.id,
      oneFive.id,
      twoFives.id,
      unrated.id,
    ]);
  });

  it('pages through the results with a stable order and the total of all matches', async () => {
    const tag = uniqueTag();
    for (let i = 0; i < 5; i++) await tagged(tag, { pricePerSession: 2000 });
    const all = await idsFound({ q: tag, sort: 'price-asc' });
    expect(all).toHaveLength(5);

    const pages = [];
    for (const page of [1, 2, 3]) {
      const body = await search({ q: tag, sort: 'price-asc', pageSize: 2, page });
      expect(body.total).toBe(5);
      pages.push(...body.items.map((c: Json) => c.id));
    }
    expect(pages).toEqual(all);
    const pastTheEnd = await search({ q: tag, pageSize: 2, page: 4 });
    expect(pastTheEnd).toMatchObject({ items: [], total: 5 });
  });

  it('spans the price slider over every listed guide, whatever the filters', async () => {
    await createGuide(world, { pricePerSession: 1 });
    await createGuide(world, { pricePerSession: 9_999_999 });
    await createGuide(world, { pricePerSession: 10_000_000, isApproved: false });
    const { priceRange } = await search({ q: 'nobody-matches-this' });
    expect(priceRange).toEqual({ min: 1, max: 9_999_999 });
  });
});

describe('GET /api/practitioners: bad queries', () => {
  it.each([
    ['sort=cheapest', 'sort'],
    ['page=0', 'page'],
    ['pageSize=1000', 'pageSize'],
    ['minPrice=-1', 'minPrice'],
    ['maxPrice=ten', 'maxPrice'],
    ['minPrice=1.5', 'minPrice'],
    ['date=tomorrow', 'date'],
    ['date=2026-02-30', 'date'],
    ['date=2026-13-01', 'date'],
    ['format=both', 'format'],
    ['method=astrology', 'method'],
    ['modality=tarot', 'modality'],
    [`q=${'a'.repeat(101)}`, 'q'],
    ['q=one&q=two', 'q'],
    ['minPrice=5000&maxPrice=1000', 'minPrice'],
  ])('answers ?%s with 400 naming the field', async (query, field) => {
    const res = await world.client().get(`/api/practitioners?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(typeof res.body.error).toBe('string');
    expect(Object.keys(res.body.fields)).toContain(field);
  });
});
