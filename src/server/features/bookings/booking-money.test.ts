import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideNetOf } from '../../../contract/money';
import { bookingRow, sessionRow, settle } from '../../testing/booking-fixtures';
import { createGuide, createSession } from '../../testing/fixtures';
import { LoopbackStripe, signedStripeEvent } from '../../testing/loopback-stripe';
import { type TestClient, TestWorld } from '../../testing/test-app';
import { hours, minutes } from '../../testing/test-clock';

/**
 * Whatever happens to a booking, in whatever order, its money adds up: Luz's commission is its
 * share of what the seeker paid and was not given back, and the guide's share is the rest. Runs
 * through Stripe, the provider with the most paths (late payments, refunds made in its dashboard).
 */

const COMMISSION_PERCENT = 15;

let world: TestWorld;
let stripe: LoopbackStripe;
beforeAll(async () => {
  stripe = new LoopbackStripe();
  await stripe.start();
  world = await TestWorld.start({ payments: stripe.provider(), commissionPercent: COMMISSION_PERCENT });
});
afterAll(async () => {
  await world.close();
  await stripe.stop();
});

/** Something that can happen to a booking, each setting off one or more of the lifecycle's transitions. */
type Step =
  /** Stripe's checkout.session.completed: confirm, or, once the booking stopped waiting, the late payment refunded in full. */
  | { kind: 'pay' }
  /** The hold runs out and the sweeper releases it (expire). */
  | { kind: 'holdLapses' }
  /** Stripe's checkout.session.expired (expire). */
  | { kind: 'checkoutExpires' }
  /** cancelBySeeker: a full refund 24 hours or more before the start, none later. */
  | { kind: 'seekerCancels' }
  /** cancelWithSessionByGuide. */
  | { kind: 'guideCancelsSession' }
  /** cancelWithSessionByAdmin. */
  | { kind: 'adminCancelsSession' }
  /** Moves the booking from the full-refund window to later, or on to its session. */
  | { kind: 'timePasses'; hours: number }
  /** The session ends and the sweeper runs (complete, or lapseAtSessionEnd). */
  | { kind: 'sessionEnds' }
  /** Stripe's charge.refunded, reporting this share (per mille) of the payment refunded so far. */
  | { kind: 'stripeRefunds'; perMille: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'pay' } as const), weight: 4 },
  fc.constant({ kind: 'holdLapses' } as const),
  fc.constant({ kind: 'checkoutExpires' } as const),
  { arbitrary: fc.constant({ kind: 'seekerCancels' } as const), weight: 2 },
  fc.constant({ kind: 'guideCancelsSession' } as const),
  fc.constant({ kind: 'adminCancelsSession' } as const),
  fc.record({ kind: fc.constant('timePasses' as const), hours: fc.integer({ min: 1, max: 30 }) }),
  { arbitrary: fc.constant({ kind: 'sessionEnds' } as const), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('stripeRefunds' as const),
      perMille: fc.oneof(fc.constant(1000), fc.integer({ min: 0, max: 1000 })),
    }),
    weight: 2,
  },
);

const scenario = fc.record({
  price: fc.integer({ min: 100, max: 50_000 }),
  /** From a session that ends before its hold would run out to one days away. */
  startsInMinutes: fc.integer({ min: 10, max: 60 * 60 }),
  minutes: fc.constantFrom(15, 60, 90),
  steps: fc.array(step, { minLength: 1, maxLength: 8 }),
});

interface Booked {
  bookingId: number;
  reference: string;
  sessionId: number;
  price: number;
  guide: TestClient;
  seeker: TestClient;
  seekerUsername: string;
  /** Signed in with each booking: the clock runs on across runs, past any one sign-in's lifetime. */
  admin: TestClient;
}

