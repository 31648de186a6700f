import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_READ_ADDRESSES, apiReadsWithoutAddress } from '../../testing/api-read-addresses';
import { bookingRow, holdSpot, payHold, settle } from '../../testing/booking-fixtures';
import { deadLinks, readMail } from '../../testing/captured-mail';
import { ACTORS, MarketplaceCast } from '../../testing/marketplace-cast';
import type { TestWorld as World } from '../../testing/test-app';
import { TestWorld } from '../../testing/test-app';

/**
 * Online sessions through the real flows: an approved guide publishes one with its meeting link,
 * seekers book and pay for it, and the link reaches only the seekers whose booking is confirmed
 * (My Bookings, their emails, the calendar invitation), the guide and admins. Every API read is
 * asked by everyone, to look for the link where it must never be.
 */

let world: World;
let cast: MarketplaceCast;
let nextDay = 0;

beforeAll(async () => {
  world = await TestWorld.start();
  cast = await MarketplaceCast.create(world);
});
afterAll(() => world.close());

/** What the session form sends, on a day of its own. */
function sessionInput(overrides: Record<string, unknown> = {}) {
  const date = cast.dateAhead(40 + ++nextDay);
  return {
    title: 'Breath at home',
    description: 'Slow breathing together, cameras optional.',
    modality: 'Breathwork',
    sessionDate: date,
    startTime: '19:00',
    endTime: '20:00',
    price: 2500,
    capacity: 6,
    ...overrides,
  };
}

async function asGuide(method: 'POST' | 'PATCH', url: string, body: unknown) {
  return cast.send(cast.actor('guide'), { method, url, body });
}

async function publishOnline(link: string): Promise<{ id: number }> {
  const res = await asGuide('POST', '/api/sessions', sessionInput({ online: true, meetingUrl: link }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body[0];
}

describe('an online session as the guide writes it', () => {
  it('is published with its link: the public view says "Online" and carries no link', async () => {
    const link = 'https://meet.jit.si/luz-breath-at-home';
    const res = await asGuide('POST', '/api/sessions', sessionInput({ online: true, meetingUrl: link }));
    expect(res.status).toBe(201);
    expect(res.body[0]).toMatchObject({ online: true, location: 'Online' });
    expect(JSON.stringify(res.body)).not.toContain(link);
    const own = await cast.send(cast.actor('guide'), { method: 'GET', url: '/api/practitioner/sessions' });
    expect(own.body.items.find((s: { id: number }) => s.id === res.body[0].id)).toMatchObject({
      online: true,
      location: 'Online',
      meetingUrl: link,
    });
  });

  it.each([
    [{ online: true }, 'meetingUrl', 'A meeting link is required for an online session'],
    [{ online: true, meetingUrl: '  ' }, 'meetingUrl', 'A meeting link is required for an online session'],
    [
      { online: true, meetingUrl: 'http://meet.jit.si/plain' },
      'meetingUrl',
      'Enter a meeting link starting with https://',
    ],
    [
      { online: true, meetingUrl: 'javascript:alert(1)' },
      'meetingUrl',
      'Enter a meeting link starting with https://',
    ],
    [
      { online: true, meetingUrl: 'meet.jit.si/room' },
      'meetingUrl',
      'Enter a meeting link starting with https://',
    ],
    [
      { online: true, meetingUrl: `https://meet.jit.si/${'a'.repeat(500)}` },
      'meetingUrl',
      'Meeting link must be at most 500 characters',
    ],
    [{ online: false }, 'location', 'Location is required'],
    [{ online: false, location: ' ' }, 'location', 'Location is required'],
    [{ online: 'yes', location: 'Graça' }, 'online', 'Online must be true or false'],
  ])('refuses %j: %s says "%s", and nothing is created', async (place, field, message) => {
    const before = await cast.send(cast.actor('guide'), { method: 'GET', url: '/api/practitioner/sessions' });
    const res = await asGuide('POST', '/api/sessions', sessionInput(place));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { [field]: message }, requestId: expect.any(String) });
    const after = await cast.send(cast.actor('guide'), { method: 'GET', url: '/api/practitioner/sessions' });
    expect(after.body.total).toBe(before.body.total);
  });

  it('says the place with the other fields’ messages, a blank title included', async () => {
    const res = await asGuide('POST', '/api/sessions', {
      ...sessionInput(),
      title: '',
      price: 50,
      online: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      title: 'Title is required',
      price: 'Price must be at least €1',
      meetingUrl: 'A meeting link is required for an online session',
    });
  });

  it('moves between in person and online: the address and the link never linger', async () => {
    const link = 'https://meet.jit.si/luz-moving-room';
    const created = await asGuide(
      'POST',
      '/api/sessions',
      sessionInput({ location: 'Estúdio Vagar, Graça' }),
    );
    const { id, sessionDate } = created.body[0];
    const body = { ...sessionInput(), sessionDate };
    const online = await asGuide('PATCH', `/api/sessions/${id}`, { ...body, online: true, meetingUrl: link });
    expect(online.body).toMatchObject({ online: true, location: 'Online' });
    const back = await asGuide('PATCH', `/api/sessions/${id}`, {
      ...body,
      online: false,
      location: 'Estúdio Vagar, Graça',
      meetingUrl: link,
    });
    expect(back.body).toMatchObject({ online: false, location: 'Estúdio Vagar, Graça' });
    const own = await cast.send(cast.actor('guide'), { method: 'GET', url: '/api/practitioner/sessions' });
    expect(own.body.items.find((s: { id: number }) => s.id === id).meetingUrl).toBeNull();
  });

  it('is refused to another guide, who cannot edit it', async () => {
    const session = await publishOnline('https://meet.jit.si/luz-not-yours');
    const res = await cast.send(cast.actor('otherGuide'), {
      method: 'PATCH',
      url: `/api/sessions/${session.id}`,
      body: sessionInput({ online: true, meetingUrl: 'https://evil.example.com/room' }),
    });
    expect(res.status).toBe(403);
  });
});

