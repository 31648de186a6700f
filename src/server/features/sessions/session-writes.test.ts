import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lisbonDate, lisbonDatePlusDays } from '../../../contract/lisbon-time';
import { bookings, sessions } from '../../db/schema';
import { createBooking, createGuide, createSession } from '../../testing/fixtures';
import { type Json, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const nextYear = () => Number(lisbonDate(world.clock.now()).slice(0, 4)) + 1;
const today = () => lisbonDate(world.clock.now());

/** The last Sunday of March of `year`: Lisbon's clocks go from 01:00 to 02:00 that night. */
function lastSundayOfMarch(year: number): string {
  const day = new Date(Date.UTC(year, 2, 31));
  day.setUTCDate(31 - day.getUTCDay());
  return day.toISOString().slice(0, 10);
}

const sessionInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Full moon sound bath',
  description: 'Gongs, bowls and a long rest.',
  location: 'Rua da Graça 12, Lisbon',
  modality: 'Sound Healing',
  sessionDate: `${nextYear()}-05-12`,
  startTime: '19:00',
  endTime: '20:30',
  price: 3500,
  capacity: 12,
  ...overrides,
});

const approvedGuide = () => world.signedIn({ role: 'practitioner', isApproved: true, name: 'Marta Lopes' });

/** A checkout as payments takes a spot: one conditional decrement and the pending booking, together. */
async function takeSpot(sessionId: number, seekerId: number): Promise<boolean> {
  return world.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(sessions)
      .set({ remainingSpots: sql`${sessions.remainingSpots} - 1` })
      .where(and(eq(sessions.id, sessionId), gt(sessions.remainingSpots, 0)))
      .returning({ id: sessions.id });
    if (!taken) return false;
    await tx.insert(bookings).values({ sessionId, seekerId: seekerId, status: 'pending' });
    return true;
  });
}

const liveBookings = async (sessionId: number) =>
  (
    await world.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.sessionId, sessionId), inArray(bookings.status, ['pending', 'confirmed'])))
  ).length;