async function book(spec: { price: number; startsInMinutes: number; minutes: number }): Promise<Booked> {
  const { price } = spec;
  const guideUser = await createGuide(world);
  const session = await createSession(world, guideUser, {
    price,
    startsIn: minutes(spec.startsInMinutes),
    minutes: spec.minutes,
  });
  const guide = world.client();
  await guide.post('/api/login', { username: guideUser.username, password: guideUser.password });
  const { user, client: seeker } = await world.signedIn();
  const { client: admin } = await world.signedIn({ role: 'admin' });
  const res = await seeker.post('/api/create-checkout-session', { sessionId: session.id });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const booking = await bookingRow(world, res.body.bookingId);
  return {
    bookingId: booking.id,
    reference: booking.paymentReference!,
    sessionId: session.id,
    price,
    guide,
    seeker,
    seekerUsername: user.username,
    admin,
  };
}

async function deliver(type: string, object: Record<string, unknown>): Promise<void> {
  const event = signedStripeEvent(type, object);
  const res = await world.client().post('/api/webhooks/stripe', event.body, event.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function apply(booked: Booked, next: Step): Promise<void> {
  const { bookingId, reference, sessionId, price, admin } = booked;
  const paymentIntent = `pi_money_${bookingId}`;
  switch (next.kind) {
    case 'pay':
      await deliver('checkout.session.completed', {
        id: reference,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: price,
        currency: 'eur',
        client_reference_id: String(bookingId),
        metadata: { bookingId: String(bookingId) },
        payment_intent: paymentIntent,
      });
      break;
    case 'holdLapses':
      world.clock.advance(minutes(32));
      await world.app.bookings.maintenance.releaseExpiredHolds(world.clock.now());
      break;
    case 'checkoutExpires':
      await deliver('checkout.session.expired', {
        id: reference,
        object: 'checkout.session',
        status: 'expired',
        payment_status: 'unpaid',
        client_reference_id: String(bookingId),
        metadata: { bookingId: String(bookingId) },
      });
      break;
    case 'seekerCancels':
      expect([200, 409]).toContain((await booked.seeker.post(`/api/bookings/${bookingId}/cancel`)).status);
      break;
    case 'guideCancelsSession':
      expect([200, 409]).toContain((await booked.guide.delete(`/api/sessions/${sessionId}`)).status);
      break;
    case 'adminCancelsSession':
      expect([200, 409]).toContain((await admin.patch(`/api/admin/sessions/${sessionId}/cancel`)).status);
      break;
    case 'timePasses':
      world.clock.advance(hours(next.hours));
      break;
    case 'sessionEnds': {
      const { endsAt } = await sessionRow(world, sessionId);
      const wait = endsAt.getTime() - world.clock.now().getTime();
      if (wait > 0) world.clock.advance(wait + minutes(1));
      await world.app.bookings.maintenance.sweep();
      break;
    }
    case 'stripeRefunds': {
      const refunded = Math.round((price * next.perMille) / 1000);
      await deliver('charge.refunded', {
        id: `ch_money_${bookingId}`,
        object: 'charge',
        amount: price,
        amount_refunded: refunded,
        payment_intent: paymentIntent,
        refunded: refunded === price,
      });
      break;
    }
  }
  await settle(world);
}

type Amounts = { paymentAmount: number | null; refundAmount: number | null; commissionAmount: number | null };

/** The money rule, as a guide or an accountant would check it. */
function expectAmountsAddUp(amounts: Amounts, context: string): void {
  const { paymentAmount: gross, refundAmount: refund, commissionAmount: commission } = amounts;
  if (gross === null) {
    expect(commission, context).toBeNull();
    expect(refund, context).toBeNull();
    return;
  }
  const refunded = refund ?? 0;
  expect(refunded, context).toBeGreaterThanOrEqual(0);
  expect(refunded, context).toBeLessThanOrEqual(gross);
  expect(commission, context).toBe(Math.round(((gross - refunded) * COMMISSION_PERCENT) / 100));
  const net = guideNetOf(amounts);
  expect(gross - refunded - commission! - net, context).toBe(0);
  expect(net, context).toBeGreaterThanOrEqual(0);
  if (refunded === gross) expect(commission, context).toBe(0);
}

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

/** Paths every run takes, whatever the random ones are. */
const KNOWN_PATHS: Scenario[] = [
  { price: 4200, startsInMinutes: 48 * 60, minutes: 60, steps: [{ kind: 'pay' }, { kind: 'seekerCancels' }] },
  {
    price: 1800,
    startsInMinutes: 30 * 60,
    minutes: 60,
    steps: [
      { kind: 'pay' },
      { kind: 'timePasses', hours: 10 },
      { kind: 'seekerCancels' },
      { kind: 'stripeRefunds', perMille: 400 },
    ],
  },
  { price: 2600, startsInMinutes: 5 * 60, minutes: 60, steps: [{ kind: 'holdLapses' }, { kind: 'pay' }] },
  {
    price: 2999,
    startsInMinutes: 3 * 60,
    minutes: 90,
    steps: [{ kind: 'pay' }, { kind: 'guideCancelsSession' }],
  },
  {
    price: 1001,
    startsInMinutes: 3 * 60,
    minutes: 90,
    steps: [{ kind: 'pay' }, { kind: 'adminCancelsSession' }],
  },
  {
    price: 3333,
    startsInMinutes: 6 * 60,
    minutes: 60,
    steps: [
      { kind: 'pay' },
      { kind: 'sessionEnds' },
      { kind: 'stripeRefunds', perMille: 333 },
      { kind: 'stripeRefunds', perMille: 1000 },
    ],
  },
  { price: 5000, startsInMinutes: 10, minutes: 15, steps: [{ kind: 'sessionEnds' }, { kind: 'pay' }] },
];

const pick = (row: Amounts): Amounts => ({
  paymentAmount: row.paymentAmount,
  refundAmount: row.refundAmount,
  commissionAmount: row.commissionAmount,
});

describe('the money of a booking', () => {
  it('adds up on every path: gross − refund − commission − guide net = 0, and no commission on a full refund', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ steps, ...spec }) => {
        const booked = await book(spec);
        const done: string[] = [];
        for (const next of steps) {
          await apply(booked, next);
          done.push(JSON.stringify(next));
          const row = await bookingRow(world, booked.bookingId);
          expectAmountsAddUp(row, `after ${done.join(', ')}: ${row.status} ${JSON.stringify(pick(row))}`);
        }

        // The guide's dashboard, the admin bookings list and the seeker's own view read the same amounts.
        const final = await bookingRow(world, booked.bookingId);
        const stored = pick(final);
        const guideView = (await booked.guide.get('/api/bookings/practitioner')).body.items.find(
          (b: { id: number }) => b.id === booked.bookingId,
        );
        expect(pick(guideView)).toEqual(stored);
        // This guide has no other booking: their dashboard's earnings are this booking's, when it is paid.
        const { earnings } = (await booked.guide.get('/api/practitioner/dashboard')).body;
        const paid = final.status === 'confirmed' || final.status === 'completed';
        expect(earnings.gross - earnings.refunded - earnings.commission - earnings.net).toBe(0);
        expect(earnings.net).toBe(paid ? guideNetOf(stored) : 0);
        const adminList = await booked.admin.get(`/api/admin/bookings?q=${booked.seekerUsername}`);
        expect(adminList.status, JSON.stringify(adminList.body)).toBe(200);
        expect(adminList.body.items.map((b: { id: number }) => b.id)).toEqual([booked.bookingId]);
        expect(pick(adminList.body.items[0])).toEqual(stored);
        expect(pick((await booked.seeker.get(`/api/bookings/${booked.bookingId}`)).body)).toEqual(stored);
      }),
      { numRuns: 40, examples: KNOWN_PATHS.map((known) => [known]) },
    );
  }, 300_000);
});
