import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lisbonDate, lisbonInstant } from '../../../contract/lisbon-time';
import { profiles, sessions } from '../../db/schema';
import { bookingRow, holdSpot, sessionRow, spotsLeft } from '../../testing/booking-fixtures';
import { createBooking, createGuide, createSession } from '../../testing/fixtures';
import { TestWorld } from '../../testing/test-app';
import { hours, minutes } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const checkout = '/api/create-checkout-session';

describe('POST /api/create-checkout-session', () => {
  it('holds a spot for 15 minutes at the stored price, whatever the client says it costs', async () => {
    const guide = await createGuide(world);
    const session = await createSession(world, guide, { price: 4500, capacity: 3 });
    const { user: seeker, client } = await world.signedIn();

    const res = await client.post(checkout, {
      sessionId: session.id,
      notes: ' First time ',
      price: 1,
      amount: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      checkoutUrl: expect.stringMatching(/^\/checkout\/lc_[\w-]{24}$/),
      bookingId: expect.any(Number),
    });

    const booking = await bookingRow(world, res.body.bookingId);
    expect(booking).toMatchObject({
      sessionId: session.id,
      seekerId: seeker.id,
      status: 'pending',
      notes: 'First time',
      amountDue: 4500,
      paymentAmount: null,
      paymentProvider: 'local',
      paymentReference: res.body.checkoutUrl.split('/').pop(),
      checkoutUrl: res.body.checkoutUrl,
    });
    expect(booking.holdExpiresAt!.getTime()).toBe(world.clock.now().getTime() + minutes(15));
    expect(await spotsLeft(world, session.id)).toBe(2);
  });

  it('lets any signed-in person with a name book: a seeker, another guide, an admin', async () => {
    const guide = await createGuide(world);
    const session = await createSession(world, guide);
    for (const spec of [
      {},
      { role: 'practitioner' as const, isApproved: true },
      { role: 'admin' as const },
    ]) {
      const { client } = await world.signedIn(spec);
      expect((await client.post(checkout, { sessionId: session.id })).status).toBe(201);
    }
    expect(await spotsLeft(world, session.id)).toBe(5);
  });

  it('asks a visitor to sign in', async () => {
    const session = await createSession(world, await createGuide(world));
    const res = await world.client().post(checkout, { sessionId: session.id });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NOT_SIGNED_IN');
  });

  it('asks for a complete profile first', async () => {
    const session = await createSession(world, await createGuide(world));
    for (const name of [null, '   ']) {
      const { user, client } = await world.signedIn({ name: 'temporary' });
      await world.db.update(profiles).set({ name }).where(eq(profiles.userId, user.id));
      const res = await client.post(checkout, { sessionId: session.id });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'Please complete your profile before booking',
        code: 'PROFILE_INCOMPLETE',
        requestId: expect.any(String),
      });
    }
    expect(await spotsLeft(world, session.id)).toBe(8);
  });

  it('refuses a guide their own session', async () => {
    const { user: guide, client } = await world.signedIn({ role: 'practitioner', isApproved: true });
    const session = await createSession(world, guide);
    const res = await client.post(checkout, { sessionId: session.id });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'You cannot book your own session',
      code: 'OWN_SESSION',
      requestId: expect.any(String),
    });
  });

  it("hides another seeker's private session and the sessions of unlisted guides", async () => {
    const { user: requester } = await world.signedIn();
    const { client } = await world.signedIn();
    const privateSession = await createSession(world, await createGuide(world), {
      requestedBy: requester.id,
      capacity: 1,
    });
    const unlisted = await createSession(world, await createGuide(world, { isApproved: false }));
    for (const sessionId of [privateSession.id, unlisted.id, 2_000_000_000]) {
      const res = await client.post(checkout, { sessionId });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: 'Session not found',
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
    }
  });

  it('refuses sessions that are cancelled, completed or have started', async () => {
    const guide = await createGuide(world);
    const { client } = await world.signedIn();
    for (const status of ['cancelled', 'completed'] as const) {
      const session = await createSession(world, guide, { status });
      const res = await client.post(checkout, { sessionId: session.id });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: 'This session is no longer available for booking',
        code: 'SESSION_UNAVAILABLE',
        requestId: expect.any(String),
      });
    }
    const started = await createSession(world, guide, { startsIn: -minutes(5) });
    const res = await client.post(checkout, { sessionId: started.id });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This session has already started');
  });

  it('says a full session is full', async () => {
    const session = await createSession(world, await createGuide(world), { capacity: 1 });
    await holdSpot((await world.signedIn()).client, session.id);
    const res = await (await world.signedIn()).client.post(checkout, { sessionId: session.id });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'This session is full',
      code: 'SESSION_FULL',
      requestId: expect.any(String),
    });
  });

  it('refuses a second pending or confirmed booking of the same seeker, and allows one after cancelling', async () => {
    const session = await createSession(world, await createGuide(world), { capacity: 1 });
    const { user, client } = await world.signedIn();
    const hold = await holdSpot(client, session.id);
    // Even on a full session, the seeker is told why: they already hold its last spot.
    const again = await client.post(checkout, { sessionId: session.id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'You already have a booking for this session',
      code: 'ALREADY_BOOKED',
      requestId: expect.any(String),
    });

    expect((await client.post(`/api/bookings/${hold.bookingId}/cancel`)).status).toBe(200);
    expect((await client.post(checkout, { sessionId: session.id })).status).toBe(201);

    const other = await createSession(world, await createGuide(world));
    await createBooking(world, other, user, 'confirmed');
    expect((await client.post(checkout, { sessionId: other.id })).body.code).toBe('ALREADY_BOOKED');
  });

  it.each([
    [{}, 'sessionId', 'No session selected for booking'],
    [{ sessionId: 'seven' }, 'sessionId', 'Invalid input: expected number, received string'],
    [{ sessionId: 0 }, 'sessionId', undefined],
    [{ practitionerId: 5 }, 'sessionDate', 'Please select a date'],
    [{ practitionerId: 5, sessionDate: '2030-01-01' }, 'sessionTime', 'Please select a time'],
    [
      { practitionerId: 5, sessionDate: '1/1/2030', sessionTime: '10:00' },
      'sessionDate',
      'Please select a date',
    ],
    [
      { practitionerId: 5, sessionDate: '2030-01-01', sessionTime: '08:00' },
      'sessionTime',
      'Please select a time',
    ],
    [{ sessionId: 1, notes: 'x'.repeat(1001) }, 'notes', 'Notes must be at most 1000 characters'],
  ])('answers %j with 400 and the message on %s', async (body, field, message) => {
    const { client } = await world.signedIn();
    const res = await client.post(checkout, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.fields)).toContain(field);
    if (message) expect(res.body.fields[field]).toBe(message);
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const { client } = await world.signedIn();
    const res = await client.post(checkout, '{"sessionId": ', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
  });

  it('limits how many checkouts one person starts', async () => {
    const { client } = await world.signedIn();
    for (let i = 0; i < 20; i++) await client.post(checkout, { sessionId: 2_000_000_000 });
    const res = await client.post(checkout, { sessionId: 2_000_000_000 });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(/^Too many booking attempts/);
    // Counted per person, not per address: someone else is not slowed down.
    const session = await createSession(world, await createGuide(world));
    expect((await (await world.signedIn()).client.post(checkout, { sessionId: session.id })).status).toBe(
      201,
    );
  });
});

