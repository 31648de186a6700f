import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../src/contract/roles';
import { mapConcurrently } from './support/concurrency';
import { type Answer, call, checkoutReference, PAYING_CARD } from './support/luz-client';
import type { LuzServer } from './support/luz-server';
import {
  inconsistentSpots,
  type SeededSession,
  type SignedInPerson,
  seedBooking,
  seedPeople,
  seedSessions,
  spotAccounts,
} from './support/marketplace-seed';
import { emailsPerAddress, jobsDone, sentEmails } from './support/outbox';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';
import { restartGracefully, startServerPair } from './support/server-pair';
import { bySize, SOAK } from './support/sizes';
import {
  checkoutCompleted,
  checkoutExpired,
  STRIPE_ENV,
  type WebhookDelivery,
} from './support/stripe-webhooks';

/** How many bookings (or sessions) each scenario runs at once. */
const CASES = bySize(8, 60);
/** Each duplicated request is sent this many times to each of the two processes. */
const COPIES = 2;
/** At most this many requests in flight, below what a listening socket queues. */
const IN_FLIGHT = 400;

let database: ScratchDatabase;

beforeAll(async () => {
  database = await createScratchDatabase('once');
});

afterAll(async () => {
  await database?.drop();
});

/** The same request, `COPIES` times to each process, all at once. */
function everywhereAtOnce(servers: readonly LuzServer[], send: (server: LuzServer) => Promise<Answer>) {
  return Promise.all(servers.flatMap((server) => Array.from({ length: COPIES }, () => send(server))));
}

function statuses(answers: Answer[]): number[] {
  return answers.map((a) => a.status).sort();
}

async function bookingRows(ids: number[]) {
  const { rows } = await database.pool.query<{
    id: number;
    status: string;
    cancellation_reason: string | null;
    payment_amount: number | null;
    refund_amount: number | null;
    refunded_at: Date | null;
    amount_due: number;
  }>(
    `select id, status, cancellation_reason, payment_amount, refund_amount, refunded_at, amount_due
     from bookings where id = any($1::int[]) order by id`,
    [ids],
  );
  return rows;
}

async function expectSpotsAddUp(sessions: SeededSession[]): Promise<void> {
  const accounts = await spotAccounts(
    database.pool,
    sessions.map((s) => s.id),
  );
  expect(inconsistentSpots(accounts)).toEqual([]);
}

/** Every one of `people` got exactly one email whose subject starts so. */
async function expectOneEmailEach(
  servers: readonly LuzServer[],
  people: SignedInPerson[],
  subjectStart: string,
) {
  await jobsDone(database.pool);
  await restartGracefully(servers);
  const counts = emailsPerAddress(await sentEmails(servers), subjectStart);
  expect(people.map((p) => counts.get(p.email) ?? 0)).toEqual(people.map(() => 1));
}

