import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, reviews, sessions, users } from '../../db/schema';
import {
  createBooking,
  createGuide,
  createReview,
  createSession,
  type Guide,
  uniqueTag,
} from '../../testing/fixtures';
import { type Json, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

async function card(guide: Guide, params: Record<string, string> = {}): Promise<Json | undefined> {
  const query = new URLSearchParams({ q: guide.name.split(' ').at(-1)!, pageSize: '48', ...params });
  const res = await world.client().get(`/api/practitioners?${query}`);
  expect(res.status).toBe(200);
  return res.body.items.find((c: Json) => c.id === guide.id);
}

/** What the reviews table itself says about the guide. */
async function reviewTotals(guideId: number): Promise<{ rating: number | null; count: number }> {
  const [row] = await world.db
    .select({
      rating: sql<number | null>`round(avg(${reviews.rating}), 1)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(eq(reviews.guideId, guideId));
  return { rating: row!.rating, count: row!.count };
}

async function expectRatingShown(guide: Guide): Promise<void> {
  const { rating, count } = await reviewTotals(guide.id);
  // Written straight to the database, as another process would: pages show it once the notice arrives.
  await expect
    .poll(async () => (await world.client().get(`/api/practitioners/${guide.id}`)).body)
    .toMatchObject({ rating, reviewCount: count });
  await expect.poll(() => card(guide)).toMatchObject({ rating, reviewCount: count });
}

describe('stored guide totals', () => {
  it('keep rating and review count exact as reviews are written, changed and removed', async () => {
    const guide = await createGuide(world, { name: `Guide ${uniqueTag()}` });
    const past = await createSession(world, guide, { startsIn: -hours(48), status: 'completed' });
    await expectRatingShown(guide);

    const written = [];
    for (const rating of [5, 4, 4]) {
      const booking = await createBooking(world, past, await world.createUser(), 'completed');
      written.push(await createReview(world, booking, guide.id, rating));
    }
    await expectRatingShown(guide);
    await expect.poll(async () => (await card(guide))?.rating).toBe(4.3);

    await world.db.update(reviews).set({ rating: 1 }).where(eq(reviews.id, written[0]!.id));
    await expectRatingShown(guide);
    await expect.poll(async () => (await card(guide))?.rating).toBe(3);

    await world.db.delete(reviews).where(eq(reviews.guideId, guide.id));
    await expectRatingShown(guide);
    await expect.poll(() => card(guide)).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('stay exact when many reviews of several guides arrive in one statement', async () => {
    const tag = uniqueTag();
    const guides = [
      await createGuide(world, { name: `A ${tag}` }),
      await createGuide(world, { name: `B ${tag}` }),
    ];
    const values = [];
    for (const [index, guide] of guides.entries()) {
      const past = await createSession(world, guide, { startsIn: -hours(48), status: 'completed' });
      for (const rating of index === 0 ? [2, 3] : [5, 5, 4]) {
        const booking = await createBooking(world, past, await world.createUser(), 'completed');
        values.push({
          sessionId: past.id,
          bookingId: booking.id,
          seekerId: booking.seekerId,
          guideId: guide.id,
          rating,
          comment: 'A calm and caring session.',
        });
      }
    }
    await world.db.insert(reviews).values(values);
    for (const guide of guides) await expectRatingShown(guide);
  });
});

describe('stored listing', () => {
  it('takes a deactivated guide out of explore at once, and back when reactivated', async () => {
    const guide = await createGuide(world, { name: `Guide ${uniqueTag()}` });
    await expect.poll(() => card(guide)).toBeDefined();
    await world.db.update(users).set({ isActive: false }).where(eq(users.id, guide.id));
    await expect.poll(() => card(guide)).toBeUndefined();
    await world.db.update(users).set({ isActive: true }).where(eq(users.id, guide.id));
    await expect.poll(() => card(guide)).toBeDefined();
  });

  it('moves the card to the next session once the shown one starts, fills up or is cancelled', async () => {
    const guide = await createGuide(world, { name: `Guide ${uniqueTag()}`, pricePerSession: 9900 });
    const first = await createSession(world, guide, { startsIn: hours(2), price: 2000 });
    const second = await createSession(world, guide, { startsIn: hours(30), price: 3000 });
    const third = await createSession(world, guide, { startsIn: hours(60), price: 4000 });
    await expect
      .poll(() => card(guide))
      .toMatchObject({ price: 2000, nextSessionAt: first.startsAt.toISOString() });

    await world.db.update(sessions).set({ remainingSpots: 0 }).where(eq(sessions.id, first.id));
    await expect
      .poll(() => card(guide))
      .toMatchObject({ price: 3000, nextSessionAt: second.startsAt.toISOString() });
    await world.db.update(sessions).set({ remainingSpots: 1 }).where(eq(sessions.id, first.id));
    await expect.poll(() => card(guide)).toMatchObject({ price: 2000 });

    // The stored session has started but is still scheduled: every read looks past it.
    world.clock.advance(hours(3));
    await expect
      .poll(() => card(guide))
      .toMatchObject({ price: 3000, nextSessionAt: second.startsAt.toISOString() });
    await expect.poll(() => card(guide, { maxPrice: '2500' })).toBeUndefined();
    await expect
      .poll(() => card(guide, { minPrice: '3000', maxPrice: '3000', sort: 'price-asc' }))
      .toBeDefined();
    const range = (await world.client().get('/api/practitioners?q=nobody-matches-this')).body.priceRange;
    expect(range.min).toBeLessThanOrEqual(3000);

    await world.db.update(sessions).set({ status: 'cancelled' }).where(eq(sessions.id, second.id));
    await expect
      .poll(() => card(guide))
      .toMatchObject({ price: 4000, nextSessionAt: third.startsAt.toISOString() });
    await world.db.update(sessions).set({ status: 'cancelled' }).where(eq(sessions.id, third.id));
    await expect.poll(() => card(guide)).toMatchObject({ price: 9900, nextSessionAt: null });
  });

  it('gives a profile created after the fact what its guide already has', async () => {
    const guide = await createGuide(world, { name: `Guide ${uniqueTag()}` });
    const past = await createSession(world, guide, { startsIn: -hours(48), status: 'completed' });
    const booking = await createBooking(world, past, await world.createUser(), 'completed');
    await createReview(world, booking, guide.id, 5);
    const upcoming = await createSession(world, guide, { startsIn: hours(10), price: 2500 });
    const [profile] = await world.db.delete(profiles).where(eq(profiles.userId, guide.id)).returning();
    const {
      id: _id,
      listed: _l,
      reviewCount: _c,
      ratingSum: _s,
      rating: _r,
      cardPrice: _p,
      ...rest
    } = profile!;
    await world.db.insert(profiles).values({
      ...rest,
      openSessionId: null,
      openSessionStartsAt: null,
      openSessionPrice: null,
    });
    await expect
      .poll(() => card(guide))
      .toMatchObject({
        rating: 5,
        reviewCount: 1,
        price: 2500,
        nextSessionAt: upcoming.startsAt.toISOString(),
      });
  });
});
