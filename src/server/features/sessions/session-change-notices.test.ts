import ICAL from 'ical.js';
import type { Email } from 'postal-mime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lisbonDate, lisbonTimeOfDay } from '../../../contract/lisbon-time';
import { bookingRow, type Hold, holdSpot, payHold, sessionRow, settle } from '../../testing/booking-fixtures';
import { LoopbackSmtpServer } from '../../testing/loopback-smtp';
import { MarketplaceCast } from '../../testing/marketplace-cast';
import { RecordingMailer } from '../../testing/recording-mailer';
import { PUBLIC_URL, type TestClient, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

/**
 * A guide changing a booked session, through the real flows: the guide (applied, approved) publishes,
 * seekers book and pay at Luz's checkout, the guide changes the session. Every confirmed seeker is told
 * what changed, with the same calendar event updated, and may cancel for a full refund until the start;
 * every cancellation takes the event out of their calendar. The captured emails and their invitations
 * are parsed as a mail program and a calendar would.
 */

const smtp = new LoopbackSmtpServer();
let mailer: RecordingMailer;
let world: TestWorld;
let cast: MarketplaceCast;
let nextDay = 0;

beforeAll(async () => {
  mailer = new RecordingMailer(await smtp.start());
  world = await TestWorld.start({ mailer });
  smtp.beforeWait = () => world.app.jobs.drain();
  cast = await MarketplaceCast.create(world);
});
afterEach(() => {
  mailer.refuseFirst = null;
});
afterAll(async () => {
  await world.close();
  await smtp.stop();
});

interface Published {
  id: number;
  input: Record<string, unknown>;
  /** Whose session it is: the cast's guide, unless a test needs a day of its own. */
  owner: 'guide' | 'otherGuide';
}

/** What the guide's session form sends: in person, €25, six places, `daysAhead` at 19:00 Lisbon. */
async function publish(
  daysAhead = 30 + ++nextDay,
  overrides: Record<string, unknown> = {},
  owner: Published['owner'] = 'guide',
): Promise<Published> {
  const input = {
    title: 'Evening breathwork',
    description: 'Slow breathing, then rest.',
    modality: 'Breathwork',
    online: false,
    location: 'Rua da Graça 12, Lisbon',
    sessionDate: cast.dateAhead(daysAhead),
    startTime: '19:00',
    endTime: '20:00',
    price: 2500,
    capacity: 6,
    ...overrides,
  };
  const res = await asGuide('POST', '/api/sessions', input, owner);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body[0].id, input, owner };
}

function asGuide(
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  owner: Published['owner'] = 'guide',
) {
  return cast.send(cast.actor(owner), { method, url, ...(body === undefined ? {} : { body }) });
}

/** The guide saves the session form with `changes`. */
async function change(session: Published, changes: Record<string, unknown>): Promise<void> {
  session.input = { ...session.input, ...changes };
  const res = await asGuide('PATCH', `/api/sessions/${session.id}`, session.input, session.owner);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

interface Booked {
  email: string;
  client: TestClient;
  hold: Hold;
}

async function book(sessionId: number, pay = true): Promise<Booked> {
  const { user, client } = await world.signedIn({ name: 'Inês Rocha' });
  const hold = await holdSpot(client, sessionId);
  if (pay) await payHold(client, hold);
  return { email: user.email, client, hold };
}

function mailTo(email: string, subject: RegExp): Email[] {
  return smtp.messagesTo(email).filter((m) => subject.test(m.subject ?? ''));
}

interface Invitation {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: Date;
  location: string;
  attendees: string[];
}

/** The email's calendar attachment, read with an iCalendar parser. */
function invitationOf(email: Email): Invitation {
  const attachment = email.attachments.find((a) => a.mimeType === 'text/calendar');
  if (!attachment) throw new Error(`No calendar attached to "${email.subject}"`);
  const text =
    typeof attachment.content === 'string'
      ? attachment.content
      : new TextDecoder().decode(attachment.content as ArrayBuffer);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    start: event.startDate.toJSDate(),
    location: event.location,
    attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue())),
  };
}

