import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuros } from '../../../contract/money';
import { REFUND_RULE } from '../../../contract/policies';
import { auditLog, paymentEvents } from '../../db/schema';
import { bookingRow, GOOD_CARD, settle, spotsLeft } from '../../testing/booking-fixtures';
import { createGuide, createSession } from '../../testing/fixtures';
import { LoopbackStripe, signedStripeEvent } from '../../testing/loopback-stripe';
import { PUBLIC_URL, type TestClient, TestWorld } from '../../testing/test-app';
import { hours, minutes } from '../../testing/test-clock';

let world: TestWorld;
let stripe: LoopbackStripe;
beforeAll(async () => {
  stripe = new LoopbackStripe();
  await stripe.start();
  world = await TestWorld.start({ payments: stripe.provider() });
});
afterAll(async () => {
  await world.close();
  await stripe.stop();
});

const webhook = '/api/webhooks/stripe';

/** A seeker's Stripe checkout of a new session, as the API started it. */
async function stripeCheckout(spec: { price?: number; startsIn?: number; capacity?: number } = {}) {
  const guide = await createGuide(world);
  const session = await createSession(world, guide, spec);
  const { user: seeker, client } = await world.signedIn();
  const res = await client.post('/api/create-checkout-session', { sessionId: session.id });
  expect(res.status).toBe(201);
  const booking = await bookingRow(world, res.body.bookingId);
  return { guide, session, seeker, client, bookingId: booking.id, reference: booking.paymentReference!, res };
}

function completed(
  bookingId: number,
  reference: string,
  amount: number,
  paymentIntent = `pi_${bookingId}`,
  currency = 'eur',
) {
  return {
    id: reference,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_total: amount,
    currency,
    client_reference_id: String(bookingId),
    metadata: { bookingId: String(bookingId) },
    payment_intent: paymentIntent,
  };
}

async function deliver(
  event: { body: string; headers: Record<string, string> },
  client: TestClient = world.client(),
) {
  return client.post(webhook, event.body, event.headers);
}