describe('two processes with Luz’s own checkout, the same event arriving at both at once', () => {
  let servers: LuzServer[] = [];
  let guide: SignedInPerson;

  beforeAll(async () => {
    servers = await startServerPair(database.url);
    [guide] = (await seedPeople(database.pool, ROLE.guide, 1)) as [SignedInPerson];
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.dispose()));
  });

  it('gives the spot of an expired hold back once, when both processes release it', async () => {
    // Capacity 6: one paid place and five holds that ran out. A spot returned twice would let a
    // seventh seeker in (remaining spots are clamped to the capacity, not to what is free).
    const sessions = await seedSessions(database.pool, guide.id, CASES, { capacity: 6 });
    const holders = await seedPeople(database.pool, ROLE.seeker, CASES * 6);
    const expired: number[] = [];
    for (const [i, session] of sessions.entries()) {
      await seedBooking(database.pool, session, holders[i * 6]!.id, 'confirmed');
      for (let k = 1; k < 6; k++) {
        expired.push((await seedBooking(database.pool, session, holders[i * 6 + k]!.id, 'expired-hold')).id);
      }
    }
    const newcomers = await seedPeople(database.pool, ROLE.seeker, CASES * 8);

    // Both processes notice the lapsed holds at once: the holders open My Bookings on each, and
    // eight newcomers per session book through both (booking releases the session's lapsed holds first).
    const lookups = holders.flatMap((holder) =>
      servers.map((server) => () => call(server.baseUrl, 'GET', '/api/bookings', { token: holder.token })),
    );
    const checkouts = newcomers.map(
      (seeker, n) => () =>
        call(servers[n % 2]!.baseUrl, 'POST', '/api/create-checkout-session', {
          token: seeker.token,
          body: { sessionId: sessions[Math.floor(n / 8)]!.id },
        }),
    );
    const answers = await mapConcurrently([...lookups, ...checkouts], IN_FLIGHT, (request) => request());
    const looked = answers.slice(0, lookups.length);
    const booked = answers.slice(lookups.length);

    expect(looked.every((a) => a.status === 200)).toBe(true);
    expect(booked.filter((a) => a.status === 201)).toHaveLength(CASES * 5);
    expect(booked.filter((a) => a.status === 409)).toHaveLength(CASES * 3);
    const rows = await bookingRows(expired);
    expect(rows.every((r) => r.status === 'cancelled' && r.cancellation_reason === 'hold_expired')).toBe(
      true,
    );
    await expectSpotsAddUp(sessions);
  });

  it('confirms a payment submitted to both processes at once once, with one confirmation email', async () => {
    const sessions = await seedSessions(database.pool, guide.id, CASES, { capacity: 3 });
    const seekers = await seedPeople(database.pool, ROLE.seeker, CASES);
    const holds = await Promise.all(
      seekers.map((seeker, n) =>
        call(servers[n % 2]!.baseUrl, 'POST', '/api/create-checkout-session', {
          token: seeker.token,
          body: { sessionId: sessions[n]!.id },
        }),
      ),
    );
    expect(statuses(holds)).toEqual(holds.map(() => 201));

    const payments = await Promise.all(
      seekers.map((seeker, n) =>
        everywhereAtOnce(servers, (server) =>
          call(server.baseUrl, 'POST', `/api/checkout/${checkoutReference(holds[n]!.body.checkoutUrl)}/pay`, {
            token: seeker.token,
            body: PAYING_CARD,
          }),
        ),
      ),
    );
    // Every copy is told it is paid (the later ones find it paid already).
    expect(payments.flat().every((a) => a.status === 200)).toBe(true);
    const rows = await bookingRows(holds.map((h) => h.body.bookingId));
    expect(rows.every((r) => r.status === 'confirmed' && r.payment_amount === r.amount_due)).toBe(true);
    await expectSpotsAddUp(sessions);
    await expectOneEmailEach(servers, seekers, 'Booking confirmed');
  });

  it('refunds a cancellation sent to both processes at once once, with one cancellation email', async () => {
    const sessions = await seedSessions(database.pool, guide.id, CASES, { capacity: 3 });
    const seekers = await seedPeople(database.pool, ROLE.seeker, CASES);
    const bookings = await Promise.all(
      seekers.map((seeker, n) => seedBooking(database.pool, sessions[n]!, seeker.id, 'confirmed')),
    );

    const cancellations = await Promise.all(
      seekers.map((seeker, n) =>
        everywhereAtOnce(servers, (server) =>
          call(server.baseUrl, 'POST', `/api/bookings/${bookings[n]!.id}/cancel`, { token: seeker.token }),
        ),
      ),
    );
    for (const [n, answers] of cancellations.entries()) {
      const won = answers.filter((a) => a.status === 200);
      expect(won).toHaveLength(1);
      expect(won[0]!.body.refundAmount).toBe(sessions[n]!.price);
      for (const lost of answers.filter((a) => a.status !== 200)) {
        expect(lost.body).toEqual({
          error: 'This booking can no longer be cancelled',
          code: 'NOT_CANCELLABLE',
          requestId: expect.any(String),
        });
      }
    }
    await expectSpotsAddUp(sessions);
    await expectOneEmailEach(servers, seekers, 'Booking cancelled');
    // Refunds are sent after the answer, in the background: the graceful restart above waited for them.
    const rows = await bookingRows(bookings.map((b) => b.id));
    for (const [n, row] of rows.entries()) {
      expect(row.status).toBe('cancelled');
      expect(row.refund_amount).toBe(sessions[n]!.price);
      expect(row.refunded_at).not.toBeNull();
    }
  });

  it('cancels a session the guide and an admin cancel on both processes at once once, refunding each booking once', async () => {
    const sessions = await seedSessions(database.pool, guide.id, CASES, { capacity: 4 });
    const [admin] = (await seedPeople(database.pool, 'admin', 1)) as [SignedInPerson];
    const seekers = await seedPeople(database.pool, ROLE.seeker, CASES * 3);
    const bookings = [];
    for (const [n, seeker] of seekers.entries()) {
      bookings.push(await seedBooking(database.pool, sessions[Math.floor(n / 3)]!, seeker.id, 'confirmed'));
    }

    const answers = await Promise.all(
      sessions.map((session) =>
        Promise.all(
          servers.flatMap((server) => [
            call(server.baseUrl, 'DELETE', `/api/sessions/${session.id}`, { token: guide.token }),
            call(server.baseUrl, 'PATCH', `/api/admin/sessions/${session.id}/cancel`, { token: admin.token }),
          ]),
        ),
      ),
    );
    for (const perSession of answers) {
      expect(perSession.filter((a) => a.status === 200)).toHaveLength(1);
      expect(perSession.filter((a) => a.status === 200)[0]!.body.cancelledBookings).toBe(3);
      expect(perSession.filter((a) => a.status === 409)).toHaveLength(3);
    }
    const rows = await bookingRows(bookings.map((b) => b.id));
    expect(rows.every((r) => r.status === 'cancelled' && r.refund_amount === r.payment_amount)).toBe(true);
    // Requests go [guide, admin] to each process: an admin's win, and only that, is in the audit log.
    const adminWins = answers.filter((perSession) => perSession.findIndex((a) => a.status === 200) % 2 === 1);
    const { rows: audited } = await database.pool.query<{ n: number }>(
      `select count(*)::int as n from audit_log
       where action = 'session.cancel' and target_type = 'session' and target_id = any($1::int[])`,
      [sessions.map((s) => s.id)],
    );
    expect(audited[0]!.n).toBe(adminWins.length);
    await expectSpotsAddUp(sessions);
    await expectOneEmailEach(servers, seekers, 'Booking cancelled');
    const refunded = await bookingRows(bookings.map((b) => b.id));
    expect(refunded.every((r) => r.refunded_at !== null)).toBe(true);
  });
});

