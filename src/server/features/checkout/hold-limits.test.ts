import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lisbonDate } from '../../../contract/lisbon-time';
import { bookings, profiles, sessions } from '../../db/schema';
import { holdSpot, payHold, spotsLeft } from '../../testing/booking-fixtures';
import { createGuide, createSession } from '../../testing/fixtures';
import { type TestClient, TestWorld } from '../../testing/test-app';
import { hours, minutes } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const checkout = '/api/create-checkout-session';
const tooManyHolds = {
  error: 'You already have 2 bookings waiting for payment. Complete or cancel one before booking another.',
  code: 'TOO_MANY_UNPAID_HOLDS',
  requestId: expect.any(String),
};

/** `count` upcoming sessions of one guide, each with places. */
async function openSessions(count: number, capacity = 4) {
  const guide = await createGuide(world);
  return Promise.all(
    Array.from({ length: count }, (_, n) =>
      createSession(world, guide, { startsIn: hours(48 + 3 * n), capacity }),
    ),
  );
}

async function pendingHoldsOf(seekerId: number): Promise<number> {
  const rows = await world.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.seekerId, seekerId), eq(bookings.status, 'pending')));
  return rows.length;
}

/** A guide taking private requests every morning, and a day whose morning hours are free. */
async function privateGuide() {
  const guide = await createGuide(world, { category: 'Breathwork', pricePerSession: 6000 });
  const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  await world.db
    .update(profiles)
    .set({ availability: Object.fromEntries(week.map((day) => [day, ['morning']])) })
    .where(eq(profiles.userId, guide.id));
  const date = lisbonDate(new Date(world.clock.now().getTime() + hours(24 * 5)));
  return { guide, date };
}

describe('unpaid holds of one seeker', () => {
  it('are at most two: a third checkout is refused with a clear message and takes no spot', async () => {
    const [first, second, third] = await openSessions(3);
    const { client } = await world.signedIn();
    const held = [await holdSpot(client, first!.id), await holdSpot(client, second!.id)];

    const res = await client.post(checkout, { sessionId: third!.id });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(tooManyHolds);
    expect(await spotsLeft(world, third!.id)).toBe(4);

    // Paying for one frees a place for another hold; so does cancelling one.
    await payHold(client, held[0]!);
    await holdSpot(client, third!.id);
    const [fourth] = await openSessions(1);
    expect((await client.post(checkout, { sessionId: fourth!.id })).body).toEqual(tooManyHolds);
    expect((await client.post(`/api/bookings/${held[1]!.bookingId}/cancel`)).status).toBe(200);
    await holdSpot(client, fourth!.id);
  });

  it('count private session requests too, which then create no session', async () => {
    const { guide, date } = await privateGuide();
    const { user: seeker, client } = await world.signedIn();
    const request = (sessionTime: string) =>
      client.post(checkout, { practitionerId: guide.id, sessionDate: date, sessionTime });
    expect((await request('09:00')).status).toBe(201);
    expect((await request('10:00')).status).toBe(201);

    const res = await request('11:00');
    expect(res.status).toBe(409);
    expect(res.body).toEqual(tooManyHolds);
    const requested = await world.db.select().from(sessions).where(eq(sessions.requestedBy, seeker.id));
    expect(requested).toHaveLength(2);
  });

  it('do not count once they have run out: their spots come back first', async () => {
    const [first, second, third] = await openSessions(3, 1);
    const { user: seeker, client } = await world.signedIn();
    await holdSpot(client, first!.id);
    await holdSpot(client, second!.id);
    world.clock.advance(minutes(16));

    await holdSpot(client, third!.id);
    expect(await pendingHoldsOf(seeker.id)).toBe(1);
    expect([await spotsLeft(world, first!.id), await spotsLeft(world, second!.id)]).toEqual([1, 1]);
  });

  it('never exceed two, however many checkouts of one seeker run at once', async () => {
    const open = await openSessions(8, 2);
    const { user: seeker, client } = await world.signedIn();
    const answers = await Promise.all(
      open.map((session) => client.post(checkout, { sessionId: session.id })),
    );

    expect(answers.filter((res) => res.status === 201)).toHaveLength(2);
    for (const refused of answers.filter((res) => res.status !== 201)) {
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: tooManyHolds });
    }
    expect(await pendingHoldsOf(seeker.id)).toBe(2);
    const spots = await Promise.all(open.map((session) => spotsLeft(world, session.id)));
    expect(spots.reduce((sum, left) => sum + (2 - left), 0)).toBe(2);
  });

  it('never exceed two when sessions and private hours are requested at once', async () => {
    const open = await openSessions(3, 2);
    const { guide, date } = await privateGuide();
    const { user: seeker, client } = await world.signedIn();
    const answers = await Promise.all([
      ...open.map((session) => client.post(checkout, { sessionId: session.id })),
      ...['09:00', '10:00', '11:00'].map((sessionTime) =>
        client.post(checkout, { practitionerId: guide.id, sessionDate: date, sessionTime }),
      ),
    ]);

    expect(answers.filter((res) => res.status === 201)).toHaveLength(2);
    expect(answers.filter((res) => res.status === 409).map((res) => res.body)).toEqual(
      Array.from({ length: 4 }, () => tooManyHolds),
    );
    expect(await pendingHoldsOf(seeker.id)).toBe(2);
    // A private hour exists only while its request holds it.
    const requested = await world.db
      .select({ status: sessions.status })
      .from(sessions)
      .where(and(eq(sessions.requestedBy, seeker.id), eq(sessions.status, 'scheduled')));
    const heldSpots = await Promise.all(open.map((session) => spotsLeft(world, session.id)));
    expect(requested.length + heldSpots.reduce((sum, left) => sum + (2 - left), 0)).toBe(2);
  });
});

