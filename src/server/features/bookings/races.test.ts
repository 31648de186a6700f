import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lisbonDate, weekdayOfDate } from '../../../contract/lisbon-time';
import { bookings, profiles, sessions } from '../../db/schema';
import { bookingRow, GOOD_CARD, holdSpot, payHold, settle, spotsLeft } from '../../testing/booking-fixtures';
import { createGuide, createSession } from '../../testing/fixtures';
import { type CreatedUser, databaseKind, type TestClient, TestWorld } from '../../testing/test-app';
import { hours, minutes } from '../../testing/test-clock';

/**
 * Requests that race for the same spot, payment or refund. On PGlite (one connection) they queue;
 * on the PostgreSQL server (the `postgres` project) they truly run at once, which is where these
 * tests matter: each outcome must be the same as if they had come one after another.
 */

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());
afterEach(() => vi.restoreAllMocks());

async function seekers(n: number): Promise<Array<{ user: CreatedUser; client: TestClient }>> {
  const all = [];
  for (let i = 0; i < n; i += 10) {
    all.push(...(await Promise.all(Array.from({ length: Math.min(10, n - i) }, () => world.signedIn()))));
  }
  return all;
}

/** Spots left always equal capacity minus the bookings holding one. */
async function expectSpotsAccountedFor(sessionId: number, capacity: number): Promise<void> {
  const [live] = await world.db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.sessionId, sessionId), inArray(bookings.status, ['pending', 'confirmed'])));
  expect(await spotsLeft(world, sessionId)).toBe(capacity - live!.n);
}

