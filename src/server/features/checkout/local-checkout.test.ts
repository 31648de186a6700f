import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookedSession,
  bookingRow,
  DECLINED_CARD,
  GOOD_CARD,
  holdSpot,
  payHold,
  settle,
  spotsLeft,
} from '../../testing/booking-fixtures';
import { deadLinks, readMail } from '../../testing/captured-mail';
import { createGuide, createSession } from '../../testing/fixtures';
import { TestWorld } from '../../testing/test-app';
import { hours, minutes } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

describe('GET /api/checkout/{reference}', () => {
  it('gives the booking’s owner the order summary of the checkout page', async () => {
    const guide = await createGuide(world, { name: 'Marta Figueiredo' });
    const session = await createSession(world, guide, {
      date: `${new Date().getUTCFullYear() + 1}-07-15`,
      time: '18:00',
      minutes: 90,
      price: 3500,
      title: 'Gong bath at sunset',
    });
    const { client } = await world.signedIn();
    const hold = await holdSpot(client, session.id);

    const res = await client.get(`/api/checkout/${hold.reference}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      bookingId: hold.bookingId,
      reference: hold.reference,
      sessionId: session.id,
      sessionTitle: 'Gong bath at sunset',
      modality: 'Sound Healing',
      sessionDate: `${new Date().getUTCFullYear() + 1}-07-15`,
      startTime: '18:00',
      endTime: '19:30',
      startsAt: session.startsAt.toISOString(),
      location: session.location,
      guideId: guide.id,
      guideName: 'Marta Figueiredo',
      amount: 3500,
      currency: 'eur',
      holdExpiresAt: new Date(world.clock.now().getTime() + minutes(15)).toISOString(),
      status: 'pending',
      cancellationReason: null,
    });
  });

  it('is nobody else’s: another seeker, the guide and an admin get 404, a visitor 401', async () => {
    const { guide, hold } = await bookedSession(world, { paid: false });
    const guideClient = world.client();
    await guideClient.post('/api/login', { username: guide.username, password: guide.password });
    for (const client of [
      (await world.signedIn()).client,
      guideClient,
      (await world.signedIn({ role: 'admin' })).client,
    ]) {
      const res = await client.get(`/api/checkout/${hold.reference}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: 'Checkout not found',
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
      expect((await client.post(`/api/checkout/${hold.reference}/pay`, GOOD_CARD)).status).toBe(404);
      expect((await client.post(`/api/checkout/${hold.reference}/cancel`)).status).toBe(404);
    }
    expect((await world.client().get(`/api/checkout/${hold.reference}`)).status).toBe(401);
    expect((await (await world.signedIn()).client.get('/api/checkout/lc_unknown')).status).toBe(404);
  });

  it('shows a hold that ran out as expired, and its spot is free again', async () => {
    const { session, client, hold } = await bookedSession(world, { paid: false, capacity: 1 });
    world.clock.advance(minutes(15));
    const res = await client.get(`/api/checkout/${hold.reference}`);
    expect(res.body).toMatchObject({ status: 'cancelled', cancellationReason: 'hold_expired' });
    expect(await spotsLeft(world, session.id)).toBe(1);
  });
});