describe('holds that keep running out unpaid', () => {
  /** Holds a spot and lets it run out, `times` times. */
  async function letHoldsLapse(client: TestClient, times: number): Promise<void> {
    for (const session of await openSessions(times)) {
      await holdSpot(client, session.id);
      world.clock.advance(minutes(16));
      await world.app.bookings.maintenance.releaseExpiredHolds(world.clock.now());
    }
  }

  it('slow the seeker down after three in an hour, until the hour has passed', async () => {
    const { client } = await world.signedIn();
    await letHoldsLapse(client, 3);
    const [next] = await openSessions(1);

    const res = await client.post(checkout, { sessionId: next!.id });
    expect(res.status).toBe(429);
    // The first of the three ran out 33 minutes ago: it stops counting in 27 minutes.
    expect(res.body).toEqual({
      error: 'Too many of your bookings ran out before they were paid. Please try again in 27 minutes.',
      code: 'TOO_MANY_REQUESTS',
      requestId: expect.any(String),
    });
    expect(res.headers['retry-after']).toBe(String(27 * 60));
    expect(await spotsLeft(world, next!.id)).toBe(4);

    world.clock.advance(minutes(27) - 1);
    expect((await client.post(checkout, { sessionId: next!.id })).status).toBe(429);
    world.clock.advance(1);
    await holdSpot(client, next!.id);
  });

  it('do not slow anyone down at two, nor count holds the seeker let go of or paid', async () => {
    const { client } = await world.signedIn();
    await letHoldsLapse(client, 2);
    const [left, paid, next] = await openSessions(3);
    const hold = await holdSpot(client, left!.id);
    expect((await client.post(`/api/checkout/${hold.reference}/cancel`)).status).toBe(200);
    await payHold(client, await holdSpot(client, paid!.id));
    await holdSpot(client, next!.id);
  });

  it('also slow down private session requests', async () => {
    const { client } = await world.signedIn();
    await letHoldsLapse(client, 3);
    const { guide, date } = await privateGuide();
    const res = await client.post(checkout, {
      practitionerId: guide.id,
      sessionDate: date,
      sessionTime: '09:00',
    });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('count when they run out while the seeker books again, before the sweeper sees them', async () => {
    const { client } = await world.signedIn();
    await letHoldsLapse(client, 2);
    const [last, next] = await openSessions(2);
    await holdSpot(client, last!.id);
    world.clock.advance(minutes(16));
    expect((await client.post(checkout, { sessionId: next!.id })).status).toBe(429);
    expect(await spotsLeft(world, last!.id)).toBe(4);
  });
});