/** A seeker of their own, who books through the API. */
async function newSeeker() {
  return world.signedIn({ name: 'Inês Rocha' });
}

describe('the meeting link reaches only confirmed seekers', () => {
  it('is on a confirmed booking, in the confirmation email and in its calendar invitation', async () => {
    const link = 'https://meet.jit.si/luz-confirmed-room';
    const session = await publishOnline(link);
    const { user, client } = await newSeeker();
    const hold = await holdSpot(client, session.id);

    // Waiting for payment: no link on the booking, the checkout page or anywhere the seeker reads.
    for (const url of [
      '/api/bookings',
      `/api/bookings/${hold.bookingId}`,
      `/api/checkout/${hold.reference}`,
    ]) {
      const res = await client.get(url);
      expect(res.status, url).toBe(200);
      expect(JSON.stringify(res.body), url).not.toContain(link);
    }

    await payHold(client, hold);
    const booking = await client.get(`/api/bookings/${hold.bookingId}`);
    expect(booking.body.session).toMatchObject({ online: true, location: 'Online', meetingUrl: link });

    const email = readMail(await world.smtp.waitFor(user.email, /Booking confirmed/));
    expect(email.text).toContain('Where: Online');
    expect(email.text).toContain(`Join online: ${link}`);
    expect(email.html).toContain(`<a href="${link}"`);
    expect(await deadLinks(world.app, email, { elsewhere: [link] })).toEqual([]);
    expect(email.calendar).toMatchObject({ location: link, url: link });
    expect(email.calendar!.description).toContain(`Join online: ${link}`);
  });

  it('is taken away once the booking is cancelled, and the cancellation email does not carry it', async () => {
    const link = 'https://meet.jit.si/luz-cancelled-room';
    const session = await publishOnline(link);
    const { user, client } = await newSeeker();
    const hold = await holdSpot(client, session.id);
    await payHold(client, hold);
    expect((await client.post(`/api/bookings/${hold.bookingId}/cancel`)).status).toBe(200);
    expect((await bookingRow(world, hold.bookingId)).status).toBe('cancelled');
    for (const url of ['/api/bookings', `/api/bookings/${hold.bookingId}`]) {
      expect(JSON.stringify((await client.get(url)).body), url).not.toContain(link);
    }
    const email = readMail(await world.smtp.waitFor(user.email, /Booking cancelled/));
    expect(email.text).not.toContain(link);
    expect(email.html).not.toContain(link);
    expect(JSON.stringify(email.calendar)).not.toContain(link);
  });

  it('sends confirmed seekers the new link when the guide changes it, with their calendar updated; not a pending one', async () => {
    const first = 'https://meet.jit.si/luz-first-room';
    const second = 'https://meet.jit.si/luz-second-room';
    const created = await asGuide('POST', '/api/sessions', sessionInput({ online: true, meetingUrl: first }));
    const { id, sessionDate } = created.body[0];
    const paid = await newSeeker();
    const paidHold = await holdSpot(paid.client, id);
    await payHold(paid.client, paidHold);
    const { calendar: invitation } = readMail(await world.smtp.waitFor(paid.user.email, /Booking confirmed/));
    const waiting = await newSeeker();
    await holdSpot(waiting.client, id);

    world.clock.advance(60_000);
    const changed = await asGuide('PATCH', `/api/sessions/${id}`, {
      ...sessionInput(),
      sessionDate,
      online: true,
      meetingUrl: second,
    });
    expect(changed.status).toBe(200);
    await settle(world);

    const email = readMail(await world.smtp.waitFor(paid.user.email, /Session changed/));
    expect(email.text).toContain(`Join online: ${second}`);
    expect(email.text).not.toContain(first);
    expect(email.calendar).toMatchObject({ uid: invitation!.uid, location: second, url: second });
    expect(email.calendar!.sequence).toBeGreaterThan(invitation!.sequence);
    expect(await deadLinks(world.app, email, { elsewhere: [second] })).toEqual([]);
    expect(world.smtp.messagesTo(waiting.user.email)).toEqual([]);
    expect(JSON.stringify((await waiting.client.get('/api/bookings')).body)).not.toContain(second);
  });

  it('sends no change email when the guide changes nothing a seeker relies on', async () => {
    const link = 'https://meet.jit.si/luz-same-room';
    const created = await asGuide('POST', '/api/sessions', sessionInput({ online: true, meetingUrl: link }));
    const { id, sessionDate } = created.body[0];
    const paid = await newSeeker();
    await payHold(paid.client, await holdSpot(paid.client, id));
    await world.smtp.waitFor(paid.user.email, /Booking confirmed/);
    const res = await asGuide('PATCH', `/api/sessions/${id}`, {
      ...sessionInput({ online: true, meetingUrl: link, capacity: 9 }),
      sessionDate,
    });
    expect(res.status).toBe(200);
    await settle(world);
    expect(world.smtp.messagesTo(paid.user.email).map((m) => m.subject)).toEqual([
      'Booking confirmed: Breath at home',
    ]);
  });
});