describe('checkout through Stripe', () => {
  it('opens a Stripe Checkout Session for the stored price, held 31 minutes', async () => {
    const { guide, session, seeker, bookingId, reference, res } = await stripeCheckout({ price: 4500 });
    expect(res.body).toEqual({ checkoutUrl: `https://checkout.stripe.test/c/pay/${reference}`, bookingId });

    const [request] = stripe
      .requestsTo('/v1/checkout/sessions')
      .filter((r) => r.form.get('client_reference_id') === String(bookingId));
    const booking = await bookingRow(world, bookingId);
    expect(booking).toMatchObject({ status: 'pending', paymentProvider: 'stripe', amountDue: 4500 });
    expect(reference).toMatch(/^cs_test_/);
    expect(booking.holdExpiresAt!.getTime()).toBe(world.clock.now().getTime() + minutes(31));
    expect(Object.fromEntries(request!.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4500',
      'line_items[0][price_data][product_data][name]': expect.stringContaining('Sound bath'),
      customer_email: seeker.email,
      client_reference_id: String(bookingId),
      'metadata[bookingId]': String(bookingId),
      'payment_intent_data[metadata][bookingId]': String(bookingId),
      success_url: `${PUBLIC_URL}/booking-success?booking_id=${bookingId}&session_id=${session.id}`,
      cancel_url: `${PUBLIC_URL}/practitioner/${guide.id}`,
      expires_at: String(Math.floor(booking.holdExpiresAt!.getTime() / 1000)),
      'custom_text[submit][message]': REFUND_RULE,
    });
    expect(request!.idempotencyKey).toBe(`checkout-booking-${bookingId}`);
  });

  it('gives the spot back when Stripe cannot open a checkout', async () => {
    const session = await createSession(world, await createGuide(world), { capacity: 1 });
    const { client } = await world.signedIn();
    stripe.failNext(1);
    const res = await client.post('/api/create-checkout-session', { sessionId: session.id });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await spotsLeft(world, session.id)).toBe(1);
  });

  it('does not serve Luz’s own checkout page for Stripe bookings', async () => {
    const { client, reference } = await stripeCheckout();
    expect((await client.get(`/api/checkout/${reference}`)).status).toBe(404);
    expect((await client.post(`/api/checkout/${reference}/pay`, GOOD_CARD)).status).toBe(404);
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('confirms the booking on checkout.session.completed, once however often Stripe delivers it', async () => {
    const { seeker, bookingId, reference } = await stripeCheckout({ price: 4000 });
    const event = signedStripeEvent(
      'checkout.session.completed',
      completed(bookingId, reference, 4000, 'pi_once'),
    );

    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    const confirmed = await bookingRow(world, bookingId);
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      paymentAmount: 4000,
      commissionAmount: 600,
      stripePaymentIntentId: 'pi_once',
    });

    world.clock.advance(minutes(1));
    const again = await Promise.all([deliver(event), deliver(event)]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect(await bookingRow(world, bookingId)).toEqual(confirmed);
    expect(await world.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1);
    await settle(world);
    expect(world.smtp.messagesTo(seeker.email).filter((m) => /confirmed/.test(m.subject ?? ''))).toHaveLength(
      1,
    );
  });

  it('refuses a delivery whose signature is wrong, missing or made with another secret, and changes nothing', async () => {
    const { bookingId, reference } = await stripeCheckout();
    const event = signedStripeEvent('checkout.session.completed', completed(bookingId, reference, 3000));
    const forged = { ...event, body: event.body.replace('"amount_total":3000', '"amount_total":1') };
    const attempts = [
      forged,
      { ...event, headers: { 'content-type': 'application/json' } },
      signedStripeEvent('checkout.session.completed', completed(bookingId, reference, 3000), {
        secret: 'whsec_someone_else',
      }),
      { ...event, headers: { ...event.headers, 'stripe-signature': 't=1,v1=deadbeef' } },
    ];
    for (const attempt of attempts) {
      const res = await deliver(attempt);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'The webhook signature is not valid',
        code: 'INVALID_SIGNATURE',
        requestId: expect.any(String),
      });
    }
    expect((await bookingRow(world, bookingId)).status).toBe('pending');
    expect(await world.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toEqual([]);
    // The genuine delivery still works afterwards.
    expect((await deliver(event)).status).toBe(200);
    expect((await bookingRow(world, bookingId)).status).toBe('confirmed');
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await world
      .client()
      .post(webhook, 'not json', { 'content-type': 'text/plain', 'stripe-signature': 'x' });
    expect(res.status).toBe(400);
  });

  it('releases the hold on checkout.session.expired', async () => {
    const { session, bookingId, reference } = await stripeCheckout({ capacity: 1 });
    const event = signedStripeEvent('checkout.session.expired', {
      id: reference,
      object: 'checkout.session',
      status: 'expired',
      payment_status: 'unpaid',
      client_reference_id: String(bookingId),
      metadata: { bookingId: String(bookingId) },
    });
    expect((await deliver(event)).status).toBe(200);
    expect(await bookingRow(world, bookingId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'hold_expired',
    });
    expect(await spotsLeft(world, session.id)).toBe(1);
    expect((await deliver(event)).status).toBe(200);
    expect(await spotsLeft(world, session.id)).toBe(1);
  });

  it('refunds in full a payment that arrives after the hold was released', async () => {
    const { session, bookingId, reference } = await stripeCheckout({ price: 2600, capacity: 1 });
    world.clock.advance(minutes(31));
    await world.app.bookings.maintenance.releaseExpiredHolds(world.clock.now());
    await (await world.signedIn()).client.post('/api/create-checkout-session', { sessionId: session.id });

    const event = signedStripeEvent(
      'checkout.session.completed',
      completed(bookingId, reference, 2600, 'pi_late'),
    );
    expect((await deliver(event)).status).toBe(200);
    await settle(world);
    expect(await bookingRow(world, bookingId)).toMatchObject({
      status: 'cancelled',
      paymentAmount: 2600,
      commissionAmount: 0,
      refundAmount: 2600,
      refundedAt: world.clock.now(),
    });
    const refunds = stripe
      .requestsTo('/v1/refunds')
      .filter((r) => r.form.get('payment_intent') === 'pi_late');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form.get('amount')).toBe('2600');
    // The spot went to the next seeker, and stays theirs.
    expect(await spotsLeft(world, session.id)).toBe(0);
  });

  it('records refunds Stripe reports with charge.refunded, with Luz’s commission on what is kept', async () => {
    const { bookingId, reference } = await stripeCheckout({ price: 3000 });
    await deliver(
      signedStripeEvent('checkout.session.completed', completed(bookingId, reference, 3000, 'pi_dash')),
    );
    const refunded = (amount: number) =>
      signedStripeEvent('charge.refunded', {
        id: 'ch_dash',
        object: 'charge',
        amount: 3000,
        amount_refunded: amount,
        payment_intent: 'pi_dash',
        refunded: amount === 3000,
      });
    expect((await deliver(refunded(1000))).status).toBe(200);
    expect(await bookingRow(world, bookingId)).toMatchObject({
      status: 'confirmed',
      refundAmount: 1000,
      commissionAmount: 300,
      refundedAt: world.clock.now(),
    });

    expect((await deliver(refunded(3000))).status).toBe(200);
    expect(await bookingRow(world, bookingId)).toMatchObject({ refundAmount: 3000, commissionAmount: 0 });
    // Stripe reports the total refunded so far: an earlier report arriving late changes nothing.
    expect((await deliver(refunded(1000))).status).toBe(200);
    expect(await bookingRow(world, bookingId)).toMatchObject({ refundAmount: 3000, commissionAmount: 0 });
  });

  it('acknowledges events Luz does not act on', async () => {
    const res = await deliver(signedStripeEvent('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(res.status).toBe(200);
  });
});