describe('two processes taking payments through Stripe, the same webhook delivered to both at once', () => {
  let servers: LuzServer[] = [];
  let guide: SignedInPerson;

  beforeAll(async () => {
    servers = await startServerPair(database.url, STRIPE_ENV);
    [guide] = (await seedPeople(database.pool, ROLE.guide, 1)) as [SignedInPerson];
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.dispose()));
  });

  const deliverEverywhere = (delivery: WebhookDelivery) =>
    everywhereAtOnce(servers, (server) => call(server.baseUrl, 'POST', '/api/webhooks/stripe', delivery));

  it('confirms a booking once for checkout.session.completed, with one confirmation email', async () => {
    const sessions = await seedSessions(database.pool, guide.id, CASES, { capacity: 3 });
    const seekers = await seedPeople(database.pool, ROLE.seeker, CASES);
    const bookings = await Promise.all(
      seekers.map((seeker, n) => seedBooking(database.pool, sessions[n]!, seeker.id, 'held', 'stripe')),
    );
    const deliveries = bookings.map((booking, n) =>
      checkoutCompleted({ ...booking, amount: sessions[n]!.price }),
    );

    const answers = await Promise.all(deliveries.map(deliverEverywhere));
    for (const answer of answers.flat()) expect(answer).toEqual({ status: 200, body: { received: true } });
    const rows = await bookingRows(bookings.map((b) => b.id));
    expect(rows.every((r) => r.status === 'confirmed' && r.payment_amount === r.amount_due)).toBe(true);
    const { rows: events } = await database.pool.query<{ n: number }>(
      `select count(*)::int as n from payment_events where id = any($1::text[])`,
      [deliveries.map((d) => JSON.parse(d.rawBody).id)],
    );
    expect(events[0]!.n).toBe(CASES);
    await expectSpotsAddUp(sessions);
    await expectOneEmailEach(servers, seekers, 'Booking confirmed');
  });

  it('gives the spot back once for checkout.session.expired', async () => {
    // Capacity 2, one paid place and one unpaid checkout: a spot returned twice shows as 2 left.
    const sessions = await seedSessions(database.pool, guide.id, CASES, { capacity: 2 });
    const seekers = await seedPeople(database.pool, ROLE.seeker, CASES * 2);
    const unpaid = [];
    for (const [n, session] of sessions.entries()) {
      await seedBooking(database.pool, session, seekers[n * 2]!.id, 'confirmed', 'stripe');
      unpaid.push(await seedBooking(database.pool, session, seekers[n * 2 + 1]!.id, 'held', 'stripe'));
    }

    const answers = await Promise.all(unpaid.map((booking) => deliverEverywhere(checkoutExpired(booking))));
    for (const answer of answers.flat()) expect(answer).toEqual({ status: 200, body: { received: true } });
    const rows = await bookingRows(unpaid.map((b) => b.id));
    expect(rows.every((r) => r.status === 'cancelled' && r.cancellation_reason === 'hold_expired')).toBe(
      true,
    );
    const accounts = await spotAccounts(
      database.pool,
      sessions.map((s) => s.id),
    );
    expect(accounts.map((a) => a.remainingSpots)).toEqual(sessions.map(() => 1));
    await expectSpotsAddUp(sessions);
  });
});

