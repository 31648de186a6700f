import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_BOOKINGS_COUNT } from '../../../contract/guide-dashboard';
import { lisbonDate } from '../../../contract/lisbon-time';
import { bookings } from '../../db/schema';
import { bookedSession } from '../../testing/booking-fixtures';
import { createBooking, createSession } from '../../testing/fixtures';
import { type Json, type TestClient, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const nextYear = () => Number(lisbonDate(world.clock.now()).slice(0, 4)) + 1;

/** A guide whose first booking came the whole way: a seeker held a spot and paid on Luz's checkout page. */
async function guideWithAPaidBooking(): Promise<{
  guide: { id: number };
  client: TestClient;
  paidId: number;
}> {
  const booked = await bookedSession(world, { startsIn: hours(72), price: 4000, capacity: 10 });
  const client = world.client();
  const login = await client.post('/api/login', {
    username: booked.guide.username,
    password: booked.guide.password,
  });
  expect(login.status).toBe(200);
  return { guide: booked.guide, client, paidId: booked.bookingId };
}

describe('GET /api/practitioner/dashboard', () => {
  it('works out the figures of every session and booking, and names the latest bookings', async () => {
    const { guide, client, paidId } = await guideWithAPaidBooking();
    const [paid] = await world.db.select().from(bookings).where(eq(bookings.id, paidId));
    const held = await createSession(world, guide, {
      startsIn: -hours(48),
      status: 'completed',
      price: 3000,
    });
    await createSession(world, guide, { startsIn: hours(100), status: 'cancelled' });
    await createSession(world, guide, { startsIn: hours(120) });
    const completed = await createBooking(world, held, await world.createUser(), 'completed');
    await createBooking(world, held, await world.createUser(), 'cancelled');
    for (let n = 0; n < RECENT_BOOKINGS_COUNT; n++) {
      await createBooking(world, held, await world.createUser(), 'cancelled');
    }

    const res = await client.get('/api/practitioner/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      sessionCounts: { upcoming: 2, past: 1, cancelled: 1, all: 4 },
      paidBookings: 2,
      completedBookings: 1,
      bookingRate: 2 / 3,
      completionRate: 0.5,
      earnings: {
        gross: 4000 + 3000,
        refunded: 0,
        commission: paid!.commissionAmount,
        net: 7000 - paid!.commissionAmount!,
        bookings: 2,
      },
    });
    expect(paid!.commissionAmount).toBe(600);
    expect(res.body.recentBookings).toHaveLength(RECENT_BOOKINGS_COUNT);
    expect(res.body.recentBookings.map((b: Json) => b.id)).not.toContain(completed.id);
    const made = res.body.recentBookings.map((b: Json) => b.createdAt);
    expect(made).toEqual([...made].sort().reverse());
  });

  it('has no rates to show before there is anything to divide', async () => {
    const { client } = await world.signedIn({ role: 'practitioner', isApproved: false });
    expect((await client.get('/api/practitioner/dashboard')).body).toEqual({
      sessionCounts: { upcoming: 0, past: 0, cancelled: 0, all: 0 },
      paidBookings: 0,
      completedBookings: 0,
      bookingRate: null,
      completionRate: null,
      earnings: { gross: 0, refunded: 0, commission: 0, net: 0, bookings: 0 },
      recentBookings: [],
    });
  });

  it('is for guides only', async () => {
    expect((await world.client().get('/api/practitioner/dashboard')).status).toBe(401);
    for (const role of ['student', 'admin'] as const) {
      const { client } = await world.signedIn({ role });
      expect((await client.get('/api/practitioner/dashboard')).status).toBe(403);
      expect((await client.get('/api/practitioner/earnings')).status).toBe(403);
    }
  });
});

describe('GET /api/practitioner/earnings', () => {
  it('adds paid bookings, less what was given back, by the Lisbon month of their session, latest month first, a page at a time', async () => {
    const { user: guide, client } = await world.signedIn({ role: 'practitioner', isApproved: true });
    const year = nextYear();
    // Half past midnight on the first of July in Lisbon is still June in UTC: it counts for July.
    const julyFirst = await createSession(world, guide, {
      date: `${year}-07-01`,
      time: '00:30',
      price: 5000,
    });
    const july = await createSession(world, guide, { date: `${year}-07-02`, time: '10:00', price: 2000 });
    const june = await createSession(world, guide, { date: `${year}-06-15`, time: '10:00', price: 1000 });
    const march = await createSession(world, guide, { date: `${year}-03-10`, time: '10:00', price: 1500 });
    const withCommission = await createBooking(world, julyFirst, await world.createUser(), 'confirmed');
    await world.db.update(bookings).set({ commissionAmount: 750 }).where(eq(bookings.id, withCommission.id));
    await createBooking(world, julyFirst, await world.createUser(), 'completed');
    await createBooking(world, julyFirst, await world.createUser(), 'cancelled');
    // Part of it given back after payment (a refund made in the payment provider's dashboard).
    const partlyRefunded = await createBooking(world, july, await world.createUser(), 'confirmed');
    await world.db.update(bookings).set({ refundAmount: 500 }).where(eq(bookings.id, partlyRefunded.id));
    await createBooking(world, june, await world.createUser(), 'completed');
    await createBooking(world, march, await world.createUser(), 'pending');

    const first = await client.get('/api/practitioner/earnings?pageSize=1');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      items: [{ month: `${year}-07`, gross: 12000, refunded: 500, commission: 750, net: 10750, bookings: 3 }],
      total: 2,
      page: 1,
      pageSize: 1,
      allTime: { gross: 13000, refunded: 500, commission: 750, net: 11750, bookings: 4 },
    });
    const second = await client.get('/api/practitioner/earnings?pageSize=1&page=2');
    expect(second.body.items).toEqual([
      { month: `${year}-06`, gross: 1000, refunded: 0, commission: 0, net: 1000, bookings: 1 },
    ]);
    expect((await client.get('/api/practitioner/earnings?pageSize=61')).status).toBe(400);
  });
});