describe('where the meeting link is never answered', () => {
  const confirmedLink = 'https://meet.jit.si/luz-cast-confirmed';
  const pendingLink = 'https://meet.jit.si/luz-cast-pending';
  /** Who reads which link where: every other route and actor must not answer it. */
  const SEES_CONFIRMED = [
    'seeker GET /api/bookings',
    'seeker GET /api/bookings/:id',
    'guide GET /api/practitioner/sessions',
    'guide GET /api/bookings/:id',
    'admin GET /api/admin/sessions',
    'admin GET /api/bookings/:id',
    // The guide's own sessions, in the download of their data.
    'guide GET /api/account/export',
  ];
  const SEES_PENDING = [
    'guide GET /api/practitioner/sessions',
    'admin GET /api/admin/sessions',
    'guide GET /api/account/export',
  ];

  beforeAll(async () => {
    // The guide turns the session the seeker booked, and the one they hold unpaid, into online ones.
    const sessions = await cast.send(cast.actor('guide'), {
      method: 'GET',
      url: '/api/practitioner/sessions?pageSize=100',
    });
    const hold = await cast.send(cast.actor('seeker'), {
      method: 'GET',
      url: `/api/checkout/${cast.holdReference}`,
    });
    for (const [sessionId, link] of [
      [cast.session.id, confirmedLink],
      [hold.body.sessionId, pendingLink],
    ] as const) {
      const s = sessions.body.items.find((item: { id: number }) => item.id === sessionId);
      const res = await asGuide('PATCH', `/api/sessions/${sessionId}`, {
        title: s.title,
        description: s.description,
        modality: s.modality,
        sessionDate: s.sessionDate,
        startTime: s.startTime,
        endTime: s.endTime,
        price: s.price,
        capacity: s.capacity,
        online: true,
        meetingUrl: link,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await settle(world);
  });

  it('has an address for every API read the app registers', () => {
    expect(apiReadsWithoutAddress(world.app)).toEqual({ missing: [], gone: [] });
  });

  it('answers each link only to the confirmed seeker, the guide and admins, whoever asks whatever', async () => {
    const seen: Record<string, string[]> = { confirmed: [], pending: [] };
    for (const [key, address] of Object.entries(API_READ_ADDRESSES)) {
      const url = await address(cast);
      for (const name of ACTORS) {
        const res = await cast.send(cast.actor(name), { method: 'GET', url });
        const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
        if (text.includes(confirmedLink)) seen.confirmed!.push(`${name} ${key}`);
        if (text.includes(pendingLink)) seen.pending!.push(`${name} ${key}`);
      }
    }
    expect(seen.confirmed!.sort()).toEqual([...SEES_CONFIRMED].sort());
    expect(seen.pending!.sort()).toEqual([...SEES_PENDING].sort());
  });

  it('is not in explore or the guide page, which say the guide works online', async () => {
    const page = await cast.send(cast.actor('signedOut'), {
      method: 'GET',
      url: `/api/practitioners?online=true&pageSize=48`,
    });
    const card = page.body.items.find((c: { id: number }) => c.id === cast.user('guide').id);
    expect(card).toMatchObject({ online: true });
    expect(JSON.stringify(page.body)).not.toContain('meet.jit.si');
    // A guide with sessions in person only is not found by the online filter, and says nothing of it.
    const ids = page.body.items.map((c: { id: number }) => c.id);
    expect(ids).not.toContain(cast.user('otherGuide').id);
    const all = await cast.send(cast.actor('signedOut'), {
      method: 'GET',
      url: '/api/practitioners?pageSize=48',
    });
    expect(all.body.items.find((c: { id: number }) => c.id === cast.user('otherGuide').id)).toMatchObject({
      online: false,
    });
    const detail = await cast.send(cast.actor('signedOut'), {
      method: 'GET',
      url: `/api/sessions/${cast.session.id}`,
    });
    expect(detail.body).toMatchObject({ online: true, location: 'Online' });
    expect(JSON.stringify(detail.body)).not.toContain('meet.jit.si');
  });

  it('refuses an online filter that is neither true nor false', async () => {
    const res = await cast.send(cast.actor('signedOut'), {
      method: 'GET',
      url: '/api/practitioners?online=maybe',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      fields: { online: 'Online is true or false' },
      requestId: expect.any(String),
    });
  });
});