describe('POST /api/sessions', () => {
  it('creates a session of an approved guide, with every spot open', async () => {
    const { user, client } = await approvedGuide();
    const res = await client.post('/api/sessions', sessionInput({ imageUrl: '/images/sessions/gong.svg' }));
    expect(res.status).toBe(201);
    const year = nextYear();
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        practitionerId: user.id,
        practitionerName: 'Marta Lopes',
        title: 'Full moon sound bath',
        description: 'Gongs, bowls and a long rest.',
        descriptionLocale: null,
        location: 'Rua da Graça 12, Lisbon',
        online: false,
        modality: 'Sound Healing',
        sessionDate: `${year}-05-12`,
        startTime: '19:00',
        endTime: '20:30',
        startsAt: `${year}-05-12T18:00:00.000Z`,
        endsAt: `${year}-05-12T19:30:00.000Z`,
        price: 3500,
        capacity: 12,
        remainingSpots: 12,
        status: 'scheduled',
        imageUrl: '/images/sessions/gong.svg',
      },
    ]);
  });

  it('creates a weekly series that keeps 19:00 in Lisbon across the change to summer time', async () => {
    const { client } = await approvedGuide();
    const changeDay = lastSundayOfMarch(nextYear());
    const first = lisbonDatePlusDays(changeDay, -14)!;
    const res = await client.post('/api/sessions', sessionInput({ sessionDate: first, repeatWeeks: 4 }));
    expect(res.status).toBe(201);
    expect(res.body.map((s: Json) => [s.sessionDate, s.startTime, s.endTime])).toEqual([
      [first, '19:00', '20:30'],
      [lisbonDatePlusDays(changeDay, -7), '19:00', '20:30'],
      [changeDay, '19:00', '20:30'],
      [lisbonDatePlusDays(changeDay, 7), '19:00', '20:30'],
    ]);
    // Winter is UTC+0, summer UTC+1: the same wall-clock time is an hour earlier in UTC.
    expect(res.body.map((s: Json) => s.startsAt.slice(11, 16))).toEqual(['19:00', '19:00', '18:00', '18:00']);
    expect(new Set(res.body.map((s: Json) => s.id)).size).toBe(4);
  });

  it('refuses a time the clocks skip on the night summer time starts', async () => {
    const { client } = await approvedGuide();
    const changeDay = lastSundayOfMarch(nextYear());
    const res = await client.post(
      '/api/sessions',
      sessionInput({ sessionDate: changeDay, startTime: '01:30', endTime: '03:00' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields.startTime).toMatch(/^01:30 does not exist in Lisbon on \d+ Mar \d{4}/);
  });

  it('refuses a session starting in the past', async () => {
    const { client } = await approvedGuide();
    const yesterday = await client.post(
      '/api/sessions',
      sessionInput({ sessionDate: lisbonDatePlusDays(today(), -1) }),
    );
    expect(yesterday.status).toBe(400);
    expect(yesterday.body).toEqual({
      error: 'A session cannot start in the past',
      code: 'VALIDATION_FAILED',
      fields: { sessionDate: 'A session cannot start in the past' },
      requestId: expect.any(String),
    });
    const earlierToday = await client.post(
      '/api/sessions',
      sessionInput({ sessionDate: today(), startTime: '00:00', endTime: '00:01' }),
    );
    expect(earlierToday.status).toBe(400);
    expect(earlierToday.body.fields).toEqual({ startTime: 'A session cannot start in the past' });
  });

  it('refuses a session overlapping another of the guide, naming the day, and creates none of a series', async () => {
    const { user, client } = await approvedGuide();
    const year = nextYear();
    await createSession(world, user, { date: `${year}-06-16`, time: '20:00', minutes: 60 });
    const res = await client.post(
      '/api/sessions',
      sessionInput({ sessionDate: `${year}-06-02`, startTime: '19:00', endTime: '20:30', repeatWeeks: 4 }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: `This session overlaps another of your sessions on 16 Jun ${year}`,
      code: 'SESSION_OVERLAP',
      requestId: expect.any(String),
    });
    const own = await client.get('/api/practitioner/sessions');
    expect(own.body.items).toHaveLength(1);
  });

  it('allows back-to-back sessions, and ignores cancelled sessions and other guides', async () => {
    const { user, client } = await approvedGuide();
    const other = await createGuide(world);
    const year = nextYear();
    await createSession(world, user, { date: `${year}-07-01`, time: '18:00', minutes: 60 });
    await createSession(world, user, { date: `${year}-07-01`, time: '19:00', status: 'cancelled' });
    await createSession(world, other, { date: `${year}-07-01`, time: '19:00' });
    const res = await client.post(
      '/api/sessions',
      sessionInput({ sessionDate: `${year}-07-01`, startTime: '19:00', endTime: '20:00' }),
    );
    expect(res.status).toBe(201);
  });

  it.each([
    ['title', { title: ' ' }, 'Title is required'],
    ['description', { description: '' }, 'Description is required'],
    ['location', { location: '' }, 'Location is required'],
    ['modality', { modality: 'Astrology' }, 'Modality is required'],
    ['sessionDate', { sessionDate: '' }, 'A date is required'],
    ['sessionDate', { sessionDate: '2027-02-30' }, 'Please choose a date that exists'],
    ['startTime', { startTime: '7pm' }, 'Use a time like 10:00'],
    ['endTime', { endTime: '18:00' }, 'End time must be after start time'],
    ['price', { price: 50 }, 'Price must be at least €1'],
    ['capacity', { capacity: 0 }, 'Capacity must be at least 1'],
    [
      'imageUrl',
      { imageUrl: 'javascript:alert(1)' },
      'Please upload the image to Luz: pictures from other websites cannot be used',
    ],
    ['repeatWeeks', { repeatWeeks: 13 }, 'A series has at most 12 dates'],
  ])('refuses a bad %s with "%s"', async (field, overrides, message) => {
    const { client } = await approvedGuide();
    const res = await client.post('/api/sessions', sessionInput(overrides));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields[field]).toBe(message);
  });

  it('is refused to anyone but an approved guide', async () => {
    expect((await world.client().post('/api/sessions', sessionInput())).status).toBe(401);
    const { client: unapproved } = await world.signedIn({ role: 'practitioner', isApproved: false });
    const refused = await unapproved.post('/api/sessions', sessionInput());
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'Your guide application has not been approved yet',
      code: 'APPROVAL_REQUIRED',
      requestId: expect.any(String),
    });
    for (const role of ['student', 'admin'] as const) {
      const { client } = await world.signedIn({ role });
      expect((await client.post('/api/sessions', sessionInput())).status).toBe(403);
    }
  });
});

