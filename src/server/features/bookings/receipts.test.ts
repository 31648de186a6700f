import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lisbonDate } from '../../../contract/lisbon-time';
import { paymentMethodLabel, RECEIPT_MESSAGES } from '../../../contract/receipts';
import { ROLE } from '../../../contract/roles';
import { DEMO_LEGAL_ENTITY } from '../../config';
import { bookedSession, bookingRow, holdSpot, payHold, settle } from '../../testing/booking-fixtures';
import { english } from '../../testing/english';
import { createGuide, createSession } from '../../testing/fixtures';
import { LoopbackStripe, signedStripeEvent } from '../../testing/loopback-stripe';
import { PUBLIC_URL, type TestClient, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

const LEGAL_ENTITY = {
  legalName: 'Luz Bem-Estar, Lda.',
  address: 'Rua das Flores 12, 1200-195 Lisboa, Portugal',
  taxId: 'PT 516 000 000',
};

async function signedInAs(
  world: TestWorld,
  user: { username: string; password: string },
): Promise<TestClient> {
  const client = world.client();
  const res = await client.post('/api/login', { username: user.username, password: user.password });
  expect(res.status).toBe(200);
  return client;
}

describe('receipts of bookings paid on Luz’s own checkout', () => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await TestWorld.start({ legalEntity: LEGAL_ENTITY });
  });
  afterAll(() => world.close());

  it('gives the seeker a receipt with the company, reference, session, amount, card and date paid', async () => {
    // The guide publishes through the session form; the seeker holds and pays as in the browser.
    const guide = await createGuide(world, { name: 'Marta Sousa' });
    const guideClient = await signedInAs(world, guide);
    const sessionDate = lisbonDate(new Date(world.clock.now().getTime() + hours(24 * 9)));
    const published = await guideClient.post('/api/sessions', {
      title: 'Gong bath at dusk',
      description: 'Gongs, bowls and a long rest.',
      location: 'Rua da Graça 12, Lisbon',
      modality: 'Sound Healing',
      sessionDate,
      startTime: '19:30',
      endTime: '21:00',
      price: 4250,
      capacity: 6,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const { user: seeker, client } = await world.signedIn({ name: 'Sofia Almeida' });
    const hold = await holdSpot(client, published.body[0].id);
    const paidAt = world.clock.now().toISOString();
    await payHold(client, hold);

    const res = await client.get(`/api/bookings/${hold.bookingId}/receipt`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const created = (await bookingRow(world, hold.bookingId)).createdAt;
    expect(res.body).toEqual({
      bookingId: hold.bookingId,
      reference: `LUZ-${lisbonDate(created).slice(0, 4)}-${String(hold.bookingId).padStart(6, '0')}`,
      issuer: LEGAL_ENTITY,
      billedTo: 'Sofia Almeida',
      status: 'confirmed',
      session: {
        title: 'Gong bath at dusk',
        guideName: 'Marta Sousa',
        sessionDate,
        startTime: '19:30',
        endTime: '21:00',
        startsAt: expect.any(String),
        online: false,
        location: 'Rua da Graça 12, Lisbon',
      },
      amountPaid: 4250,
      currency: 'eur',
      paymentMethod: { kind: 'test_card', brand: null, last4: '4242' },
      paidAt,
      refund: null,
    });
    expect(paymentMethodLabel(res.body.paymentMethod)).toBe('Test card ending in 4242');
    expect(JSON.stringify(res.body)).not.toContain(seeker.email);
  });

  it('keeps only the last four digits of the card typed', async () => {
    const { bookingId } = await bookedSession(world);
    const row = await bookingRow(world, bookingId);
    expect(row).toMatchObject({ cardBrand: null, cardLast4: '4242' });
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it('has no receipt while a booking is only held', async () => {
    const { client, bookingId } = await bookedSession(world, { paid: false });
    const res = await client.get(`/api/bookings/${bookingId}/receipt`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: english(RECEIPT_MESSAGES.notPaid),
      code: 'NO_RECEIPT',
      requestId: expect.any(String),
    });
  });

  it('has no receipt for a hold cancelled before it was paid', async () => {
    const { client, bookingId } = await bookedSession(world, { paid: false });
    expect((await client.post(`/api/bookings/${bookingId}/cancel`)).status).toBe(200);
    const res = await client.get(`/api/bookings/${bookingId}/receipt`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NO_RECEIPT');
  });

  it('shows the refund after the seeker cancels, with the date it was sent', async () => {
    const { client, bookingId } = await bookedSession(world, { startsIn: hours(72), price: 3550 });
    const cancelledAt = world.clock.now().toISOString();
    expect((await client.post(`/api/bookings/${bookingId}/cancel`)).status).toBe(200);
    await settle(world);

    const res = await client.get(`/api/bookings/${bookingId}/receipt`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      amountPaid: 3550,
      refund: { amount: 3550, recordedAt: cancelledAt, refundedAt: cancelledAt },
    });
  });

  it('shows no refund when a late cancellation refunds nothing', async () => {
    const { client, bookingId } = await bookedSession(world, { startsIn: hours(10), price: 3000 });
    expect((await client.post(`/api/bookings/${bookingId}/cancel`)).status).toBe(200);
    const res = await client.get(`/api/bookings/${bookingId}/receipt`);
    expect(res.body).toMatchObject({ status: 'cancelled', amountPaid: 3000, refund: null });
  });

  it('is the seeker’s and admins’; the guide is refused, anyone else is told it does not exist', async () => {
    const { guide, bookingId } = await bookedSession(world);
    const asGuide = await signedInAs(world, guide);
    const refused = await asGuide.get(`/api/bookings/${bookingId}/receipt`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: english(RECEIPT_MESSAGES.seekersOnly),
      code: expect.any(String),
      requestId: expect.any(String),
    });

    const admin = await world.signedIn({ role: ROLE.admin });
    const asAdmin = await admin.client.get(`/api/bookings/${bookingId}/receipt`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.paymentMethod).toEqual({ kind: 'test_card', brand: null, last4: '4242' });

    const stranger = await world.signedIn();
    expect((await stranger.client.get(`/api/bookings/${bookingId}/receipt`)).status).toBe(404);
    expect((await world.client().get(`/api/bookings/${bookingId}/receipt`)).status).toBe(401);
    expect((await stranger.client.get('/api/bookings/999999999/receipt')).status).toBe(404);
    expect((await stranger.client.get('/api/bookings/abc/receipt')).status).toBe(400);
  });

  it('is linked from the confirmation email by an absolute address', async () => {
    const { seeker, bookingId } = await bookedSession(world);
    const email = await world.smtp.waitFor(seeker.email, /Booking confirmed/);
    const url = `${PUBLIC_URL}/bookings/${bookingId}/receipt`;
    expect(email.to?.map((a) => a.address)).toEqual([seeker.email]);
    expect(email.text).toContain(`Your receipt: ${url}`);
    const hrefs = [...(email.html ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toContain(url);
    // Every web link is absolute; the support address is the one mailto: link.
    for (const href of hrefs) expect(href).toMatch(/^(http:\/\/luz\.test\/|mailto:hello@luz\.pt$)/);
  });
});

describe('the demo company', () => {
  it('issues receipts when no legal name is configured, without a tax number', async () => {
    const world = await TestWorld.start();
    try {
      const { client, bookingId } = await bookedSession(world);
      const res = await client.get(`/api/bookings/${bookingId}/receipt`);
      expect(res.body.issuer).toEqual({ ...DEMO_LEGAL_ENTITY, taxId: null });
    } finally {
      await world.close();
    }
  });
});

describe('receipts of bookings paid through Stripe', () => {
  let world: TestWorld;
  let stripe: LoopbackStripe;
  beforeAll(async () => {
    stripe = new LoopbackStripe();
    await stripe.start();
    world = await TestWorld.start({ payments: stripe.provider(), legalEntity: LEGAL_ENTITY });
  });
  afterAll(async () => {
    await world.close();
    await stripe.stop();
  });

  /** A seeker's Stripe checkout, completed by Stripe's signed webhook as Stripe sends it. */
  async function paidThroughStripe(price = 4500, beforeWebhook = () => {}) {
    const guide = await createGuide(world);
    const session = await createSession(world, guide, { price, startsIn: hours(72) });
    const { user: seeker, client } = await world.signedIn({ name: 'Inês Costa' });
    const res = await client.post('/api/create-checkout-session', { sessionId: session.id });
    expect(res.status).toBe(201);
    const booking = await bookingRow(world, res.body.bookingId);
    const paymentIntent = `pi_receipt_${booking.id}`;
    const event = signedStripeEvent('checkout.session.completed', {
      id: booking.paymentReference,
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      amount_total: price,
      currency: 'eur',
      client_reference_id: String(booking.id),
      metadata: { bookingId: String(booking.id) },
      payment_intent: paymentIntent,
    });
    beforeWebhook();
    const delivered = await world.client().post('/api/webhooks/stripe', event.body, event.headers);
    expect(delivered.status).toBe(200);
    return { seeker, client, guide, bookingId: booking.id, paymentIntent };
  }

  it('names the card’s brand and last four digits, read from the payment intent', async () => {
    stripe.card = { brand: 'mastercard', last4: '4444' };
    const { client, bookingId, paymentIntent } = await paidThroughStripe(4500);
    expect(stripe.requestsTo(`/v1/payment_intents/${paymentIntent}`)).toHaveLength(1);
    expect(await bookingRow(world, bookingId)).toMatchObject({
      status: 'confirmed',
      cardBrand: 'mastercard',
      cardLast4: '4444',
    });

    const res = await client.get(`/api/bookings/${bookingId}/receipt`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      amountPaid: 4500,
      paymentMethod: { kind: 'card', brand: 'mastercard', last4: '4444' },
      paidAt: world.clock.now().toISOString(),
      refund: null,
    });
    expect(paymentMethodLabel(res.body.paymentMethod)).toBe('Mastercard ending in 4444');
  });

  it('confirms the booking all the same when Stripe cannot say which card paid', async () => {
    stripe.card = { brand: 'visa', last4: '4242' };
    const { client, bookingId } = await paidThroughStripe(3000, () => stripe.failNext(1));
    expect((await bookingRow(world, bookingId)).status).toBe('confirmed');
    const res = await client.get(`/api/bookings/${bookingId}/receipt`);
    expect(res.body.paymentMethod).toEqual({ kind: 'card', brand: null, last4: null });
    expect(paymentMethodLabel(res.body.paymentMethod)).toBe('Card');
  });

  it('shows the refund Stripe accepted after the seeker cancels', async () => {
    stripe.card = { brand: 'visa', last4: '4242' };
    const { client, bookingId } = await paidThroughStripe(6000);
    expect((await client.post(`/api/bookings/${bookingId}/cancel`)).status).toBe(200);
    await settle(world);
    expect(stripe.requestsTo('/v1/refunds').some((r) => r.form.get('amount') === '6000')).toBe(true);
    const res = await client.get(`/api/bookings/${bookingId}/receipt`);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      paymentMethod: { kind: 'card', brand: 'visa', last4: '4242' },
      refund: { amount: 6000, refundedAt: world.clock.now().toISOString() },
    });
  });

  it('keeps the seeker’s card from the guide', async () => {
    const { guide, bookingId } = await paidThroughStripe();
    const res = await (await signedInAs(world, guide)).get(`/api/bookings/${bookingId}/receipt`);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('4242');
  });
});
