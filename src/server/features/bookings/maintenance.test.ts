import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bookedSession,
  bookingRow,
  holdSpot,
  payHold,
  sessionRow,
  settle,
  spotsLeft,
} from '../../testing/booking-fixtures';
import { createGuide, createSession } from '../../testing/fixtures';
import { TestWorld } from '../../testing/test-app';
import { hours, minutes } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());
afterEach(() => vi.restoreAllMocks());

const maintenance = () => world.app.bookings.maintenance;

describe('releaseExpiredHolds', () => {
  it('cancels holds past their 15 minutes and gives each spot back exactly once', async () => {
    const session = await createSession(world, await createGuide(world), { capacity: 3 });
    const a = await holdSpot((await world.signedIn()).client, session.id);
    const b = await holdSpot((await world.signedIn()).client, session.id);
    world.clock.advance(minutes(10));
    const c = await holdSpot((await world.signedIn()).client, session.id);
    expect(await spotsLeft(world, session.id)).toBe(0);

    world.clock.advance(minutes(5) - 1);
    expect(await maintenance().releaseExpiredHolds(world.clock.now())).toBe(0);
    world.clock.advance(1);
    expect(await maintenance().releaseExpiredHolds(world.clock.now())).toBe(2);
    expect(await maintenance().releaseExpiredHolds(world.clock.now())).toBe(0);
    expect(await spotsLeft(world, session.id)).toBe(2);
    for (const hold of [a, b]) {
      expect(await bookingRow(world, hold.bookingId)).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'hold_expired',
        cancelledAt: world.clock.now(),
      });
    }
    expect((await bookingRow(world, c.bookingId)).status).toBe('pending');
  });

  it('leaves paid bookings alone', async () => {
    const { session, bookingId } = await bookedSession(world);
    world.clock.advance(hours(1));
    await maintenance().releaseExpiredHolds(world.clock.now());
    expect((await bookingRow(world, bookingId)).status).toBe('confirmed');
    expect(await spotsLeft(world, session.id)).toBe(7);
  });

  it('runs before a checkout, so a lapsed hold never makes a session look full', async () => {
    const session = await createSession(world, await createGuide(world), { capacity: 1 });
    await holdSpot((await world.signedIn()).client, session.id);
    const { client } = await world.signedIn();
    expect((await client.post('/api/create-checkout-session', { sessionId: session.id })).status).toBe(409);
    world.clock.advance(minutes(15));
    expect((await client.post('/api/create-checkout-session', { sessionId: session.id })).status).toBe(201);
    expect(await spotsLeft(world, session.id)).toBe(0);
  });

  it('two releases at once give each spot back once', async () => {
    const session = await createSession(world, await createGuide(world), { capacity: 4 });
    const holds = [];
    for (let i = 0; i < 4; i++) holds.push(await holdSpot((await world.signedIn()).client, session.id));
    world.clock.advance(minutes(16));
    await Promise.all([
      maintenance().releaseExpiredHolds(world.clock.now()),
      maintenance().releaseExpiredHolds(world.clock.now(), { sessionId: session.id }),
      maintenance().releaseExpiredHolds(world.clock.now()),
    ]);
    expect(await spotsLeft(world, session.id)).toBe(4);
    for (const hold of holds) expect((await bookingRow(world, hold.bookingId)).status).toBe('cancelled');
  });
});

describe('completeEndedSessions', () => {
  it('completes ended sessions and their paid bookings, which become reviewable; unpaid holds lapse', async () => {
    const guide = await createGuide(world);
    const session = await createSession(world, guide, { startsIn: hours(2), minutes: 60 });
    const later = await createSession(world, guide, { startsIn: hours(5) });
    const { client: payer } = await world.signedIn();
    const paid = await holdSpot(payer, session.id);
    await payHold(payer, paid);
    const unpaid = await holdSpot((await world.signedIn()).client, session.id);
    // Keep the unpaid hold alive up to the end, as a provider's hold could be.
    world.clock.advance(hours(3) - 1);
    expect(await maintenance().completeEndedSessions(world.clock.now())).toEqual({
      sessions: 0,
      bookings: 0,
    });
    world.clock.advance(1);

    expect(await maintenance().completeEndedSessions(world.clock.now())).toEqual({
      sessions: 1,
      bookings: 1,
    });
    expect(await maintenance().completeEndedSessions(world.clock.now())).toEqual({
      sessions: 0,
      bookings: 0,
    });
    expect((await sessionRow(world, session.id)).status).toBe('completed');
    expect((await sessionRow(world, later.id)).status).toBe('scheduled');
    expect((await bookingRow(world, paid.bookingId)).status).toBe('completed');
    expect((await bookingRow(world, unpaid.bookingId)).status).toBe('cancelled');

    const review = await payer.post(`/api/sessions/${session.id}/reviews`, {
      rating: 5,
      comment: 'Deeply calming.',
    });
    expect(review.status).toBe(201);
  });
});

describe('the sweeper', () => {
  it('runs as the maintenance job: releases holds and completes sessions', async () => {
    const session = await createSession(world, await createGuide(world), { capacity: 2, startsIn: hours(1) });
    const hold = await holdSpot((await world.signedIn()).client, session.id);
    world.clock.advance(minutes(15));
    await world.app.jobs.enqueue(world.db, 'maintenance-sweep', {});
    await world.app.jobs.drain();
    expect((await bookingRow(world, hold.bookingId)).status).toBe('cancelled');
    world.clock.advance(hours(2));
    await world.app.jobs.enqueue(world.db, 'maintenance-sweep', {});
    await world.app.jobs.drain();
    expect((await sessionRow(world, session.id)).status).toBe('completed');
    expect(await spotsLeft(world, session.id)).toBe(2);
  });

  it('sends again a refund the provider did not accept, and only until it is accepted', async () => {
    const { client, bookingId } = await bookedSession(world, { startsIn: hours(48), price: 2000 });
    const refund = vi.spyOn(world.app.payments, 'refund').mockRejectedValueOnce(new Error('provider down'));
    await client.post(`/api/bookings/${bookingId}/cancel`);
    await settle(world);
    expect(refund).toHaveBeenCalledTimes(2);
    expect((await bookingRow(world, bookingId)).refundedAt).toEqual(world.clock.now());
    await maintenance().sweep();
    await settle(world);
    expect(refund).toHaveBeenCalledTimes(2);
  });
});