describe('POST /api/checkout/{reference}/pay', () => {
  it('confirms the booking with the test card, storing the price and Luz’s commission', async () => {
    const session = await createSession(world, await createGuide(world), { price: 3333 });
    const { client } = await world.signedIn();
    const hold = await holdSpot(client, session.id);

    const res = await client.post(`/api/checkout/${hold.reference}/pay`, GOOD_CARD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      redirectUrl: `/booking-success?booking_id=${hold.bookingId}&session_id=${session.id}`,
    });
    const booking = await bookingRow(world, hold.bookingId);
    expect(booking).toMatchObject({
      status: 'confirmed',
      paymentAmount: 3333,
      // 15 % of €33.33 is 499.95 cents: rounded to a whole cent.
      commissionAmount: 500,
      confirmedAt: world.clock.now(),
      paidAt: world.clock.now(),
      // Only the last four digits are kept, for the receipt.
      cardBrand: null,
      cardLast4: '4242',
    });
    const { cardLast4: _lastFour, ...rest } = booking;
    expect(JSON.stringify(rest)).not.toMatch(/4242|Sofia Almeida|123/);
    expect(await spotsLeft(world, session.id)).toBe(7);
  });

  it('accepts any other valid test card number', async () => {
    const { client, hold } = await bookedSession(world, { paid: false });
    const res = await client.post(`/api/checkout/${hold.reference}/pay`, {
      ...GOOD_CARD,
      cardNumber: '5555-5555-5555-4444',
      expiry: '01 / 99',
      cvc: '1234',
    });
    expect(res.status).toBe(200);
    expect((await bookingRow(world, hold.bookingId)).status).toBe('confirmed');
  });

  it('declines the decline test card and keeps the hold for another try', async () => {
    const { session, client, hold } = await bookedSession(world, { paid: false });
    const res = await client.post(`/api/checkout/${hold.reference}/pay`, DECLINED_CARD);
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      error: 'Your card was declined. Please try another card.',
      code: 'CARD_DECLINED',
      requestId: expect.any(String),
    });
    expect((await bookingRow(world, hold.bookingId)).status).toBe('pending');
    expect(await spotsLeft(world, session.id)).toBe(7);
    await payHold(client, hold);
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber', 'Please enter a valid card number'],
    [{ cardNumber: '4242' }, 'cardNumber', 'Please enter a valid card number'],
    [{ cardNumber: 'four two four two' }, 'cardNumber', 'Please enter a valid card number'],
    [{ cardNumber: undefined }, 'cardNumber', 'Please enter your card number'],
    [{ expiry: '13/30' }, 'expiry', 'Please enter the expiry date as MM/YY'],
    [{ expiry: '1230' }, 'expiry', 'Please enter the expiry date as MM/YY'],
    [{ cvc: '12' }, 'cvc', 'Please enter the 3 or 4 digit security code'],
    [{ cvc: '12345' }, 'cvc', 'Please enter the 3 or 4 digit security code'],
    [{ name: '  ' }, 'name', 'Please enter the name on the card'],
  ])('refuses %j with its message on %s', async (change, field, message) => {
    const { client, hold } = await bookedSession(world, { paid: false });
    const res = await client.post(`/api/checkout/${hold.reference}/pay`, { ...GOOD_CARD, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: message,
      fields: { [field]: message },
    });
    expect((await bookingRow(world, hold.bookingId)).status).toBe('pending');
  });

  it('refuses a card whose expiry month has passed, and takes one expiring this month', async () => {
    const { client, hold } = await bookedSession(world, { paid: false });
    const res = await client.post(`/api/checkout/${hold.reference}/pay`, { ...GOOD_CARD, expiry: '01/20' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Your card has expired',
      code: 'VALIDATION_FAILED',
      fields: { expiry: 'Your card has expired' },
      requestId: expect.any(String),
    });
    const now = world.clock.now();
    const thisMonth = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear()).slice(2)}`;
    expect(
      (await client.post(`/api/checkout/${hold.reference}/pay`, { ...GOOD_CARD, expiry: thisMonth })).status,
    ).toBe(200);
  });

  it('says the reservation expired once the 15 minutes are over', async () => {
    const { session, client, hold } = await bookedSession(world, { paid: false, capacity: 2 });
    world.clock.advance(minutes(15));
    const res = await client.post(`/api/checkout/${hold.reference}/pay`, GOOD_CARD);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Your reservation expired. Please book again.',
      code: 'RESERVATION_EXPIRED',
      requestId: expect.any(String),
    });
    expect(await bookingRow(world, hold.bookingId)).toMatchObject({
      status: 'cancelled',
      paymentAmount: null,
      cancellationReason: 'hold_expired',
    });
    expect(await spotsLeft(world, session.id)).toBe(2);
  });

  it('takes a payment in the last second of the hold', async () => {
    const { client, hold } = await bookedSession(world, { paid: false });
    world.clock.advance(minutes(15) - 1000);
    await payHold(client, hold);
  });

  it('counts a second payment of a paid booking once, and answers the same confirmation', async () => {
    const { seeker, session, client, hold } = await bookedSession(world, { paid: false });
    await payHold(client, hold);
    const confirmedAt = (await bookingRow(world, hold.bookingId)).confirmedAt;
    world.clock.advance(minutes(1));
    const again = await client.post(`/api/checkout/${hold.reference}/pay`, GOOD_CARD);
    expect(again.status).toBe(200);
    expect(again.body.redirectUrl).toBe(
      `/booking-success?booking_id=${hold.bookingId}&session_id=${session.id}`,
    );
    expect((await bookingRow(world, hold.bookingId)).confirmedAt).toEqual(confirmedAt);
    await settle(world);
    expect(world.smtp.messagesTo(seeker.email).filter((m) => /confirmed/.test(m.subject ?? ''))).toHaveLength(
      1,
    );
  });

  it('refuses to take money for a booking the seeker cancelled', async () => {
    const { client, hold } = await bookedSession(world, { paid: false });
    await client.post(`/api/bookings/${hold.bookingId}/cancel`);
    const res = await client.post(`/api/checkout/${hold.reference}/pay`, GOOD_CARD);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'This booking was cancelled.',
      code: 'BOOKING_CANCELLED',
      requestId: expect.any(String),
    });
  });

  it('limits card attempts per person', async () => {
    const { client, hold } = await bookedSession(world, { paid: false });
    for (let i = 0; i < 10; i++) await client.post(`/api/checkout/${hold.reference}/pay`, DECLINED_CARD);
    expect((await client.post(`/api/checkout/${hold.reference}/pay`, GOOD_CARD)).status).toBe(429);
  });
});

describe('POST /api/checkout/{reference}/cancel', () => {
  it('gives the spot back at once and sends the seeker back to the guide', async () => {
    const { guide, session, client, hold } = await bookedSession(world, { paid: false, capacity: 1 });
    const res = await client.post(`/api/checkout/${hold.reference}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ redirectUrl: `/practitioner/${guide.id}` });
    expect(await bookingRow(world, hold.bookingId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'checkout_abandoned',
      cancelledAt: world.clock.now(),
    });
    expect(await spotsLeft(world, session.id)).toBe(1);
    // Leaving twice changes nothing more.
    expect((await client.post(`/api/checkout/${hold.reference}/cancel`)).status).toBe(200);
    expect(await spotsLeft(world, session.id)).toBe(1);
  });

  it('does not undo a paid booking', async () => {
    const { client, hold } = await bookedSession(world);
    const res = await client.post(`/api/checkout/${hold.reference}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ALREADY_PAID');
    expect((await bookingRow(world, hold.bookingId)).status).toBe('confirmed');
  });
});

describe('the confirmation email', () => {
  it('arrives with the session as a valid calendar invitation in UTC', async () => {
    const guide = await createGuide(world, { name: 'Ana Sousa' });
    const year = new Date().getUTCFullYear() + 1;
    const session = await createSession(world, guide, {
      date: `${year}-07-15`,
      time: '18:00',
      minutes: 90,
      price: 4000,
      title: 'Breath & sound, a journey',
    });
    const { user: seeker, client } = await world.signedIn({ name: 'Sofia Almeida' });
    await payHold(client, await holdSpot(client, session.id));

    const email = readMail(await world.smtp.waitFor(seeker.email, /Booking confirmed/));
    expect(email.subject).toBe('Booking confirmed: Breath & sound, a journey');
    expect(email.to).toEqual([seeker.email]);
    expect(email.text).toContain('Hello Sofia Almeida,');
    expect(email.text).toContain(`When: Thursday, 15 July ${year}, 18:00–19:30 (Lisbon time)`);
    expect(email.text).toContain('Paid: €40');
    expect(email.text).toContain('hello@luz.pt');
    expect(email.html).toContain('Breath &amp; sound, a journey');
    expect(email.links).toEqual([
      'http://luz.test/bookings',
      expect.stringMatching(/^http:\/\/luz\.test\/bookings\/\d+\/receipt$/),
    ]);
    expect(await deadLinks(world.app, email)).toEqual([]);

    expect(email.email.attachments).toHaveLength(1);
    expect(email.email.attachments[0]!.filename).toBe('luz-session.ics');
    // 18:00 in Lisbon in July is 17:00 UTC; the event is written in UTC, for every calendar's own zone.
    // An invitation (METHOD:REQUEST) to the seeker, so that later changes and a cancellation update it.
    expect(email.calendar).toEqual({
      method: 'REQUEST',
      uid: expect.stringMatching(/^booking-\d+@luz\.pt$/),
      sequence: expect.any(Number),
      start: new Date(Date.UTC(year, 6, 15, 17, 0)),
      end: new Date(Date.UTC(year, 6, 15, 18, 30)),
      summary: 'Breath & sound, a journey',
      location: 'Rua da Graça 1, Lisbon',
      description: expect.stringContaining('hello@luz.pt'),
      status: 'CONFIRMED',
      url: 'http://luz.test/bookings',
      attendees: [expect.stringContaining(seeker.email)],
    });
    const content = email.email.attachments[0]!.content;
    const ics = typeof content === 'string' ? content : new TextDecoder().decode(content);
    expect(ics).toContain(`DTSTART:${year}0715T170000Z`);
    expect(ics).toContain('ORGANIZER;CN="Luz":MAILTO:hello@luz.pt');
  });

  it('is not sent for a hold that was never paid', async () => {
    const { seeker } = await bookedSession(world, { paid: false, startsIn: hours(50) });
    await settle(world);
    expect(world.smtp.messagesTo(seeker.email)).toEqual([]);
  });
});