/** A date `days` from now (Lisbon) and its weekday, for availability. */
function dayAhead(days: number): { date: string; weekday: string } {
  const date = lisbonDate(new Date(world.clock.now().getTime() + hours(24 * days)));
  const weekday = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
    new Date(`${date}T12:00:00Z`).getUTCDay()
  ]!;
  return { date, weekday };
}

async function guideAvailableOn(
  weekday: string,
  slots: string[],
  spec: { pricePerSession?: number | null } = {},
) {
  const guide = await createGuide(world, { category: 'Breathwork', pricePerSession: 6000, ...spec });
  await world.db
    .update(profiles)
    .set({ availability: { [weekday]: slots } })
    .where(eq(profiles.userId, guide.id));
  return guide;
}

describe('GET /api/practitioners/{id}/private-slots', () => {
  it("offers the hours inside the guide's availability that no scheduled session overlaps", async () => {
    const { date, weekday } = dayAhead(10);
    const guide = await guideAvailableOn(weekday, ['morning', 'evening']);
    await createSession(world, guide, { date, time: '10:30', minutes: 60 });
    await createSession(world, guide, { date, time: '17:00', minutes: 60, status: 'cancelled' });

    const res = await world.client().get(`/api/practitioners/${guide.id}/private-slots?date=${date}`);
    expect(res.status).toBe(200);
    // Morning is 08–12 and evening 17–22, within the bookable 09:00–18:00 starts; 10:00 and 11:00 overlap 10:30–11:30.
    expect(res.body).toEqual({ date, slots: ['09:00', '17:00', '18:00'], price: 6000 });
  });

  it('offers the afternoon from 12:00 to 16:00, and nothing on a day without availability', async () => {
    const { date, weekday } = dayAhead(11);
    const guide = await guideAvailableOn(weekday, ['afternoon']);
    const res = await world.client().get(`/api/practitioners/${guide.id}/private-slots?date=${date}`);
    expect(res.body.slots).toEqual(['12:00', '13:00', '14:00', '15:00', '16:00']);
    const { date: otherDay } = dayAhead(12);
    expect(
      (await world.client().get(`/api/practitioners/${guide.id}/private-slots?date=${otherDay}`)).body.slots,
    ).toEqual([]);
  });

  it('offers no hour that has already begun today', async () => {
    const { date, weekday } = dayAhead(0);
    const guide = await guideAvailableOn(weekday, ['morning', 'afternoon', 'evening']);
    const res = await world.client().get(`/api/practitioners/${guide.id}/private-slots?date=${date}`);
    expect(res.status).toBe(200);
    for (const slot of res.body.slots) {
      expect(lisbonInstant(date, slot)!.getTime()).toBeGreaterThan(world.clock.now().getTime());
    }
  });

  it('offers nothing when the guide has no 1:1 price', async () => {
    const { date, weekday } = dayAhead(10);
    const guide = await guideAvailableOn(weekday, ['morning'], { pricePerSession: null });
    const res = await world.client().get(`/api/practitioners/${guide.id}/private-slots?date=${date}`);
    expect(res.body).toEqual({ date, slots: [], price: null });
  });

  it('takes dates from today up to 3 months ahead only', async () => {
    const guide = await guideAvailableOn('monday', ['morning']);
    const url = (date: string) => `/api/practitioners/${guide.id}/private-slots?date=${date}`;
    for (const date of [dayAhead(-1).date, dayAhead(100).date]) {
      const res = await world.client().get(url(date));
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ date: 'Please choose a date from today up to 3 months ahead' });
    }
    for (const query of ['', '?date=', '?date=tomorrow', '?date=2030-02-30']) {
      const res = await world.client().get(`/api/practitioners/${guide.id}/private-slots${query}`);
      expect(res.status).toBe(400);
    }
    expect((await world.client().get(url(dayAhead(88).date))).status).toBe(200);
  });

  it('answers 404 for someone who is not a listed guide', async () => {
    const unlisted = await createGuide(world, { isApproved: false });
    const seeker = await world.createUser();
    for (const id of [unlisted.id, seeker.id, 2_000_000_000]) {
      const res = await world.client().get(`/api/practitioners/${id}/private-slots?date=${dayAhead(3).date}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Practitioner not found');
    }
  });
});

describe('POST /api/create-checkout-session for a private session', () => {
  it('creates a private 1:1 hour at the guide’s price, held by the seeker, then its checkout', async () => {
    const { date, weekday } = dayAhead(9);
    const guide = await guideAvailableOn(weekday, ['morning']);
    const { user: seeker, client } = await world.signedIn();

    const res = await client.post(checkout, {
      practitionerId: guide.id,
      sessionDate: date,
      sessionTime: '10:00',
      notes: 'Lower back tension',
      sessionId: undefined,
    });
    expect(res.status).toBe(201);
    const booking = await bookingRow(world, res.body.bookingId);
    expect(booking).toMatchObject({ status: 'pending', amountDue: 6000, notes: 'Lower back tension' });
    const session = await sessionRow(world, booking.sessionId);
    expect(session).toMatchObject({
      guideId: guide.id,
      title: `Private Breathwork session with ${guide.name}`,
      modality: 'Breathwork',
      capacity: 1,
      remainingSpots: 0,
      price: 6000,
      requestedBy: seeker.id,
      status: 'scheduled',
      location: 'Graça, Lisbon',
    });
    expect(lisbonDate(session.startsAt)).toBe(date);
    expect(session.endsAt.getTime() - session.startsAt.getTime()).toBe(hours(1));

    // The hour is taken, and the session is the seeker's and the guide's alone.
    const slots = await world.client().get(`/api/practitioners/${guide.id}/private-slots?date=${date}`);
    expect(slots.body.slots).toEqual(['09:00', '11:00']);
    expect((await client.get(`/api/sessions/${session.id}`)).status).toBe(200);
    expect((await world.client().get(`/api/sessions/${session.id}`)).status).toBe(404);

    const { client: second } = await world.signedIn();
    const taken = await second.post(checkout, {
      practitionerId: guide.id,
      sessionDate: date,
      sessionTime: '10:00',
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      error: 'This time is no longer available. Please choose another.',
      code: 'SLOT_UNAVAILABLE',
      requestId: expect.any(String),
    });
  });

  it('frees the hour again when the request is never paid', async () => {
    const { date, weekday } = dayAhead(8);
    const guide = await guideAvailableOn(weekday, ['morning']);
    const { client } = await world.signedIn();
    const res = await client.post(checkout, {
      practitionerId: guide.id,
      sessionDate: date,
      sessionTime: '09:00',
    });
    const { sessionId } = await bookingRow(world, res.body.bookingId);

    world.clock.advance(minutes(15));
    await world.app.bookings.maintenance.releaseExpiredHolds(world.clock.now());
    expect((await sessionRow(world, sessionId)).status).toBe('cancelled');
    const slots = await world.client().get(`/api/practitioners/${guide.id}/private-slots?date=${date}`);
    expect(slots.body.slots).toEqual(['09:00', '10:00', '11:00']);
  });

  it('refuses an hour outside the availability, a date out of the window, and the guide themself', async () => {
    const { date, weekday } = dayAhead(7);
    const { user: guideUser, client: guideClient } = await world.signedIn({
      role: 'practitioner',
      isApproved: true,
    });
    await world.db
      .update(profiles)
      .set({ availability: { [weekday]: ['morning'] }, pricePerSession: 5000, category: 'Reiki' })
      .where(eq(profiles.userId, guideUser.id));
    const { client } = await world.signedIn();

    const evening = await client.post(checkout, {
      practitionerId: guideUser.id,
      sessionDate: date,
      sessionTime: '18:00',
    });
    expect(evening.status).toBe(409);
    expect(evening.body.code).toBe('SLOT_UNAVAILABLE');

    const far = await client.post(checkout, {
      practitionerId: guideUser.id,
      sessionDate: dayAhead(120).date,
      sessionTime: '09:00',
    });
    expect(far.status).toBe(400);
    expect(far.body.fields).toEqual({ sessionDate: 'Please choose a date from today up to 3 months ahead' });

    const own = await guideClient.post(checkout, {
      practitionerId: guideUser.id,
      sessionDate: date,
      sessionTime: '09:00',
    });
    expect(own.status).toBe(403);
    const missing = await client.post(checkout, {
      practitionerId: 2_000_000_000,
      sessionDate: date,
      sessionTime: '09:00',
    });
    expect(missing.status).toBe(404);
  });

  it('says when a guide takes no private requests', async () => {
    const { date, weekday } = dayAhead(7);
    const guide = await guideAvailableOn(weekday, ['morning'], { pricePerSession: null });
    const { client } = await world.signedIn();
    const res = await client.post(checkout, {
      practitionerId: guide.id,
      sessionDate: date,
      sessionTime: '09:00',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This guide does not take private session requests yet');
    expect(await world.db.select().from(sessions).where(eq(sessions.guideId, guide.id))).toEqual([]);
  });

  it('still asks for a profile name first', async () => {
    const { date, weekday } = dayAhead(7);
    const guide = await guideAvailableOn(weekday, ['morning']);
    const { client } = await world.signedIn({ name: null });
    const res = await client.post(checkout, {
      practitionerId: guide.id,
      sessionDate: date,
      sessionTime: '09:00',
    });
    expect(res.body.code).toBe('PROFILE_INCOMPLETE');
  });
});