/** The links of the email's HTML part. */
function linksOf(email: Email): string[] {
  return [...(email.html ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
}

describe('a guide changing a booked session', () => {
  it('tells each confirmed seeker what changed, with their calendar event updated under the same UID', async () => {
    const session = await publish();
    const first = await book(session.id);
    const second = await book(session.id);
    const waiting = await book(session.id, false);
    const gone = await book(session.id);
    expect((await gone.client.post(`/api/bookings/${gone.hold.bookingId}/cancel`)).status).toBe(200);
    const confirmation = invitationOf(await smtp.waitFor(first.email, /Booking confirmed/));
    expect(confirmation).toMatchObject({ method: 'REQUEST', uid: `booking-${first.hold.bookingId}@luz.pt` });

    const oldDate = session.input.sessionDate as string;
    const newDate = cast.dateAhead(200 + ++nextDay);
    await change(session, { sessionDate: newDate, startTime: '18:30', endTime: '19:45' });
    await settle(world);

    for (const seeker of [first, second]) {
      const [email, ...more] = mailTo(seeker.email, /Session changed/);
      expect(more).toEqual([]);
      expect(email!.subject).toBe('Session changed: Evening breathwork');
      expect(email!.to?.map((a) => a.address)).toEqual([seeker.email]);
      const text = email!.text ?? '';
      const was = new Date(`${oldDate}T19:00:00`);
      expect(text).toContain('What changed:');
      expect(text).toMatch(
        new RegExp(
          `When: was \\w+day, \\d+ \\w+ ${was.getFullYear()}, 19:00–20:00; now \\w+day, .+, 18:30–19:45 \\(Lisbon time\\)`,
        ),
      );
      expect(text).not.toContain('Where: was');
      expect(text).toContain('Where: Rua da Graça 12, Lisbon');
      expect(text).toContain(
        'you can cancel from My Bookings until the session starts and get a full refund of €25, whatever the 24-hour rule says.',
      );
      expect(linksOf(email!)).toContain(`${PUBLIC_URL}/bookings`);
      expect(email!.html).not.toContain(cast.user('guide').email);

      const update = invitationOf(email!);
      expect(update.method).toBe('REQUEST');
      expect(update.uid).toBe(`booking-${seeker.hold.bookingId}@luz.pt`);
      expect(update.status).toBe('CONFIRMED');
      expect(update.attendees).toEqual([`mailto:${seeker.email}`]);
      expect(lisbonDate(update.start)).toBe(newDate);
      expect(lisbonTimeOfDay(update.start)).toBe('18:30');
    }
    const update = invitationOf(mailTo(first.email, /Session changed/)[0]!);
    expect(update.uid).toBe(confirmation.uid);
    expect(update.sequence).toBeGreaterThan(confirmation.sequence);

    // Nobody who has not paid, or has left, hears of it.
    expect(mailTo(waiting.email, /Session changed/)).toEqual([]);
    expect(mailTo(gone.email, /Session changed/)).toEqual([]);
    expect((await bookingRow(world, waiting.hold.bookingId)).sessionChangedAt).toBeNull();
    expect((await bookingRow(world, first.hold.bookingId)).sessionChangedAt).not.toBeNull();
  });

  it('says nothing when only the price, capacity or description changes', async () => {
    const session = await publish();
    const seeker = await book(session.id);
    await smtp.waitFor(seeker.email, /Booking confirmed/);
    const before = await sessionRow(world, session.id);
    await change(session, { price: 4000, capacity: 9, description: 'Slow breathing, then a long rest.' });
    await settle(world);
    expect(smtp.messagesTo(seeker.email).map((m) => m.subject)).toEqual([
      'Booking confirmed: Evening breathwork',
    ]);
    expect((await sessionRow(world, session.id)).calendarSequence).toBe(before.calendarSequence);
    expect((await bookingRow(world, seeker.hold.bookingId)).sessionChangedAt).toBeNull();
    const preview = await seeker.client.get(`/api/bookings/${seeker.hold.bookingId}/refund-preview`);
    expect(preview.body.sessionChanged).toBe(false);
  });

  it('sends two quick changes as two emails, each saying its own change, the later one ranking higher', async () => {
    const session = await publish();
    const seeker = await book(session.id);
    world.runJobsAfterRequests = false;
    try {
      await change(session, { location: 'Rua das Flores 3, Lisbon' });
      await change(session, {
        title: 'Evening breathwork by the river',
        startTime: '19:30',
        endTime: '20:30',
      });
    } finally {
      world.runJobsAfterRequests = true;
    }
    await settle(world);

    const changes = mailTo(seeker.email, /Session changed/);
    expect(changes).toHaveLength(2);
    const [byPlace, byTime] = [
      changes.find((m) => m.text?.includes('Where: was'))!,
      changes.find((m) => m.text?.includes('Name: was'))!,
    ];
    expect(byPlace.subject).toBe('Session changed: Evening breathwork');
    expect(byPlace.text).toContain('Where: was Rua da Graça 12, Lisbon; now Rua das Flores 3, Lisbon');
    expect(byPlace.text).not.toContain('When: was');
    expect(byTime.subject).toBe('Session changed: Evening breathwork by the river');
    expect(byTime.text).toContain('Name: was “Evening breathwork”; now “Evening breathwork by the river”');
    expect(byTime.text).toMatch(/When: was .*, 19:00–20:00; now .*, 19:30–20:30 \(Lisbon time\)/);
    expect(byTime.text).not.toContain('Where: was');
    expect(byPlace.messageId).not.toBe(byTime.messageId);

    const [placeEvent, timeEvent] = [invitationOf(byPlace), invitationOf(byTime)];
    expect(placeEvent.uid).toBe(timeEvent.uid);
    expect(timeEvent.sequence).toBe(placeEvent.sequence + 1);
    expect(placeEvent.location).toBe('Rua das Flores 3, Lisbon');
    expect(lisbonTimeOfDay(placeEvent.start)).toBe('19:00');
    expect(lisbonTimeOfDay(timeEvent.start)).toBe('19:30');
  });

  it('tells confirmed seekers the new meeting link of an online session', async () => {
    const session = await publish(undefined, {
      online: true,
      location: undefined,
      meetingUrl: 'https://meet.jit.si/luz-first',
    });
    const seeker = await book(session.id);
    await change(session, { meetingUrl: 'https://meet.jit.si/luz-second' });
    const email = await smtp.waitFor(seeker.email, /Session changed/);
    expect(email.text).toContain('Meeting link: a new link, below');
    expect(email.text).toContain('Join online: https://meet.jit.si/luz-second');
    expect(invitationOf(email).location).toBe('https://meet.jit.si/luz-second');
  });

  it('sends a retried change email under the same Message-ID, and once', async () => {
    const session = await publish();
    const seeker = await book(session.id);
    mailer.refuseFirst = (message) => message.subject.startsWith('Session changed');
    await change(session, { startTime: '20:00', endTime: '21:00' });
    await settle(world);

    const { calendarSequence } = await sessionRow(world, session.id);
    const expected = `<session-change.booking-${seeker.hold.bookingId}-sequence-${calendarSequence}@luz>`;
    const tries = mailer.attempts.filter(
      (m) => m.to === seeker.email && m.subject.startsWith('Session changed'),
    );
    expect(tries.map((m) => m.messageId)).toEqual([expected, expected]);
    const received = mailTo(seeker.email, /Session changed/);
    expect(received.map((m) => m.messageId)).toEqual([expected]);
  });
});

describe('the full refund after a change', () => {
  it('holds inside the last 24 hours for a seeker who booked before the change, not for one who booked after', async () => {
    // In three days, whatever the hour: the cast's guide has sessions of their own around then.
    const session = await publish(3, {}, 'otherGuide');
    const before = await book(session.id);
    const invitation = invitationOf(await smtp.waitFor(before.email, /Booking confirmed/));
    // Later, the session starts in under 24 hours: the usual rule gives nothing back.
    const { startsAt } = await sessionRow(world, session.id);
    world.clock.advanceTo(new Date(startsAt.getTime() - hours(20)));
    const untouched = await before.client.get(`/api/bookings/${before.hold.bookingId}/refund-preview`);
    expect(untouched.body).toEqual({
      refundAmount: 0,
      rule: 'This booking can no longer be refunded, because the session starts in less than 24 hours.',
      sessionChanged: false,
    });

    await change(session, { location: 'Jardim da Estrela, by the bandstand' });
    const after = await book(session.id);
    await settle(world);

    const preview = await before.client.get(`/api/bookings/${before.hold.bookingId}/refund-preview`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      refundAmount: 2500,
      rule: 'You will get a full refund of €25, because your guide changed this session after you booked. This holds until the session starts.',
      sessionChanged: true,
    });
    // Who booked the new details knew them: the 24-hour rule stands.
    expect(
      (await after.client.get(`/api/bookings/${after.hold.bookingId}/refund-preview`)).body,
    ).toMatchObject({
      refundAmount: 0,
      sessionChanged: false,
    });

    const cancelled = await before.client.post(`/api/bookings/${before.hold.bookingId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundAmount: 2500 });
    await settle(world);
    const row = await bookingRow(world, before.hold.bookingId);
    expect(row).toMatchObject({ refundAmount: 2500, commissionAmount: 0 });
    expect(row.refundedAt).not.toBeNull();

    const update = invitationOf(await smtp.waitFor(before.email, /Session changed/));
    const email = await smtp.waitFor(before.email, /Booking cancelled/);
    expect(email.text).toContain('Refund: €25, back on the card you paid with');
    const cancellation = invitationOf(email);
    expect(cancellation).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: invitation.uid });
    expect(cancellation.sequence).toBeGreaterThan(update.sequence);
    expect(update.sequence).toBeGreaterThan(invitation.sequence);
  });
});

describe('a cancelled session leaves every seeker’s calendar', () => {
  it.each([
    ['its guide', (id: number) => asGuide('DELETE', `/api/sessions/${id}`)],
    [
      'an admin',
      (id: number) =>
        cast.send(cast.actor('admin'), { method: 'PATCH', url: `/api/admin/sessions/${id}/cancel` }),
    ],
  ])('when %s cancels it after a change, with METHOD:CANCEL above the update', async (_who, cancel) => {
    const session = await publish();
    const seeker = await book(session.id);
    const waiting = await book(session.id, false);
    const invitation = invitationOf(await smtp.waitFor(seeker.email, /Booking confirmed/));
    await change(session, { startTime: '17:00', endTime: '18:00' });
    const update = invitationOf(await smtp.waitFor(seeker.email, /Session changed/));
    expect((await cancel(session.id)).status).toBe(200);

    const email = await smtp.waitFor(seeker.email, /Booking cancelled/);
    expect(email.text).toContain('Refund: €25');
    const cancellation = invitationOf(email);
    expect(cancellation).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: invitation.uid });
    expect(cancellation.sequence).toBeGreaterThan(update.sequence);
    // The hold that never became a booking had nothing in a calendar to take out.
    expect((await smtp.waitFor(waiting.email, /Booking cancelled/)).attachments).toEqual([]);
  });
});
