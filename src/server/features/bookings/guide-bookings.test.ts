import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lisbonDate } from '../../../contract/lisbon-time';
import { profiles } from '../../db/schema';
import { createBooking, createGuide, createSession } from '../../testing/fixtures';
import { type Json, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const nextYear = () => Number(lisbonDate(world.clock.now()).slice(0, 4)) + 1;

/** A signed-in guide with two sessions booked by a named seeker and by one without a name. */
async function bookedGuide() {
  const { user: guide, client } = await world.signedIn({ role: 'practitioner', isApproved: true });
  const year = nextYear();
  const earlier = await createSession(world, guide, {
    date: `${year}-04-02`,
    time: '18:30',
    title: 'Breath at dusk',
  });
  const later = await createSession(world, guide, {
    date: `${year}-09-20`,
    time: '10:00',
    title: 'Gong morning',
  });
  const named = await world.createUser({ name: 'Sofia Almeida' });
  const unnamed = await world.createUser({ name: null });
  const b1 = await createBooking(world, earlier, named, 'confirmed');
  const b2 = await createBooking(world, later, named, 'cancelled');
  const b3 = await createBooking(world, later, unnamed, 'pending');
  return { guide, client, earlier, later, named, unnamed, bookings: [b1, b2, b3] };
}

describe('GET /api/bookings/practitioner', () => {
  it("lists the bookings of the guide's sessions to come, soonest first, then past ones, with the seeker's name", async () => {
    const { guide, client, earlier, later, named, unnamed, bookings } = await bookedGuide();
    const other = await createGuide(world);
    await createBooking(world, await createSession(world, other), named);
    const lastWeek = await createSession(world, guide, { startsIn: -hours(24 * 7), status: 'completed' });
    const lastMonth = await createSession(world, guide, { startsIn: -hours(24 * 30), status: 'completed' });
    const recent = await createBooking(world, lastWeek, named, 'completed');
    const older = await createBooking(world, lastMonth, named, 'completed');

    const res = await client.get('/api/bookings/practitioner');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(res.body.items.map((b: Json) => b.id)).toEqual([
      bookings[0]!.id,
      bookings[2]!.id,
      bookings[1]!.id,
      recent.id,
      older.id,
    ]);
    expect(res.body.items[0]).toEqual({
      id: bookings[0]!.id,
      sessionId: earlier.id,
      sessionTitle: 'Breath at dusk',
      sessionStartsAt: earlier.startsAt.toISOString(),
      sessionDate: `${nextYear()}-04-02`,
      startTime: '18:30',
      seekerName: 'Sofia Almeida',
      status: 'confirmed',
      notes: null,
      paymentAmount: 3000,
      commissionAmount: null,
      refundAmount: null,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain(named.email);
    expect(res.body.items[1]).toMatchObject({
      sessionId: later.id,
      seekerName: unnamed.username,
      status: 'pending',
      startTime: '10:00',
    });
  });

  it('falls back to the username when the seeker has no profile name', async () => {
    const { client, unnamed } = await bookedGuide();
    await world.db.update(profiles).set({ name: '  ' }).where(eq(profiles.userId, unnamed.id));
    const res = await client.get('/api/bookings/practitioner');
    expect(res.body.items[1].seekerName).toBe(unnamed.username);
  });

  it('is for guides only', async () => {
    expect((await world.client().get('/api/bookings/practitioner')).status).toBe(401);
    for (const role of ['student', 'admin'] as const) {
      const { client } = await world.signedIn({ role });
      expect((await client.get('/api/bookings/practitioner')).status).toBe(403);
    }
    const { client: waiting } = await world.signedIn({ role: 'practitioner', isApproved: false });
    expect((await waiting.get('/api/bookings/practitioner')).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 25,
    });
  });

  it("keeps one Lisbon month's paid bookings, in the order of the sessions", async () => {
    const { user: guide, client } = await world.signedIn({ role: 'practitioner', isApproved: true });
    const year = nextYear();
    const first = await createSession(world, guide, { date: `${year}-05-01`, time: '00:30' });
    const last = await createSession(world, guide, { date: `${year}-05-31`, time: '23:30' });
    const april = await createSession(world, guide, { date: `${year}-04-30`, time: '23:30' });
    const seeker = await world.createUser();
    const late = await createBooking(world, last, seeker, 'confirmed');
    const early = await createBooking(world, first, seeker, 'completed');
    await createBooking(world, first, await world.createUser(), 'cancelled');
    await createBooking(
      world,
      await createSession(world, guide, { date: `${year}-05-10` }),
      seeker,
      'pending',
    );
    await createBooking(world, april, seeker, 'confirmed');

    const may = await client.get(`/api/bookings/practitioner?month=${year}-05&paid=true`);
    expect(may.status).toBe(200);
    expect(may.body.items.map((b: Json) => b.id)).toEqual([early.id, late.id]);
    expect(may.body.total).toBe(2);
    expect((await client.get(`/api/bookings/practitioner?month=${year}-05`)).body.total).toBe(4);
    const bad = await client.get('/api/bookings/practitioner?month=2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ month: 'Month must look like 2026-05' });
    expect((await client.get('/api/bookings/practitioner?month=0001-01')).status).toBe(400);
  });

  it('answers a page at a time and never more than a hundred bookings at once', async () => {
    const { client } = await bookedGuide();
    const second = await client.get('/api/bookings/practitioner?pageSize=2&page=2');
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.items).toHaveLength(1);
    const tooMany = await client.get('/api/bookings/practitioner?pageSize=101');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({ pageSize: 'Page size must be a whole number from 1 to 100' });
  });
});

describe('GET /api/sessions/{id}/bookings', () => {
  it("lists one session's bookings for its guide and for an admin", async () => {
    const { client, later, bookings } = await bookedGuide();
    const own = await client.get(`/api/sessions/${later.id}/bookings`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(own.body.items.map((b: Json) => b.id)).toEqual([bookings[2]!.id, bookings[1]!.id]);
    const { client: admin } = await world.signedIn({ role: 'admin' });
    expect((await admin.get(`/api/sessions/${later.id}/bookings`)).body).toEqual(own.body);
    const second = await client.get(`/api/sessions/${later.id}/bookings?pageSize=1&page=2`);
    expect(second.body.items.map((b: Json) => b.id)).toEqual([bookings[1]!.id]);
    expect((await client.get(`/api/sessions/${later.id}/bookings?pageSize=101`)).status).toBe(400);
  });

  it('is refused to another guide and to seekers, and answers 404 for an unknown session', async () => {
    const { later } = await bookedGuide();
    const { client: otherGuide } = await world.signedIn({ role: 'practitioner', isApproved: true });
    const refused = await otherGuide.get(`/api/sessions/${later.id}/bookings`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'You can only see the bookings of your own sessions',
      code: 'FORBIDDEN',
      requestId: expect.any(String),
    });
    const { client: seeker } = await world.signedIn();
    expect((await seeker.get(`/api/sessions/${later.id}/bookings`)).status).toBe(403);
    expect((await world.client().get(`/api/sessions/${later.id}/bookings`)).status).toBe(401);
    const missing = await otherGuide.get('/api/sessions/2000000000/bookings');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      error: 'Session not found',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
  });
});
