import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAddress, FEATURED_GUIDES_QUERY } from '../../../contract/first-screen';
import { profiles, sessions } from '../../db/schema';
import { REVALIDATED_ANSWER } from '../../http/revalidated-answers';
import { createBooking, createGuide, createSession, uniqueTag } from '../../testing/fixtures';
import { type Json, type TestClient, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

const explore = (q: string) => `/api/practitioners?${new URLSearchParams({ q })}`;
const read = async (url: string): Promise<Json> => {
  const res = await world.client().get(url);
  expect(res.status).toBe(200);
  return res.body;
};
const firstCard = async (q: string) => (await read(explore(q))).items[0];

/** A change made straight in the database, whose notice the muted app does not hear. */
const renameInDatabase = (guideId: number, name: string) =>
  world.db.update(profiles).set({ name }).where(eq(profiles.userId, guideId));

describe('kept listing answers, with change notices muted', () => {
  let unmute: () => void;
  beforeEach(async () => {
    unmute = await world.muteListingNotices();
  });
  afterEach(() => unmute());

  it('keeps them when someone signs in, signs out or saves a guide', async () => {
    const tag = uniqueTag();
    const guide = await createGuide(world, { name: `Kept ${tag}` });
    expect(await firstCard(tag)).toMatchObject({ fullName: `Kept ${tag}` });
    expect(await read(`/api/practitioners/${guide.id}`)).toMatchObject({ profile: { name: `Kept ${tag}` } });
    await renameInDatabase(guide.id, `Renamed ${tag}`);

    const seeker = await world.createUser();
    const client = world.client();
    const signIn = await client.post('/api/login', { username: seeker.username, password: seeker.password });
    expect(signIn.status).toBe(200);
    expect((await client.request('PUT', `/api/favorites/${guide.id}`)).status).toBeLessThan(300);
    expect((await client.post('/api/logout')).status).toBe(204);

    expect(await firstCard(tag)).toMatchObject({ fullName: `Kept ${tag}` });
    expect(await read(`/api/practitioners/${guide.id}`)).toMatchObject({ profile: { name: `Kept ${tag}` } });
  });

  it("shows a guide's profile edit on the very next read", async () => {
    const tag = uniqueTag();
    const { user, client } = await world.signedIn({
      role: 'practitioner',
      isApproved: true,
      name: `Own ${tag}`,
    });
    expect(await firstCard(tag)).toMatchObject({ id: user.id, fullName: `Own ${tag}` });
    expect(await read(`/api/practitioners/${user.id}`)).toMatchObject({ profile: { name: `Own ${tag}` } });

    const saved = await client.patch('/api/profile', {
      name: `Edited ${tag}`,
      shortBio: 'Breathwork by the river.',
      bio: 'I guide slow breathing circles in Lisbon, with long silences.',
      city: 'Lisbon',
      neighbourhood: 'Graça',
      country: 'Portugal',
      modalities: ['Breathwork'],
      credentials: [],
      specialties: [],
      languages: ['English'],
      experienceYears: 3,
      photoGallery: [],
      profilePicUrl: '/images/guides/guide-03.svg',
      socialLinks: {},
      availability: {},
    });
    expect(saved.status).toBe(200);
    expect(await firstCard(tag)).toMatchObject({ id: user.id, fullName: `Edited ${tag}` });
    expect(await read(`/api/practitioners/${user.id}`)).toMatchObject({ profile: { name: `Edited ${tag}` } });
  });

  it("shows a guide's session created, edited and cancelled on the very next read", async () => {
    const tag = uniqueTag();
    const { user, client } = await world.signedIn({
      role: 'practitioner',
      isApproved: true,
      name: `Guide ${tag}`,
    });
    expect(await firstCard(tag)).toMatchObject({ id: user.id, nextSessionAt: null });

    const startsAt = new Date(world.clock.now().getTime() + hours(48));
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(startsAt);
    const session = {
      title: 'Morning breath',
      description: 'Slow breathing together.',
      location: 'Rua da Graça 12, Lisbon',
      modality: 'Breathwork',
      sessionDate: date,
      startTime: '09:00',
      endTime: '10:00',
      price: 2500,
      capacity: 6,
    };
    const created = await client.post('/api/sessions', session);
    expect(created.status).toBe(201);
    const sessionId = (Array.isArray(created.body) ? created.body[0] : created.body).id;
    expect(await firstCard(tag)).toMatchObject({ id: user.id, price: 2500 });
    expect(await read(`/api/practitioners/${user.id}`)).toMatchObject({ nextSessionPrice: 2500 });

    expect((await client.patch(`/api/sessions/${sessionId}`, { ...session, price: 3100 })).status).toBe(200);
    expect(await firstCard(tag)).toMatchObject({ id: user.id, price: 3100 });
    expect(await read(`/api/practitioners/${user.id}`)).toMatchObject({ nextSessionPrice: 3100 });

    expect((await client.delete(`/api/sessions/${sessionId}`)).status).toBeLessThan(300);
    expect(await firstCard(tag)).toMatchObject({ id: user.id, nextSessionAt: null });
    expect(await read(`/api/practitioners/${user.id}`)).toMatchObject({ nextSessionPrice: null });
  });

  it("shows a seeker's new review on the guide's page and reviews at once", async () => {
    const guide = await createGuide(world);
    const session = await createSession(world, guide, { startsIn: -hours(26) });
    const { user: seeker, client } = await world.signedIn({ name: 'Sofia Marques' });
    await createBooking(world, session, seeker, 'completed');
    expect(await read(`/api/practitioners/${guide.id}`)).toMatchObject({ rating: null, reviewCount: 0 });
    expect(await read(`/api/practitioners/${guide.id}/reviews`)).toMatchObject({ total: 0 });

    const review = await client.post(`/api/sessions/${session.id}/reviews`, {
      rating: 4,
      comment: 'Deeply restful, I slept so well afterwards.',
    });
    expect(review.status).toBe(201);
    expect(await read(`/api/practitioners/${guide.id}`)).toMatchObject({ rating: 4, reviewCount: 1 });
    expect(await read(`/api/practitioners/${guide.id}/reviews`)).toMatchObject({
      total: 1,
      items: [{ authorName: 'Sofia M.' }],
    });
  });

  it('lists a guide at once when an admin approves them, and unlists them when deactivated', async () => {
    const guide = await createGuide(world, { isApproved: false });
    expect((await world.client().get(`/api/practitioners/${guide.id}`)).status).toBe(404);
    expect((await admin.patch(`/api/admin/users/${guide.id}`, { isApproved: true })).status).toBe(200);
    expect((await world.client().get(`/api/practitioners/${guide.id}`)).status).toBe(200);

    expect((await admin.patch(`/api/admin/users/${guide.id}`, { isActive: false })).status).toBe(200);
    expect((await world.client().get(`/api/practitioners/${guide.id}`)).status).toBe(404);
  });

  it("shows a session filled by a checkout, and given back by the seeker's cancellation, at once", async () => {
    const guide = await createGuide(world);
    const last = await createSession(world, guide, { startsIn: hours(48), price: 4000, capacity: 1 });
    expect(await read(`/api/practitioners/${guide.id}`)).toMatchObject({ nextSessionPrice: 4000 });

    const { client } = await world.signedIn();
    const checkout = await client.post('/api/create-checkout-session', { sessionId: last.id });
    expect(checkout.status).toBe(201);
    expect(await read(`/api/practitioners/${guide.id}`)).toMatchObject({ nextSessionPrice: null });

    const cancelled = await client.post(`/api/bookings/${checkout.body.bookingId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await read(`/api/practitioners/${guide.id}`)).toMatchObject({ nextSessionPrice: 4000 });
    const [session] = await world.db.select().from(sessions).where(eq(sessions.id, last.id));
    expect(session?.remainingSpots).toBe(1);
  });
});

describe('entity tags and revalidation of the public listing reads', () => {
  let guideId: number;
  beforeAll(async () => {
    const guide = await createGuide(world, { name: `Tagged ${uniqueTag()}` });
    guideId = guide.id;
  });

  const readsOf = () => ({
    explore: explore('Tagged'),
    'featured guides': apiAddress('/api/practitioners', FEATURED_GUIDES_QUERY),
    "a guide's page": `/api/practitioners/${guideId}`,
    "a guide's reviews": `/api/practitioners/${guideId}/reviews`,
  });

  for (const name of ['explore', 'featured guides', "a guide's page", "a guide's reviews"] as const) {
    it(`answers ${name} with an ETag, and 304 while it has not changed`, async () => {
      const url = readsOf()[name];
      const first = await world.client().get(url);
      expect(first.status).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe(REVALIDATED_ANSWER);

      const again = await world.client().get(url, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(REVALIDATED_ANSWER);
      expect((await world.client().get(url, { 'if-none-match': `"other", ${etag.slice(2)}` })).status).toBe(
        304,
      );
      expect((await world.client().get(url, { 'if-none-match': 'W/"other"' })).status).toBe(200);

      const signedIn = await (await world.signedIn()).client.get(url);
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
    });
  }

  it('gives a changed answer a new tag, so a browser asking with the old one gets it whole', async () => {
    const url = `/api/practitioners/${guideId}`;
    const before = await world.client().get(url);
    await world.db
      .update(profiles)
      .set({ name: `Retagged ${uniqueTag()}` })
      .where(eq(profiles.userId, guideId));
    await world.listingNoticesHeard();
    const after = await world.client().get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