describe('PATCH /api/sessions/{id}', () => {
  async function guideWithSession(overrides: Record<string, unknown> = {}) {
    const guide = await approvedGuide();
    const created = await guide.client.post('/api/sessions', sessionInput(overrides));
    expect(created.status).toBe(201);
    return { ...guide, session: created.body[0] as Json };
  }

  it('changes every field of the guide’s own session', async () => {
    const { client, session } = await guideWithSession({ imageUrl: '/images/sessions/gong.svg' });
    const year = nextYear();
    const res = await client.patch(
      `/api/sessions/${session.id}`,
      sessionInput({
        title: 'New moon breath',
        modality: 'Breathwork',
        sessionDate: `${year}-11-03`,
        startTime: '08:15',
        endTime: '09:00',
        price: 2000,
        capacity: 4,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: session.id,
      title: 'New moon breath',
      modality: 'Breathwork',
      sessionDate: `${year}-11-03`,
      startTime: '08:15',
      endTime: '09:00',
      startsAt: `${year}-11-03T08:15:00.000Z`,
      price: 2000,
      capacity: 4,
      remainingSpots: 4,
      imageUrl: '/images/sessions/gong.svg',
    });
    const cleared = await client.patch(`/api/sessions/${session.id}`, sessionInput({ imageUrl: '' }));
    expect(cleared.body.imageUrl).toBeNull();
  });

  it('keeps the spots already booked: remaining = capacity − booked, never below them', async () => {
    const { session, client } = await guideWithSession({ capacity: 6 });
    for (const status of ['confirmed', 'confirmed', 'pending', 'cancelled'] as const) {
      await createBooking(world, session, await world.createUser(), status);
    }
    const raised = await client.patch(`/api/sessions/${session.id}`, sessionInput({ capacity: 10 }));
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ capacity: 10, remainingSpots: 7 });
    const exact = await client.patch(`/api/sessions/${session.id}`, sessionInput({ capacity: 3 }));
    expect(exact.body).toMatchObject({ capacity: 3, remainingSpots: 0 });

    const below = await client.patch(`/api/sessions/${session.id}`, sessionInput({ capacity: 2 }));
    expect(below.status).toBe(409);
    expect(below.body).toEqual({
      error: 'Capacity cannot be lower than the 3 spots already booked',
      code: 'CAPACITY_BELOW_BOOKED',
      requestId: expect.any(String),
    });
  });

  it('refuses moving onto another session of the guide, but not onto its own old time', async () => {
    const { user, client, session } = await guideWithSession();
    const year = nextYear();
    await createSession(world, user, { date: `${year}-05-13`, time: '19:00' });
    const same = await client.patch(`/api/sessions/${session.id}`, sessionInput({ endTime: '21:00' }));
    expect(same.status).toBe(200);
    const clash = await client.patch(
      `/api/sessions/${session.id}`,
      sessionInput({ sessionDate: `${year}-05-13` }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(`This session overlaps another of your sessions on 13 May ${year}`);
  });

  it('refuses moving a session into the past', async () => {
    const { client, session } = await guideWithSession();
    const res = await client.patch(
      `/api/sessions/${session.id}`,
      sessionInput({ sessionDate: lisbonDatePlusDays(today(), -2) }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields.sessionDate).toBe('A session cannot start in the past');
  });

  it('edits scheduled sessions only', async () => {
    const { user, client } = await approvedGuide();
    for (const status of ['cancelled', 'completed'] as const) {
      const session = await createSession(world, user, { startsIn: hours(200), status });
      const res = await client.patch(`/api/sessions/${session.id}`, sessionInput());
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: 'Only scheduled sessions can be edited',
        code: 'SESSION_NOT_SCHEDULED',
        requestId: expect.any(String),
      });
    }
  });

  it('lets only the guide who owns the session edit it', async () => {
    const { session } = await guideWithSession();
    const { client: otherGuide } = await approvedGuide();
    const res = await otherGuide.patch(`/api/sessions/${session.id}`, sessionInput({ title: 'Mine now' }));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'You can only edit your own sessions',
      code: 'FORBIDDEN',
      requestId: expect.any(String),
    });
    expect((await world.client().patch(`/api/sessions/${session.id}`, sessionInput())).status).toBe(401);
    for (const role of ['student', 'admin'] as const) {
      const { client } = await world.signedIn({ role });
      expect((await client.patch(`/api/sessions/${session.id}`, sessionInput())).status).toBe(403);
    }
  });

  it('refuses a guide who is no longer approved', async () => {
    const guide = await createGuide(world, { isApproved: false });
    const session = await createSession(world, guide, { startsIn: hours(100) });
    const client = world.client();
    await client.post('/api/login', { username: guide.username, password: guide.password });
    const res = await client.patch(`/api/sessions/${session.id}`, sessionInput());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('APPROVAL_REQUIRED');
  });

  it('answers 404 for an unknown session', async () => {
    const { client } = await approvedGuide();
    const res = await client.patch('/api/sessions/2000000000', sessionInput());
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: 'Session not found',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
  });

  it('never oversells while capacity changes race checkouts', async () => {
    const { client, session } = await guideWithSession({ capacity: 6 });
    const seekers = await Promise.all(Array.from({ length: 10 }, () => world.createUser()));
    const results = await Promise.all([
      ...seekers.map((seeker) => takeSpot(session.id, seeker.id)),
      client.patch(`/api/sessions/${session.id}`, sessionInput({ capacity: 3 })),
      client.patch(`/api/sessions/${session.id}`, sessionInput({ capacity: 8 })),
      client.patch(`/api/sessions/${session.id}`, sessionInput({ capacity: 5 })),
    ]);
    for (const patch of results.slice(seekers.length) as Json[]) expect([200, 409]).toContain(patch.status);

    const [row] = await world.db.select().from(sessions).where(eq(sessions.id, session.id));
    const live = await liveBookings(session.id);
    expect(live).toBeLessThanOrEqual(row!.capacity);
    expect(row!.remainingSpots).toBe(row!.capacity - live);
    expect(results.slice(0, seekers.length).filter(Boolean)).toHaveLength(live);
  });
});

