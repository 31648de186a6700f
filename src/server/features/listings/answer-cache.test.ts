import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuideSearchResult } from '../../../contract/guides';
import { lisbonDate } from '../../../contract/lisbon-time';
import type { ChangeNotices, NoticeHandlers } from '../../db/change-notices';
import { profiles, reviews, sessions, users } from '../../db/schema';
import { createBooking, createGuide, createReview, createSession, uniqueTag } from '../../testing/fixtures';
import { type Json, TestWorld } from '../../testing/test-app';
import { hours, TestClock } from '../../testing/test-clock';
import { LISTING_ANSWER_BOUNDS, LISTING_ANSWER_TTL_MS, ListingAnswerCache } from './answer-cache';

/** Notices a test sends by hand. */
class HandNotices implements ChangeNotices {
  handlers: NoticeHandlers | undefined;
  async listen(_channel: string, handlers: NoticeHandlers) {
    this.handlers = handlers;
    handlers.onListening(true);
    return async () => handlers.onListening(false);
  }
}

const query = (q: string) => `explore ${q}`;
const answerNamed = (name: string): GuideSearchResult => ({
  items: [],
  total: name.length,
  priceRange: { min: 0, max: 0 },
});

/** A read that answers once `release` is called, counting how often it ran. */
function gatedRead(name: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const read = Object.assign(
    async () => {
      read.calls++;
      await gate;
      return answerNamed(name);
    },
    { calls: 0 },
  );
  return { read, release };
}

describe('ListingAnswerCache', () => {
  async function followed() {
    const clock = new TestClock();
    const notices = new HandNotices();
    const cache = new ListingAnswerCache(clock);
    await cache.follow(notices);
    return { clock, notices, cache };
  }

  it('answers a repeated query from what it kept, until a change is noticed', async () => {
    const { notices, cache } = await followed();
    let reads = 0;
    const read = async () => answerNamed(`answer ${++reads}`);
    expect((await cache.answer(query('reiki'), read)).value).toEqual(answerNamed('answer 1'));
    expect((await cache.answer(query('reiki'), read)).value).toEqual(answerNamed('answer 1'));
    expect((await cache.answer(query('yoga'), read)).value).toEqual(answerNamed('answer 2'));
    notices.handlers!.onNotice('');
    expect((await cache.answer(query('reiki'), read)).value).toEqual(answerNamed('answer 3'));
    expect(reads).toBe(3);
  });

  it('reads again once an answer is older than its time to live', async () => {
    const { clock, cache } = await followed();
    let reads = 0;
    const read = async () => answerNamed(`answer ${++reads}`);
    await cache.answer(query('reiki'), read);
    clock.advance(LISTING_ANSWER_TTL_MS - 1);
    await cache.answer(query('reiki'), read);
    expect(reads).toBe(1);
    clock.advance(2);
    await cache.answer(query('reiki'), read);
    expect(reads).toBe(2);
  });

  it('lets identical queries arriving together share one read', async () => {
    const { cache } = await followed();
    const { read, release } = gatedRead('shared');
    const answers = Promise.all([1, 2, 3].map(async () => (await cache.answer(query('reiki'), read)).value));
    release();
    expect(await answers).toEqual([1, 2, 3].map(() => answerNamed('shared')));
    expect(read.calls).toBe(1);
  });

  it('does not keep a read that a change overtook, nor share it with later queries', async () => {
    const { notices, cache } = await followed();
    const before = gatedRead('before the change');
    const during = cache.answer(query('reiki'), before.read);
    notices.handlers!.onNotice('');
    const after = gatedRead('after the change');
    const later = cache.answer(query('reiki'), after.read);
    before.release();
    after.release();
    expect((await during).value).toEqual(answerNamed('before the change'));
    expect((await later).value).toEqual(answerNamed('after the change'));
    expect(after.read.calls).toBe(1);

    let reads = 0;
    expect((await cache.answer(query('reiki'), async () => answerNamed(`read ${++reads}`))).value).toEqual(
      answerNamed('after the change'),
    );
    expect(reads).toBe(0);
  });

  it('keeps nothing while notices cannot be heard', async () => {
    const { notices, cache } = await followed();
    let reads = 0;
    const read = async () => answerNamed(`answer ${++reads}`);
    await cache.answer(query('reiki'), read);
    notices.handlers!.onListening(false);
    await cache.answer(query('reiki'), read);
    await cache.answer(query('reiki'), read);
    expect(reads).toBe(3);
    notices.handlers!.onListening(true);
    await cache.answer(query('reiki'), read);
    await cache.answer(query('reiki'), read);
    expect(reads).toBe(4);
  });

  it('keeps answers within its bounds in entries and bytes, and never one larger than all its bytes', async () => {
    const clock = new TestClock();
    const cache = new ListingAnswerCache(clock, { entries: 20, bytes: 5_000 });
    await cache.follow(new HandNotices());
    const sized = (chars: number) => async () => ({ ...answerNamed('sized'), note: 'x'.repeat(chars) });
    for (let n = 0; n < 100; n++) {
      await cache.answer(query(`word${n}`), sized(100));
      expect(cache.kept.entries).toBeLessThanOrEqual(20);
    }
    expect(cache.kept.entries).toBe(20);
    for (let n = 0; n < 100; n++) {
      await cache.answer(query(`longer${n}`), sized(400));
      expect(cache.kept.bytes).toBeLessThanOrEqual(5_000);
    }
    expect(cache.kept.entries).toBeLessThan(20);

    let reads = 0;
    const huge = async () => {
      reads++;
      return { ...answerNamed('huge'), note: 'x'.repeat(6_000) };
    };
    await cache.answer(query('huge'), huge);
    await cache.answer(query('huge'), huge);
    expect(reads).toBe(2);
  });

  it('reads every time before it follows any notices', async () => {
    const cache = new ListingAnswerCache(new TestClock());
    let reads = 0;
    const read = async () => answerNamed(`answer ${++reads}`);
    await cache.answer(query('reiki'), read);
    await cache.answer(query('reiki'), read);
    expect(reads).toBe(2);
  });
});