describe('a payment that does not match what is due', () => {
  let admin: TestClient;
  beforeAll(async () => {
    ({ client: admin } = await world.signedIn({ role: 'admin' }));
  });

  /** A Stripe hold paid with `amount` of `currency` through a signed webhook. */
  async function paidWith(
    amount: number,
    currency = 'eur',
    spec: { price?: number; startsIn?: number } = {},
  ) {
    const checkout = await stripeCheckout({ price: 4000, capacity: 1, ...spec });
    const paymentIntent = `pi_review_${checkout.bookingId}`;
    const event = signedStripeEvent(
      'checkout.session.completed',
      completed(checkout.bookingId, checkout.reference, amount, paymentIntent, currency),
    );
    expect((await deliver(event)).status).toBe(200);
    return { ...checkout, paymentIntent, event };
  }

  async function adminRow(bookingId: number, headers?: Record<string, string>) {
    const res = await admin.get(`/api/admin/bookings?q=${bookingId}`, headers);
    return res.body.items.find((row: { id: number }) => row.id === bookingId);
  }

  it('does not confirm a booking paid less than due: it waits for an admin, the spot still taken', async () => {
    const { seeker, session, client, bookingId } = await paidWith(1000);
    expect(await bookingRow(world, bookingId)).toMatchObject({
      status: 'payment_review',
      paymentAmount: 1000,
      paymentCurrency: null,
      commissionAmount: 0,
      stripePaymentIntentId: `pi_review_${bookingId}`,
      confirmedAt: null,
    });
    expect(await spotsLeft(world, session.id)).toBe(0);
    expect((await client.get(`/api/bookings/${bookingId}`)).body).toMatchObject({
      status: 'payment_review',
      checkoutUrl: null,
    });
    expect(await adminRow(bookingId)).toMatchObject({
      status: 'payment_review',
      paymentAmount: 1000,
      paymentIssue: 'Paid €10 of €40 due',
    });
    const waiting = await admin.get('/api/admin/bookings?status=payment_review');
    expect(waiting.body.items.map((row: { id: number }) => row.id)).toContain(bookingId);

    // Long after the hold would have lapsed, the sweeper leaves the spot with the payment.
    world.clock.advance(hours(2));
    await world.app.bookings.maintenance.sweep();
    expect((await bookingRow(world, bookingId)).status).toBe('payment_review');
    expect(await spotsLeft(world, session.id)).toBe(0);
    await settle(world);
    expect(world.smtp.messagesTo(seeker.email).filter((m) => /confirmed/.test(m.subject ?? ''))).toEqual([]);
    // The seeker cannot take the payment back by cancelling; an admin decides.
    expect((await client.post(`/api/bookings/${bookingId}/cancel`)).status).toBe(409);
  });

  it('does not confirm a booking paid more than due, nor one paid in another currency', async () => {
    const over = await paidWith(5000);
    expect((await bookingRow(world, over.bookingId)).status).toBe('payment_review');
    expect((await adminRow(over.bookingId)).paymentIssue).toBe('Paid €50 of €40 due');
    // An admin reading Portuguese reads the amounts as Portugal writes euros.
    expect((await adminRow(over.bookingId, { 'accept-language': 'pt-PT' })).paymentIssue).toBe(
      `Pagos ${formatEuros(5000, 'pt-PT')} de ${formatEuros(4000, 'pt-PT')} a pagar`,
    );

    const dollars = await paidWith(4000, 'usd');
    expect(await bookingRow(world, dollars.bookingId)).toMatchObject({
      status: 'payment_review',
      paymentAmount: 4000,
      paymentCurrency: 'usd',
    });
    expect((await adminRow(dollars.bookingId)).paymentIssue).toBe(
      'Paid 40.00 USD instead of euros, of €40 due',
    );
  });

  it('confirms a booking paid exactly what is due, in euros', async () => {
    const { bookingId } = await paidWith(4000);
    expect(await bookingRow(world, bookingId)).toMatchObject({
      status: 'confirmed',
      paymentAmount: 4000,
      commissionAmount: 600,
    });
    expect((await adminRow(bookingId)).paymentIssue).toBeNull();
  });

  it('puts the booking in review once however often Stripe delivers the event', async () => {
    const { bookingId, event } = await paidWith(1000);
    const held = await bookingRow(world, bookingId);
    world.clock.advance(minutes(1));
    const again = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(again.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await bookingRow(world, bookingId)).toEqual(held);
    expect(await world.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1);
  });

  it('refunds a short payment in full when it arrives after the hold was released', async () => {
    const checkout = await stripeCheckout({ price: 4000, capacity: 1 });
    world.clock.advance(minutes(31));
    await world.app.bookings.maintenance.releaseExpiredHolds(world.clock.now());
    const event = signedStripeEvent(
      'checkout.session.completed',
      completed(checkout.bookingId, checkout.reference, 1500, 'pi_late_short'),
    );
    expect((await deliver(event)).status).toBe(200);
    await settle(world);
    expect(await bookingRow(world, checkout.bookingId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'hold_expired',
      paymentAmount: 1500,
      refundAmount: 1500,
    });
    const refunds = stripe
      .requestsTo('/v1/refunds')
      .filter((r) => r.form.get('payment_intent') === 'pi_late_short');
    expect(refunds.map((r) => r.form.get('amount'))).toEqual(['1500']);
  });

  it('is refunded in full by an admin: through Stripe, once, the booking cancelled and the spot given back', async () => {
    const { seeker, session, bookingId, paymentIntent } = await paidWith(1000);
    const decisions = await Promise.all([
      admin.patch(`/api/admin/bookings/${bookingId}/refund-payment`),
      admin.patch(`/api/admin/bookings/${bookingId}/refund-payment`),
    ]);
    expect(decisions.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(decisions.find((r) => r.status === 200)!.body).toEqual({
      bookingId,
      status: 'cancelled',
      refundAmount: 1000,
    });
    expect(decisions.find((r) => r.status === 409)!.body).toEqual({
      error: 'Only a payment waiting for review can be accepted or refunded',
      code: 'CONFLICT',
      requestId: expect.any(String),
    });
    await settle(world);

    expect(await bookingRow(world, bookingId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'payment_refunded',
      refundAmount: 1000,
      refundedAt: world.clock.now(),
    });
    expect(await spotsLeft(world, session.id)).toBe(1);
    const refunds = stripe
      .requestsTo('/v1/refunds')
      .filter((r) => r.form.get('payment_intent') === paymentIntent);
    expect(refunds.map((r) => [r.form.get('amount'), r.idempotencyKey])).toEqual([
      ['1000', `refund-booking-${bookingId}`],
    ]);
    const [notice] = world.smtp.messagesTo(seeker.email).filter((m) => /cancelled/.test(m.subject ?? ''));
    expect(notice?.text).toContain('did not match the price of the booking');
    expect(await auditOf(bookingId)).toEqual([
      {
        action: 'booking.refund_payment',
        before: { status: 'payment_review', payment: 'Paid €10 of €40 due' },
        after: { status: 'cancelled', refund: 'The whole payment' },
      },
    ]);
    expect((await admin.patch(`/api/admin/bookings/${bookingId}/accept-payment`)).status).toBe(409);
  });

  it('is accepted by an admin: confirmed as paid, with the commission of what was paid', async () => {
    const { seeker, session, bookingId } = await paidWith(1000);
    const res = await admin.patch(`/api/admin/bookings/${bookingId}/accept-payment`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ bookingId, status: 'confirmed', refundAmount: null });
    await settle(world);
    expect(await bookingRow(world, bookingId)).toMatchObject({
      status: 'confirmed',
      paymentAmount: 1000,
      commissionAmount: 150,
      confirmedAt: world.clock.now(),
    });
    expect(await spotsLeft(world, session.id)).toBe(0);
    expect(world.smtp.messagesTo(seeker.email).filter((m) => /confirmed/.test(m.subject ?? ''))).toHaveLength(
      1,
    );
    expect(await auditOf(bookingId)).toEqual([
      {
        action: 'booking.accept_payment',
        before: { status: 'payment_review', payment: 'Paid €10 of €40 due' },
        after: { status: 'confirmed', commissionAmount: 150 },
      },
    ]);
    expect((await admin.patch(`/api/admin/bookings/${bookingId}/refund-payment`)).status).toBe(409);
  });

  it('is accepted as attended when its session has ended meanwhile', async () => {
    const { bookingId } = await paidWith(1000, 'eur', { startsIn: hours(2) });
    world.clock.advance(hours(4));
    await world.app.bookings.maintenance.sweep();
    expect((await bookingRow(world, bookingId)).status).toBe('payment_review');
    expect((await admin.patch(`/api/admin/bookings/${bookingId}/accept-payment`)).status).toBe(200);
    expect((await bookingRow(world, bookingId)).status).toBe('completed');
  });

  it('is refunded in full when the guide cancels the session', async () => {
    const { guide, session, bookingId, paymentIntent } = await paidWith(1000);
    const guideClient = world.client();
    await guideClient.post('/api/login', { username: guide.username, password: guide.password });
    expect((await guideClient.delete(`/api/sessions/${session.id}`)).status).toBe(200);
    await settle(world);
    expect(await bookingRow(world, bookingId)).toMatchObject({ status: 'cancelled', refundAmount: 1000 });
    const refunds = stripe
      .requestsTo('/v1/refunds')
      .filter((r) => r.form.get('payment_intent') === paymentIntent);
    expect(refunds.map((r) => r.form.get('amount'))).toEqual(['1000']);
  });

  it('answers 404 for a booking that does not exist, and 409 for one not in review', async () => {
    expect((await admin.patch('/api/admin/bookings/2000000000/accept-payment')).body).toEqual({
      error: 'Booking not found',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
    const { bookingId } = await stripeCheckout();
    const before = await bookingRow(world, bookingId);
    expect((await admin.patch(`/api/admin/bookings/${bookingId}/accept-payment`)).status).toBe(409);
    expect((await admin.patch(`/api/admin/bookings/${bookingId}/refund-payment`)).status).toBe(409);
    expect(await bookingRow(world, bookingId)).toEqual(before);
  });
});

async function auditOf(bookingId: number) {
  return world.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'booking'), eq(auditLog.targetId, bookingId)));
}

