import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lisbonDate } from '../../../contract/lisbon-time';
import {
  bookedSession,
  bookingRow,
  holdSpot,
  payHold,
  settle,
  spotsLeft,
} from '../../testing/booking-fixtures';
import { deadLinks, readMail } from '../../testing/captured-mail';
import { createBooking, createGuide, createSession } from '../../testing/fixtures';
import { type Json, type TestClient, TestWorld } from '../../testing/test-app';
import { hours, minutes } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());
afterEach(() => vi.restoreAllMocks());

async function signedInAs(user: { username: string; password: string }): Promise<TestClient> {
  const client = world.client();
  await client.post('/api/login', { username: user.username, password: user.password });
  return client;
}

describe('GET /api/bookings', () => {
  it("lists the seeker's own bookings, the soonest session to come first, with their sessions", async () => {
    const guide = await createGuide(world, { name: 'Rita Lopes' });
    const first = await createSession(world, guide, { title: 'Morning breath', price: 2500 });
    const second = await createSession(world, guide, { title: 'Evening gong', startsIn: hours(80) });
    const { client } = await world.signedIn();
    const paid = await holdSpot(client, first.id, 'Bringing a friend next time');
    await payHold(client, paid);
    world.clock.advance(minutes(1));
    const pending = await holdSpot(client, second.id);
    await bookedSession(world); // someone else's booking

    const res = await client.get('/api/bookings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(res.body.items.map((b: Json) => b.id)).toEqual([paid.bookingId, pending.bookingId]);
    expect(res.body.items[0]).toEqual({
      id: paid.bookingId,
      sessionId: first.id,
      status: 'confirmed',
      notes: 'Bringing a friend next time',
      paymentAmount: 2500,
      commissionAmount: 375,
      refundAmount: null,
      holdExpiresAt: null,
      createdAt: expect.any(String),
      confirmedAt: expect.any(String),
      cancelledAt: null,
      cancellationReason: null,
      checkoutUrl: null,
      session: {
        title: 'Morning breath',
        modality: 'Sound Healing',
        sessionDate: lisbonDate(first.startsAt),
        startTime: expect.stringMatching(/^\d{2}:\d{2}$/),
        endTime: expect.stringMatching(/^\d{2}:\d{2}$/),
        startsAt: first.startsAt.toISOString(),
        location: first.location,
        imageUrl: null,
        online: false,
        meetingUrl: null,
        price: 2500,
        practitionerId: guide.id,
        practitionerName: 'Rita Lopes',
        status: 'scheduled',
      },
    });
    // A pending booking can still be paid from My Bookings until its hold runs out.
    expect(res.body.items[1]).toMatchObject({
      status: 'pending',
      checkoutUrl: pending.checkoutUrl,
      holdExpiresAt: new Date(world.clock.now().getTime() + minutes(15)).toISOString(),
    });
  });

  it('shows a hold that ran out as cancelled, and gives its spot back', async () => {
    const { session, client, bookingId } = await bookedSession(world, { paid: false, capacity: 1 });
    world.clock.advance(minutes(15));
    const [booking] = (await client.get('/api/bookings')).body.items;
    expect(booking).toMatchObject({
      id: bookingId,
      status: 'cancelled',
      cancellationReason: 'hold_expired',
      checkoutUrl: null,
      holdExpiresAt: null,
    });
    expect(await spotsLeft(world, session.id)).toBe(1);
  });

  it('is empty for someone with no bookings, and asks a visitor to sign in', async () => {
    expect((await (await world.signedIn()).client.get('/api/bookings')).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    expect((await world.client().get('/api/bookings')).status).toBe(401);
  });
});

describe('GET /api/bookings: pages', () => {
  it('pages through places still to come (soonest first), then past and cancelled ones (latest first)', async () => {
    const guide = await createGuide(world);
    const { user: seeker, client } = await world.signedIn();
    const later = await createSession(world, guide, { startsIn: hours(90) });
    const sooner = await createSession(world, guide, { startsIn: hours(30) });
    const lastWeek = await createSession(world, guide, { startsIn: -hours(170), status: 'completed' });
    const yesterday = await createSession(world, guide, { startsIn: -hours(20), status: 'completed' });
    const dropped = await createSession(world, guide, { startsIn: hours(60) });
    const held = await createSession(world, guide, { startsIn: hours(10), capacity: 1 });

    const ids = {
      later: (await createBooking(world, later, seeker, 'confirmed')).id,
      sooner: (await createBooking(world, sooner, seeker, 'confirmed')).id,
      lastWeek: (await createBooking(world, lastWeek, seeker, 'completed')).id,
      yesterday: (await createBooking(world, yesterday, seeker, 'completed')).id,
      dropped: (await createBooking(world, dropped, seeker, 'cancelled')).id,
      lapsed: (await holdSpot(client, held.id)).bookingId,
    };
    // The hold runs out: it is listed with the cancelled ones, released, and its spot is free again.
    world.clock.advance(minutes(16));

    const seen: Json[] = [];
    for (const page of [1, 2, 3]) {
      const res = await client.get(`/api/bookings?page=${page}&pageSize=2`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 6, page, pageSize: 2 });
      seen.push(...res.body.items);
    }
    expect(seen.map((b) => b.id)).toEqual([
      ids.sooner,
      ids.later,
      ids.dropped,
      ids.lapsed,
      ids.yesterday,
      ids.lastWeek,
    ]);
    expect(seen[3]).toMatchObject({ status: 'cancelled', cancellationReason: 'hold_expired' });
    expect(await spotsLeft(world, held.id)).toBe(1);

    const pastTheEnd = await client.get('/api/bookings?page=4&pageSize=2');
    expect(pastTheEnd.body).toEqual({ items: [], total: 6, page: 4, pageSize: 2 });
  });

  it('answers 400 for a page or page size out of range', async () => {
    const { client } = await world.signedIn();
    for (const bad of ['page=0', 'pageSize=51', 'page=two']) {
      const res = await client.get(`/api/bookings?${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/bookings/{id}', () => {
  it('shows a booking to its seeker, to the guide of its session and to an admin', async () => {
    const { guide, client, bookingId } = await bookedSession(world, { paid: false });
    const own = await client.get(`/api/bookings/${bookingId}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: bookingId,
      status: 'pending',
      checkoutUrl: expect.stringMatching(/^\/checkout\//),
    });

    for (const viewer of [await signedInAs(guide), (await world.signedIn({ role: 'admin' })).client]) {
      const res = await viewer.get(`/api/bookings/${bookingId}`);
      expect(res.status).toBe(200);
      // Only the seeker is handed the address to pay at.
      expect(res.body).toEqual({ ...own.body, checkoutUrl: null });
    }
  });

  it('tells anyone else the booking does not exist', async () => {
    const { bookingId } = await bookedSession(world);
    const others = [
      (await world.signedIn()).client,
      (await world.signedIn({ role: 'practitioner', isApproved: true })).client,
    ];
    for (const client of others) {
      const res = await client.get(`/api/bookings/${bookingId}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: 'Booking not found',
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
    }
    expect((await others[0]!.get('/api/bookings/2000000000')).status).toBe(404);
    expect((await others[0]!.get('/api/bookings/latest')).status).toBe(400);
    expect((await world.client().get(`/api/bookings/${bookingId}`)).status).toBe(401);
  });
});

describe('GET /api/bookings/{id}/refund-preview', () => {
  it('promises the full price 24 hours or more before the start', async () => {
    const { client, bookingId } = await bookedSession(world, { startsIn: hours(48), price: 3000 });
    const res = await client.get(`/api/bookings/${bookingId}/refund-preview`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      refundAmount: 3000,
      rule: 'You will get a full refund of €30, because the session starts in 24 hours or more.',
      sessionChanged: false,
    });
  });

  it('promises nothing later than that, and nothing for an unpaid hold', async () => {
    const late = await bookedSession(world, { startsIn: hours(23) });
    expect((await late.client.get(`/api/bookings/${late.bookingId}/refund-preview`)).body).toEqual({
      refundAmount: 0,
      rule: 'This booking can no longer be refunded, because the session starts in less than 24 hours.',
      sessionChanged: false,
    });
    const unpaid = await bookedSession(world, { paid: false });
    expect((await unpaid.client.get(`/api/bookings/${unpaid.bookingId}/refund-preview`)).body).toEqual({
      refundAmount: 0,
      rule: 'You have not paid for this booking, so there is nothing to refund. Cancelling frees your spot for someone else.',
      sessionChanged: false,
    });
  });

  it('is for the seeker only, and only while the booking can be cancelled', async () => {
    const { guide, client, bookingId } = await bookedSession(world);
    expect((await (await signedInAs(guide)).get(`/api/bookings/${bookingId}/refund-preview`)).status).toBe(
      403,
    );
    expect(
      (await (await world.signedIn()).client.get(`/api/bookings/${bookingId}/refund-preview`)).status,
    ).toBe(404);
    await client.post(`/api/bookings/${bookingId}/cancel`);
    const res = await client.get(`/api/bookings/${bookingId}/refund-preview`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'This booking can no longer be cancelled',
      code: 'NOT_CANCELLABLE',
      requestId: expect.any(String),
    });
  });
});

describe('POST /api/bookings/{id}/cancel', () => {
  it('refunds in full when the seeker cancels exactly 24 hours before the start', async () => {
    const { session, client, bookingId } = await bookedSession(world, { startsIn: hours(30), price: 4200 });
    const refund = vi.spyOn(world.app.payments, 'refund');
    world.clock.advance(hours(6));

    const res = await client.post(`/api/bookings/${bookingId}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: bookingId,
      status: 'cancelled',
      refundAmount: 4200,
      paymentAmount: 4200,
      // Luz keeps no commission on a payment it gave back.
      commissionAmount: 0,
      cancelledAt: world.clock.now().toISOString(),
      cancellationReason: 'seeker_cancelled',
    });
    expect(await bookingRow(world, bookingId)).toMatchObject({ refundAmount: 4200, commissionAmount: 0 });
    expect(await spotsLeft(world, session.id)).toBe(8);
    await settle(world);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]![0]).toMatchObject({ booking: { id: bookingId }, amount: 4200 });
    expect((await bookingRow(world, bookingId)).refundedAt).toEqual(world.clock.now());
  });

  it('refunds nothing a second later than that', async () => {
    const { session, client, bookingId } = await bookedSession(world, { startsIn: hours(30), price: 4200 });
    const refund = vi.spyOn(world.app.payments, 'refund');
    world.clock.advance(hours(6) + 1000);

    const res = await client.post(`/api/bookings/${bookingId}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      refundAmount: 0,
      paymentAmount: 4200,
      commissionAmount: 630,
    });
    expect(await bookingRow(world, bookingId)).toMatchObject({
      refundAmount: 0,
      commissionAmount: 630,
      refundedAt: null,
    });
    // The spot is still given back: someone else may take it.
    expect(await spotsLeft(world, session.id)).toBe(8);
    await settle(world);
    expect(refund).not.toHaveBeenCalled();
  });

  it('cancels an unpaid hold with nothing to refund', async () => {
    const { session, client, bookingId } = await bookedSession(world, { paid: false, capacity: 1 });
    const res = await client.post(`/api/bookings/${bookingId}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      refundAmount: 0,
      paymentAmount: null,
      checkoutUrl: null,
    });
    expect(await bookingRow(world, bookingId)).toMatchObject({ refundAmount: null, commissionAmount: null });
    expect(await spotsLeft(world, session.id)).toBe(1);
  });

  it('emails the seeker the cancellation with the refund', async () => {
    const { seeker, client, bookingId } = await bookedSession(world, { startsIn: hours(72), price: 3550 });
    await client.post(`/api/bookings/${bookingId}/cancel`);
    const email = readMail(await world.smtp.waitFor(seeker.email, /Booking cancelled/));
    expect(email.subject).toBe('Booking cancelled: Sound bath');
    expect(email.to).toEqual([seeker.email]);
    expect(email.text).toContain(
      'Refund: €35.50, back on the card you paid with within 5 to 10 business days.',
    );
    expect(email.text).toContain('hello@luz.pt');
    expect(email.text).toContain('(Lisbon time)');
    expect(await deadLinks(world.app, email)).toEqual([]);
  });

  it('takes the session out of the seeker’s calendar: the invitation cancelled by its UID', async () => {
    const { seeker, client, bookingId } = await bookedSession(world, { startsIn: hours(72) });
    const { calendar: invitation } = readMail(await world.smtp.waitFor(seeker.email, /Booking confirmed/));
    expect((await client.post(`/api/bookings/${bookingId}/cancel`)).status).toBe(200);

    const email = readMail(await world.smtp.waitFor(seeker.email, /Booking cancelled/));
    expect(email.email.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      ['luz-session-cancelled.ics', 'text/calendar'],
    ]);
    expect(email.calendar).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: `booking-${bookingId}@luz.pt`,
      start: invitation!.start,
      attendees: [seeker.email],
    });
    expect(invitation!.uid).toBe(`booking-${bookingId}@luz.pt`);
    expect(email.calendar!.sequence).toBeGreaterThan(invitation!.sequence);
  });

  it('sends no calendar cancellation for a hold that was never confirmed', async () => {
    const { seeker, client, bookingId } = await bookedSession(world, { paid: false });
    expect((await client.post(`/api/bookings/${bookingId}/cancel`)).status).toBe(200);
    const email = readMail(await world.smtp.waitFor(seeker.email, /Booking cancelled/));
    expect(email.calendar).toBeNull();
  });

  it('cancels a booking once: the second attempt is a conflict', async () => {
    const { client, bookingId } = await bookedSession(world);
    expect((await client.post(`/api/bookings/${bookingId}/cancel`)).status).toBe(200);
    const again = await client.post(`/api/bookings/${bookingId}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'This booking can no longer be cancelled',
      code: 'NOT_CANCELLABLE',
      requestId: expect.any(String),
    });
  });

  it('cannot cancel once the session has started, nor a completed booking', async () => {
    const { client, bookingId } = await bookedSession(world, { startsIn: hours(2) });
    world.clock.advance(hours(2));
    const res = await client.post(`/api/bookings/${bookingId}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This session has already started');
    world.clock.advance(hours(1));
    await world.app.bookings.maintenance.completeEndedSessions(world.clock.now());
    expect((await client.post(`/api/bookings/${bookingId}/cancel`)).body.code).toBe('NOT_CANCELLABLE');
  });

  it('is for the seeker only: the guide and admins are refused, anyone else is told it does not exist', async () => {
    const { guide, bookingId } = await bookedSession(world);
    for (const client of [await signedInAs(guide), (await world.signedIn({ role: 'admin' })).client]) {
      const res = await client.post(`/api/bookings/${bookingId}/cancel`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: 'You can only cancel your own bookings',
        code: 'FORBIDDEN',
        requestId: expect.any(String),
      });
    }
    const other = await (await world.signedIn()).client.post(`/api/bookings/${bookingId}/cancel`);
    expect(other.status).toBe(404);
    expect((await world.client().post(`/api/bookings/${bookingId}/cancel`)).status).toBe(401);
    expect((await bookingRow(world, bookingId)).status).toBe('confirmed');
  });
});