describe('explore answers kept between changes', () => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await TestWorld.start();
  });
  afterAll(() => world.close());

  const cardNamed = async (q: string): Promise<Json | undefined> => {
    const res = await world.client().get(`/api/practitioners?${new URLSearchParams({ q })}`);
    expect(res.status).toBe(200);
    return res.body.items[0];
  };

  /** Changes a guide's name the way a bulk fix would, with the database's triggers (and so its notices) off. */
  async function renameUnnoticed(guideId: number, name: string): Promise<void> {
    await world.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(profiles).set({ name }).where(eq(profiles.userId, guideId));
    });
  }

  it('shows a kept answer until the change is noticed or the answer is a few seconds old', async () => {
    const tag = uniqueTag();
    const guide = await createGuide(world, { name: `Kept ${tag}` });
    // The guide's own notices, heard late, would clear the answer about to be kept.
    await world.listingNoticesHeard();
    expect(await cardNamed(tag)).toMatchObject({ id: guide.id, fullName: `Kept ${tag}` });

    await renameUnnoticed(guide.id, `Renamed ${tag}`);
    expect(await cardNamed(tag)).toMatchObject({ fullName: `Kept ${tag}` });
    world.clock.advance(LISTING_ANSWER_TTL_MS + 1);
    expect(await cardNamed(tag)).toMatchObject({ fullName: `Renamed ${tag}` });

    await world.db
      .update(profiles)
      .set({ name: `Noticed ${tag}` })
      .where(eq(profiles.userId, guide.id));
    await expect.poll(() => cardNamed(tag)).toMatchObject({ fullName: `Noticed ${tag}` });
  });

  it('keeps at most its bound of answers however many different searches visitors send', async () => {
    const visitor = world.client();
    for (let n = 0; n < LISTING_ANSWER_BOUNDS.entries + 100; n++) {
      const res = await visitor.get(`/api/practitioners?${new URLSearchParams({ q: `search${n}` })}`);
      expect(res.status).toBe(200);
    }
    const kept = world.app.keptInMemory().listingAnswers!;
    expect(kept.entries).toBe(LISTING_ANSWER_BOUNDS.entries);
    expect(kept.bytes).toBeGreaterThan(0);
    expect(kept.bytes).toBeLessThanOrEqual(LISTING_ANSWER_BOUNDS.bytes);
  });

  it("shows a guide's own change on the very next search, made through this process", async () => {
    const tag = uniqueTag();
    const { user, client } = await world.signedIn({
      role: 'practitioner',
      isApproved: true,
      name: `Own ${tag}`,
    });
    expect(await cardNamed(tag)).toMatchObject({ id: user.id, nextSessionAt: null });

    const startsAt = new Date(world.clock.now().getTime() + hours(48));
    const date = lisbonDate(startsAt);
    const created = await client.post('/api/sessions', {
      title: 'Morning breath',
      description: 'Slow breathing together.',
      location: 'Rua da Graça 12, Lisbon',
      modality: 'Breathwork',
      sessionDate: date,
      startTime: '09:00',
      endTime: '10:00',
      price: 2500,
      capacity: 6,
    });
    expect(created.status).toBe(201);
    expect(await cardNamed(tag)).toMatchObject({ id: user.id, price: 2500 });
  });
});

