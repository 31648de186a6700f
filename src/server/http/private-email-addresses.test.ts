import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lisbonDate } from '../../contract/lisbon-time';
import { API_READ_ADDRESSES, apiReadsWithoutAddress } from '../testing/api-read-addresses';
import { holdSpot, payHold, sessionRow, settle } from '../testing/booking-fixtures';
import { approvedThroughApplication } from '../testing/guide-flow';
import { ACTORS, type ActorName, MarketplaceCast } from '../testing/marketplace-cast';
import { TestWorld } from '../testing/test-app';
import { hours, minutes } from '../testing/test-clock';

/**
 * Nobody's email address is shown to the other side of a booking: seekers and guides talk through the
 * booking's messages. A guide reads their seekers' names, notes and bookings, never their addresses, and a
 * seeker never reads their guide's. Each person reads their own address, and admins read everyone's.
 */

describe('whose email address each API read answers', () => {
  let world: TestWorld;
  let cast: MarketplaceCast;

  beforeAll(async () => {
    world = await TestWorld.start();
    cast = await MarketplaceCast.create(world);
    // Both sides have written, a review was answered, and the seeker reported the conversation, so the
    // conversation, review and report reads all have something in them.
    for (const [name, body] of [
      ['seeker', 'Is there parking nearby?'],
      ['guide', 'Yes, on the square. See you Thursday!'],
    ] as const) {
      const res = await cast.send(cast.actor(name), {
        method: 'POST',
        url: `/api/conversations/${cast.bookingId}/messages`,
        body: { body },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    await cast.review({ reply: true });
    const reported = await cast.send(cast.actor('seeker'), {
      method: 'POST',
      url: `/api/conversations/${cast.bookingId}/reports`,
      body: { reason: 'spam' },
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    await settle(world);
  });
  afterAll(() => world.close());

  it('has an address for every API read the app registers', () => {
    expect(apiReadsWithoutAddress(world.app)).toEqual({ missing: [], gone: [] });
  });

  it('answers a seeker’s address only to them and admins, and a guide’s only to them and admins', async () => {
    const owners = ['seeker', 'guide'] as const;
    const seen: Record<(typeof owners)[number], string[]> = { seeker: [], guide: [] };
    for (const [key, address] of Object.entries(API_READ_ADDRESSES)) {
      const url = await address(cast);
      for (const name of ACTORS) {
        const res = await cast.send(cast.actor(name), { method: 'GET', url });
        const text = (typeof res.body === 'string' ? res.body : JSON.stringify(res.body)).toLowerCase();
        for (const owner of owners) {
          if (text.includes(cast.user(owner).email.toLowerCase())) seen[owner].push(`${name} ${key}`);
        }
      }
    }
    const readers = (owner: (typeof owners)[number]) => [
      ...new Set(seen[owner].map((entry) => entry.split(' ')[0] as ActorName)),
    ];
    // Nobody on the other side of the booking, nor any stranger, reads it.
    expect(readers('seeker').sort()).toEqual(['admin', 'seeker']);
    expect(readers('guide').sort()).toEqual(['admin', 'guide']);
    // Exactly where the owners and admins read it: the account, the data export, admins' lists.
    expect(seen.seeker.filter((entry) => entry.startsWith('seeker ')).sort()).toEqual(
      ['seeker GET /api/account/export', 'seeker GET /api/user'].sort(),
    );
    expect(seen.guide.filter((entry) => entry.startsWith('guide ')).sort()).toEqual(
      ['guide GET /api/account/export', 'guide GET /api/guide-application', 'guide GET /api/user'].sort(),
    );
    expect(seen.seeker).toContain('admin GET /api/admin/users');
    expect(seen.guide).toContain('admin GET /api/admin/users');
  });

  it('names the seeker to the guide on every list of bookings, with no address', async () => {
    const guide = cast.actor('guide');
    const seekerName = cast.user('seeker').public.name ?? cast.user('seeker').username;
    for (const url of [
      '/api/bookings/practitioner',
      `/api/sessions/${cast.session.id}/bookings`,
      '/api/practitioner/dashboard',
    ]) {
      const res = await cast.send(guide, { method: 'GET', url });
      expect(res.status, url).toBe(200);
      expect(JSON.stringify(res.body), url).toContain(`"seekerName":"${seekerName}"`);
      expect(JSON.stringify(res.body), url).not.toContain('seekerEmail');
    }
  });
});

describe('whose email address the emails of a booking carry', () => {
  let world: TestWorld;

  beforeAll(async () => {
    world = await TestWorld.start();
  });
  afterAll(() => world.close());

  /** Everything a mail program shows of a message: headers, both parts and the attachments' text. */
  function wholeOf(email: Email): string {
    const attachments = email.attachments.map((a) =>
      typeof a.content === 'string' ? a.content : new TextDecoder().decode(a.content),
    );
    return [
      ...email.headers.map((h) => `${h.key}: ${h.value}`),
      email.text ?? '',
      email.html ?? '',
      ...attachments,
    ]
      .join('\n')
      .toLowerCase();
  }

  it('never gives the guide a seeker’s address, nor a seeker the guide’s, from booking to removal', async () => {
    const admin = (await world.signedIn({ role: 'admin' })).client;
    const guide = await approvedThroughApplication(world, admin, 'Rita Sousa');
    const sofia = await world.signedIn({ name: 'Sofia Almeida' });
    const tomas = await world.signedIn({ name: 'Tomás Reis' });
    const startsAt = new Date(world.clock.now().getTime() + hours(24 * 3));
    const input = {
      title: 'Full moon sound bath',
      description: 'Gongs, bowls and a long rest.',
      location: 'Rua da Graça 12, Lisbon',
      modality: 'Reiki',
      sessionDate: lisbonDate(startsAt),
      startTime: '19:00',
      endTime: '20:30',
      price: 3500,
      capacity: 6,
    };
    const published = await guide.client.post('/api/sessions', input);
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const sessionId: number = published.body[0].id;

    // Both seekers book and pay (Sofia with notes); Tomás then cancels.
    const sofiaHold = await holdSpot(sofia.client, sessionId, 'First time, a bit nervous about the gongs');
    await payHold(sofia.client, sofiaHold);
    const tomasHold = await holdSpot(tomas.client, sessionId);
    await payHold(tomas.client, tomasHold);
    expect((await tomas.client.post(`/api/bookings/${tomasHold.bookingId}/cancel`)).status).toBe(200);

    // They write to each other, one to one and to everyone booked.
    const conversation = `/api/conversations/${sofiaHold.bookingId}/messages`;
    expect((await sofia.client.post(conversation, { body: 'Is there parking nearby?' })).status).toBe(201);
    expect((await guide.client.post(conversation, { body: 'Yes, on the square.' })).status).toBe(201);
    const toAll = await guide.client.post(`/api/sessions/${sessionId}/messages`, {
      body: 'Bring a blanket, the room is cool.',
    });
    expect(toAll.status, JSON.stringify(toAll.body)).toBe(201);

    // The guide moves the session an hour later, the agenda and the reminder go out, and then an admin
    // deactivates the guide, which cancels Sofia's booking.
    const moved = await guide.client.patch(`/api/sessions/${sessionId}`, {
      ...input,
      startTime: '20:00',
      endTime: '21:30',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await settle(world);
    const { startsAt: movedTo } = await sessionRow(world, sessionId);
    world.clock.advance(movedTo.getTime() - hours(24) + minutes(1) - world.clock.now().getTime());
    await world.app.maintenance.sweep();
    await settle(world);
    const removed = await admin.patch(`/api/admin/users/${guide.user.id}`, { isActive: false });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    await settle(world);

    const toGuide = world.smtp.messagesTo(guide.user.email);
    const toSeekers = [sofia, tomas].flatMap((seeker) => world.smtp.messagesTo(seeker.user.email));
    // Every kind of email of the story arrived, so the check below has something to check.
    const subjects = (emails: Email[]) => emails.map((m) => m.subject ?? '');
    for (const subject of [
      /^New booking: /,
      /^Booking cancelled: /,
      /^New message from Sofia Almeida: /,
      /^Tomorrow on Luz: /,
      /^Your sessions on Luz have been cancelled$/,
    ]) {
      expect(subjects(toGuide), String(subject)).toContainEqual(expect.stringMatching(subject));
    }
    for (const subject of [
      /^Booking confirmed: /,
      /^New message from Rita Sousa: /,
      /^Session changed: /,
      /^Reminder: /,
      /^Booking cancelled: /,
    ]) {
      expect(subjects(toSeekers), String(subject)).toContainEqual(expect.stringMatching(subject));
    }

    for (const email of toGuide) {
      for (const seeker of [sofia, tomas]) {
        expect(wholeOf(email), email.subject).not.toContain(seeker.user.email.toLowerCase());
      }
    }
    for (const email of world.smtp.messagesTo(sofia.user.email)) {
      expect(wholeOf(email), email.subject).not.toContain(guide.user.email.toLowerCase());
      expect(wholeOf(email), email.subject).not.toContain(tomas.user.email.toLowerCase());
    }
    for (const email of world.smtp.messagesTo(tomas.user.email)) {
      expect(wholeOf(email), email.subject).not.toContain(guide.user.email.toLowerCase());
      expect(wholeOf(email), email.subject).not.toContain(sofia.user.email.toLowerCase());
    }
  });
});