describe('refunds through Stripe', () => {
  async function paidStripeBooking(price: number, startsIn: number) {
    const checkout = await stripeCheckout({ price, startsIn });
    const paymentIntent = `pi_refund_${checkout.bookingId}`;
    await deliver(
      signedStripeEvent(
        'checkout.session.completed',
        completed(checkout.bookingId, checkout.reference, price, paymentIntent),
      ),
    );
    return { ...checkout, paymentIntent };
  }

  it('sends one refund of the full price with an idempotency key per booking, even for three cancels at once', async () => {
    const { client, bookingId, paymentIntent } = await paidStripeBooking(3900, hours(48));
    const answers = await Promise.all([
      client.post(`/api/bookings/${bookingId}/cancel`),
      client.post(`/api/bookings/${bookingId}/cancel`),
      client.post(`/api/bookings/${bookingId}/cancel`),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    await settle(world);
    const refunds = stripe
      .requestsTo('/v1/refunds')
      .filter((r) => r.form.get('payment_intent') === paymentIntent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form.get('amount')).toBe('3900');
    expect(refunds[0]!.idempotencyKey).toBe(`refund-booking-${bookingId}`);
    expect((await bookingRow(world, bookingId)).refundedAt).not.toBeNull();
  });

  it('refunds every paid seeker when the guide cancels the session', async () => {
    const { guide, bookingId, paymentIntent, session } = await paidStripeBooking(2200, hours(3));
    const guideClient = world.client();
    await guideClient.post('/api/login', { username: guide.username, password: guide.password });
    expect((await guideClient.delete(`/api/sessions/${session.id}`)).status).toBe(200);
    await settle(world);
    const refunds = stripe
      .requestsTo('/v1/refunds')
      .filter((r) => r.form.get('payment_intent') === paymentIntent);
    expect(refunds.map((r) => r.form.get('amount'))).toEqual(['2200']);
    expect((await bookingRow(world, bookingId)).refundAmount).toBe(2200);
  });

  it('closes the Stripe checkout of a hold the seeker cancels, so it cannot be paid afterwards', async () => {
    const { client, bookingId, reference } = await stripeCheckout();
    expect((await client.post(`/api/bookings/${bookingId}/cancel`)).status).toBe(200);
    await settle(world);
    const closings = stripe.requestsTo(`/v1/checkout/sessions/${reference}/expire`);
    expect(closings.map((r) => r.idempotencyKey)).toEqual([`close-checkout-${reference}`]);
    expect(
      stripe.requestsTo('/v1/refunds').filter((r) => r.idempotencyKey === `refund-booking-${bookingId}`),
    ).toEqual([]);
  });

  it('sends a refund Stripe refused again, as the retry of its job, with the same idempotency key', async () => {
    const { client, bookingId, paymentIntent } = await paidStripeBooking(1500, hours(48));
    stripe.failNext(1);
    await client.post(`/api/bookings/${bookingId}/cancel`);
    await settle(world);
    expect((await bookingRow(world, bookingId)).refundedAt).toEqual(world.clock.now());
    const sent = stripe
      .requestsTo('/v1/refunds')
      .filter((r) => r.form.get('payment_intent') === paymentIntent);
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((r) => r.idempotencyKey))).toEqual(new Set([`refund-booking-${bookingId}`]));
  });
});

describe('the webhook without Stripe', () => {
  it('does not exist when Luz takes payments itself', async () => {
    const local = await TestWorld.start();
    try {
      const event = signedStripeEvent('checkout.session.completed', completed(1, 'cs_x', 100));
      expect((await local.client().post(webhook, event.body, event.headers)).status).toBe(404);
    } finally {
      await local.close();
    }
  });
});