describe('GET /api/practitioner/sessions', () => {
  it('lists every session of the guide, whatever its status, private requests included', async () => {
    const { user, client } = await approvedGuide();
    const seeker = await world.createUser();
    const past = await createSession(world, user, { startsIn: -hours(48), status: 'completed' });
    const next = await createSession(world, user, { startsIn: hours(24) });
    const cancelled = await createSession(world, user, { startsIn: hours(48), status: 'cancelled' });
    const requested = await createSession(world, user, { startsIn: hours(72), requestedBy: seeker.id });
    await createSession(world, await createGuide(world), { startsIn: hours(24) });

    const res = await client.get('/api/practitioner/sessions');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(res.body.items.map((s: Json) => s.id)).toEqual([past.id, next.id, cancelled.id, requested.id]);
    expect(res.body.items.map((s: Json) => s.status)).toEqual([
      'completed',
      'scheduled',
      'cancelled',
      'scheduled',
    ]);
  });

  it("lists each view of the dashboard in its order, with each session's places taken", async () => {
    const { user, client } = await approvedGuide();
    const past = await createSession(world, user, { startsIn: -hours(72), status: 'completed' });
    const earlier = await createSession(world, user, { startsIn: -hours(48), status: 'completed' });
    const soon = await createSession(world, user, { startsIn: hours(24) });
    const later = await createSession(world, user, { startsIn: hours(48) });
    const cancelled = await createSession(world, user, { startsIn: hours(96), status: 'cancelled' });
    for (const status of ['confirmed', 'pending', 'cancelled'] as const) {
      await createBooking(world, soon, await world.createUser(), status);
    }
    await createBooking(world, past, await world.createUser(), 'completed');
    await createBooking(world, cancelled, await world.createUser(), 'cancelled');
    const view = async (name: string) => {
      const res = await client.get(`/api/practitioner/sessions?view=${name}`);
      expect(res.status).toBe(200);
      return res.body.items.map((s: Json) => [s.id, s.bookedCount]);
    };

    expect(await view('upcoming')).toEqual([
      [soon.id, 2],
      [later.id, 0],
    ]);
    expect(await view('past')).toEqual([
      [earlier.id, 0],
      [past.id, 1],
    ]);
    expect(await view('cancelled')).toEqual([[cancelled.id, 0]]);
    expect(await view('booked')).toEqual([
      [cancelled.id, 0],
      [soon.id, 2],
      [past.id, 1],
    ]);
    expect((await view('all')).map(([id]: number[]) => id)).toEqual([
      past.id,
      earlier.id,
      soon.id,
      later.id,
      cancelled.id,
    ]);
  });

  it('keeps the sessions of the Lisbon days from and to, both included, as a month of the calendar asks', async () => {
    const { user, client } = await approvedGuide();
    const year = nextYear();
    const before = await createSession(world, user, { date: `${year}-02-28`, time: '23:30' });
    const first = await createSession(world, user, { date: `${year}-03-01`, time: '00:15' });
    const last = await createSession(world, user, { date: `${year}-03-31`, time: '23:00' });
    await createSession(world, user, { date: `${year}-04-01`, time: '00:30' });
    const days = async (query: string) =>
      (await client.get(`/api/practitioner/sessions?${query}`)).body.items.map((s: Json) => s.id);

    expect(await days(`from=${year}-03-01&to=${year}-03-31`)).toEqual([first.id, last.id]);
    expect(await days(`to=${year}-02-28`)).toEqual([before.id]);
    const unreal = await client.get(`/api/practitioner/sessions?from=${year}-02-30`);
    expect(unreal.status).toBe(400);
    expect(unreal.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { from: 'From must be a real date' },
    });
    const badView = await client.get('/api/practitioner/sessions?view=mine');
    expect(badView.status).toBe(400);
    expect(badView.body.fields).toEqual({ view: 'View must be upcoming, past, cancelled, booked or all' });
  });

  it('answers a page at a time and never more than a hundred sessions at once', async () => {
    const { user, client } = await approvedGuide();
    for (let day = 1; day <= 3; day++) await createSession(world, user, { startsIn: hours(24 * day) });
    const second = await client.get('/api/practitioner/sessions?pageSize=2&page=2');
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.items).toHaveLength(1);
    expect((await client.get('/api/practitioner/sessions?pageSize=101')).status).toBe(400);
  });

  it('shows a guide awaiting approval their (empty) list, and no one else theirs', async () => {
    const { client } = await world.signedIn({ role: 'practitioner', isApproved: false });
    expect((await client.get('/api/practitioner/sessions')).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    expect((await world.client().get('/api/practitioner/sessions')).status).toBe(401);
    const { client: seeker } = await world.signedIn();
    expect((await seeker.get('/api/practitioner/sessions')).status).toBe(403);
  });
});