describe("a guide's page and reviews kept between changes", () => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await TestWorld.start();
  });
  afterAll(() => world.close());

  const guidePage = async (guideId: number) => {
    const res = await world.client().get(`/api/practitioners/${guideId}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const reviewsPage = async (guideId: number) => {
    const res = await world.client().get(`/api/practitioners/${guideId}/reviews`);
    expect(res.status).toBe(200);
    return res.body;
  };

  /** A guide with one past session, reviewed once with 4 stars. */
  async function reviewedGuide() {
    const tag = uniqueTag();
    const guide = await createGuide(world, { name: `Guide ${tag}` });
    const session = await createSession(world, guide, {
      title: `Circle ${tag}`,
      startsIn: -hours(72),
      status: 'completed',
    });
    const booking = await createBooking(world, session, await world.createUser(), 'completed');
    await createReview(world, booking, guide.id, 4);
    return { tag, guide, session };
  }

  it('shows a kept page until the change is noticed or the page is a few seconds old', async () => {
    const { tag, guide } = await reviewedGuide();
    // Notices of the set-up's commits must not be what drops the page read next.
    await world.listingNoticesHeard();
    expect(await guidePage(guide.id)).toMatchObject({ profile: { name: `Guide ${tag}` } });

    await world.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(profiles)
        .set({ name: `Unnoticed ${tag}` })
        .where(eq(profiles.userId, guide.id));
    });
    expect(await guidePage(guide.id)).toMatchObject({ profile: { name: `Guide ${tag}` } });
    world.clock.advance(LISTING_ANSWER_TTL_MS + 1);
    expect(await guidePage(guide.id)).toMatchObject({ profile: { name: `Unnoticed ${tag}` } });

    await world.db
      .update(profiles)
      .set({ name: `Noticed ${tag}` })
      .where(eq(profiles.userId, guide.id));
    await expect.poll(async () => (await guidePage(guide.id)).profile.name).toBe(`Noticed ${tag}`);
  });

  it('shows a new review, its rating and a renamed session as soon as they are committed', async () => {
    const { tag, guide, session } = await reviewedGuide();
    expect(await guidePage(guide.id)).toMatchObject({ rating: 4, reviewCount: 1 });
    expect(await reviewsPage(guide.id)).toMatchObject({
      total: 1,
      items: [{ sessionTitle: `Circle ${tag}` }],
    });

    const booking = await createBooking(world, session, await world.createUser(), 'completed');
    await createReview(world, booking, guide.id, 5, 'Wonderful.');
    await expect.poll(async () => (await reviewsPage(guide.id)).total).toBe(2);
    expect(await guidePage(guide.id)).toMatchObject({ rating: 4.5, reviewCount: 2 });

    await world.db.update(reviews).set({ comment: 'Changed.' }).where(eq(reviews.bookingId, booking.id));
    await expect.poll(async () => (await reviewsPage(guide.id)).items[0].comment).toBe('Changed.');

    await world.db
      .update(sessions)
      .set({ title: `Renamed ${tag}` })
      .where(eq(sessions.id, session.id));
    await expect
      .poll(async () => (await reviewsPage(guide.id)).items.map((item: Json) => item.sessionTitle))
      .toEqual([`Renamed ${tag}`, `Renamed ${tag}`]);
  });

  it('keeps a guide’s 404 no longer than it takes the guide to be listed', async () => {
    const guide = await createGuide(world, { isApproved: false });
    expect((await world.client().get(`/api/practitioners/${guide.id}`)).status).toBe(404);
    await world.db.update(users).set({ isApproved: true }).where(eq(users.id, guide.id));
    await expect
      .poll(async () => (await world.client().get(`/api/practitioners/${guide.id}`)).status)
      .toBe(200);
  });
});