describe(`concurrent requests (${databaseKind} database)`, () => {
  it('100 seekers at once on a session of 5 get exactly 5 holds, and the rest are told it is full', async () => {
    const session = await createSession(world, await createGuide(world), { capacity: 5 });
    const crowd = await seekers(100);

    const answers = await Promise.all(
      crowd.map(({ client }) => client.post('/api/create-checkout-session', { sessionId: session.id })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(95);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(res.body).toEqual({
        error: 'This session is full',
        code: 'SESSION_FULL',
        requestId: expect.any(String),
      });
    }
    const held = await world.db.select().from(bookings).where(eq(bookings.sessionId, session.id));
    expect(held).toHaveLength(5);
    expect(held.every((b) => b.status === 'pending')).toBe(true);
    expect(await spotsLeft(world, session.id)).toBe(0);
  });

  it('a seeker double-clicking Book Now gets one booking', async () => {
    const session = await createSession(world, await createGuide(world), { capacity: 3 });
    const { user, client } = await world.signedIn();

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.post('/api/create-checkout-session', { sessionId: session.id })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 201)) {
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('ALREADY_BOOKED');
    }
    const held = await world.db.select().from(bookings).where(eq(bookings.seekerId, user.id));
    expect(held).toHaveLength(1);
    expect(await spotsLeft(world, session.id)).toBe(2);
  });

  it('a payment confirmed twice at once is counted once', async () => {
    const session = await createSession(world, await createGuide(world), { price: 3000 });
    const { user, client } = await world.signedIn();
    const hold = await holdSpot(client, session.id);

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => client.post(`/api/checkout/${hold.reference}/pay`, GOOD_CARD)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await bookingRow(world, hold.bookingId)).toMatchObject({
      status: 'confirmed',
      paymentAmount: 3000,
      commissionAmount: 450,
    });
    await settle(world);
    expect(world.smtp.messagesTo(user.email)).toHaveLength(1);
    expect(await spotsLeft(world, session.id)).toBe(7);
  });

  it('paying and leaving the checkout at once end one way or the other, never both', async () => {
    const session = await createSession(world, await createGuide(world), { capacity: 2 });
    const { client } = await world.signedIn();
    const hold = await holdSpot(client, session.id);
    const [paid, left] = await Promise.all([
      client.post(`/api/checkout/${hold.reference}/pay`, GOOD_CARD),
      client.post(`/api/checkout/${hold.reference}/cancel`),
    ]);
    const booking = await bookingRow(world, hold.bookingId);
    if (booking.status === 'confirmed') {
      expect([paid.status, left.status]).toEqual([200, 409]);
    } else {
      expect(booking.status).toBe('cancelled');
      expect([paid.status, left.status]).toEqual([409, 200]);
      expect(booking.paymentAmount).toBeNull();
    }
    await expectSpotsAccountedFor(session.id, 2);
  });

  it('two cancellations at once refund once', async () => {
    const session = await createSession(world, await createGuide(world), {
      startsIn: hours(48),
      price: 5000,
    });
    const { client } = await world.signedIn();
    const hold = await holdSpot(client, session.id);
    await payHold(client, hold);
    const refund = vi.spyOn(world.app.payments, 'refund');

    const answers = await Promise.all([
      client.post(`/api/bookings/${hold.bookingId}/cancel`),
      client.post(`/api/bookings/${hold.bookingId}/cancel`),
      client.post(`/api/bookings/${hold.bookingId}/cancel`),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(answers.find((r) => r.status === 200)!.body.refundAmount).toBe(5000);
    await settle(world);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await bookingRow(world, hold.bookingId)).toMatchObject({
      refundAmount: 5000,
      status: 'cancelled',
    });
    expect(await spotsLeft(world, session.id)).toBe(8);
  });

  it('a seeker cancelling while the guide cancels the session is refunded once', async () => {
    const { user: guide, client: guideClient } = await world.signedIn({
      role: 'practitioner',
      isApproved: true,
    });
    const session = await createSession(world, guide, { startsIn: hours(48), price: 2500 });
    const { client } = await world.signedIn();
    const hold = await holdSpot(client, session.id);
    await payHold(client, hold);
    const refund = vi.spyOn(world.app.payments, 'refund');

    const [mine, theirs] = await Promise.all([
      client.post(`/api/bookings/${hold.bookingId}/cancel`),
      guideClient.delete(`/api/sessions/${session.id}`),
    ]);
    expect(theirs.status).toBe(200);
    expect([200, 409]).toContain(mine.status);
    await settle(world);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]![0].amount).toBe(2500);
    expect((await bookingRow(world, hold.bookingId)).refundAmount).toBe(2500);
  });

  it('the guide and an admin cancelling a session at once cancel it, and refund each booking, once', async () => {
    const { user: guide, client: guideClient } = await world.signedIn({
      role: 'practitioner',
      isApproved: true,
    });
    const session = await createSession(world, guide, { startsIn: hours(48), price: 1800, capacity: 4 });
    for (const { client } of await seekers(3)) await payHold(client, await holdSpot(client, session.id));
    const { client: admin } = await world.signedIn({ role: 'admin' });
    const refund = vi.spyOn(world.app.payments, 'refund');

    const answers = await Promise.all([
      guideClient.delete(`/api/sessions/${session.id}`),
      admin.patch(`/api/admin/sessions/${session.id}/cancel`),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 200)!.body.cancelledBookings).toBe(3);
    await settle(world);
    expect(refund).toHaveBeenCalledTimes(3);
    expect(new Set(refund.mock.calls.map(([input]) => input.booking.id)).size).toBe(3);
    await expectSpotsAccountedFor(session.id, 4);
  });

  it('two seekers asking for the same private hour at once: one gets it', async () => {
    const guide = await createGuide(world, { pricePerSession: 5000 });
    const date = lisbonDate(new Date(world.clock.now().getTime() + hours(24 * 5)));
    await world.db
      .update(profiles)
      .set({ availability: { [weekdayOfDate(date)!]: ['morning'] } })
      .where(eq(profiles.userId, guide.id));
    const request = { practitionerId: guide.id, sessionDate: date, sessionTime: '10:00' };

    const answers = await Promise.all(
      (await seekers(4)).map(({ client }) => client.post('/api/create-checkout-session', request)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const created = await world.db.select().from(sessions).where(eq(sessions.guideId, guide.id));
    expect(created).toHaveLength(1);
  });

  it('new holds racing the release of expired ones never oversell nor lose a spot', async () => {
    const session = await createSession(world, await createGuide(world), { capacity: 3 });
    for (const { client } of await seekers(3)) await holdSpot(client, session.id);
    world.clock.advance(minutes(15));
    const newcomers = await seekers(6);

    const answers = await Promise.all([
      ...newcomers.map(({ client }) =>
        client.post('/api/create-checkout-session', { sessionId: session.id }),
      ),
      world.app.bookings.maintenance.releaseExpiredHolds(world.clock.now()).then(() => ({ status: 0 })),
    ]);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(3);
    expect(await spotsLeft(world, session.id)).toBe(0);
    await expectSpotsAccountedFor(session.id, 3);
  });
});
