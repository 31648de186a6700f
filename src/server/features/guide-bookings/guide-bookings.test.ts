import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { lisbonDate } from '../../lisbon-time';
import { createBooking, createGuide, createSession } from '../../testing/fixtures';
import { type Json, TestWorld } from '../../testing/test-app';

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
  it("lists every booking of the guide's sessions, newest session first, with the seeker's name", async () => {
    const { client, earlier, later, named, unnamed, bookings } = await bookedGuide();
    const other = await createGuide(world);
    await createBooking(world, await createSession(world, other), named);

    const res = await client.get('/api/bookings/practitioner');
    expect(res.status).toBe(200);
    expect(res.body.map((b: Json) => b.id)).toEqual([bookings[2]!.id, bookings[1]!.id, bookings[0]!.id]);
    expect(res.body[2]).toEqual({
      id: bookings[0]!.id,
      sessionId: earlier.id,
      sessionTitle: 'Breath at dusk',
      sessionStartsAt: earlier.startsAt.toISOString(),
      sessionDate: `${nextYear()}-04-02`,
      startTime: '18:30',
      seekerName: 'Sofia Almeida',
      seekerEmail: named.email,
      status: 'confirmed',
      notes: null,
      paymentAmount: 3000,
      commissionAmount: null,
      refundAmount: null,
      createdAt: expect.any(String),
    });
    expect(res.body[0]).toMatchObject({
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
    expect(res.body[0].seekerName).toBe(unnamed.username);
  });

  it('is for guides only', async () => {
    expect((await world.client().get('/api/bookings/practitioner')).status).toBe(401);
    for (const role of ['student', 'admin'] as const) {
      const { client } = await world.signedIn({ role });
      expect((await client.get('/api/bookings/practitioner')).status).toBe(403);
    }
    const { client: waiting } = await world.signedIn({ role: 'practitioner', isApproved: false });
    expect((await waiting.get('/api/bookings/practitioner')).body).toEqual([]);
  });
});

describe('GET /api/sessions/{id}/bookings', () => {
  it("lists one session's bookings for its guide and for an admin", async () => {
    const { client, later, bookings } = await bookedGuide();
    const own = await client.get(`/api/sessions/${later.id}/bookings`);
    expect(own.status).toBe(200);
    expect(own.body.map((b: Json) => b.id)).toEqual([bookings[2]!.id, bookings[1]!.id]);
    const { client: admin } = await world.signedIn({ role: 'admin' });
    expect((await admin.get(`/api/sessions/${later.id}/bookings`)).body).toEqual(own.body);
  });

  it('is refused to another guide and to seekers, and answers 404 for an unknown session', async () => {
    const { later } = await bookedGuide();
    const { client: otherGuide } = await world.signedIn({ role: 'practitioner', isApproved: true });
    const refused = await otherGuide.get(`/api/sessions/${later.id}/bookings`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'You can only see the bookings of your own sessions',
      code: 'FORBIDDEN',
    });
    const { client: seeker } = await world.signedIn();
    expect((await seeker.get(`/api/sessions/${later.id}/bookings`)).status).toBe(403);
    expect((await world.client().get(`/api/sessions/${later.id}/bookings`)).status).toBe(401);
    const missing = await otherGuide.get('/api/sessions/2000000000/bookings');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Session not found', code: 'NOT_FOUND' });
  });
});