describe.runIf(SOAK)('the booking sweepers of two processes, running at the same time', () => {
  let servers: LuzServer[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.dispose()));
  });

  it('release every lapsed hold once', async () => {
    // Started first, the processes migrate the database (this test may run alone); their timers are a minute off.
    servers = await startServerPair(database.url);
    const [guide] = (await seedPeople(database.pool, ROLE.guide, 1)) as [SignedInPerson];
    const sessions = await seedSessions(database.pool, guide.id, 100, { capacity: 6 });
    const holders = await seedPeople(database.pool, ROLE.seeker, 600);
    const expired: number[] = [];
    for (const [i, session] of sessions.entries()) {
      await seedBooking(database.pool, session, holders[i * 6]!.id, 'confirmed');
      for (let k = 1; k < 6; k++) {
        expired.push((await seedBooking(database.pool, session, holders[i * 6 + k]!.id, 'expired-hold')).id);
      }
    }
    // Both processes sweep at once, as their minute timers would, with nobody else asking; each says when its
    // round has ended.
    await Promise.all(servers.map((server) => server.sweep()));
    const rows = await bookingRows(expired);
    expect(rows.every((r) => r.status === 'cancelled' && r.cancellation_reason === 'hold_expired')).toBe(
      true,
    );
    const accounts = await spotAccounts(
      database.pool,
      sessions.map((s) => s.id),
    );
    expect(accounts.map((a) => a.remainingSpots)).toEqual(sessions.map(() => 5));
    await expectSpotsAddUp(sessions);
  });
});
