import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../../contract/date-formats';
import { lisbonInstant } from '../../../contract/lisbon-time';
import { holdSpot, payHold, settle } from '../../testing/booking-fixtures';
import { type CapturedMail, deadLinks, readMail } from '../../testing/captured-mail';
import { applicationInput } from '../../testing/fixtures';
import { PUBLIC_URL, type TestClient, TestWorld } from '../../testing/test-app';

/**
 * Every email Luz sends today, through the flows that cause it, read as a mail program reads it:
 * from Luz by name with replies to support, an HTML part and a plain-text part that say the same,
 * times in Lisbon time with the zone named, every link absolute and leading somewhere real, and
 * the calendar invitation as a calendar reads it.
 */

let world: TestWorld;
let guide: { user: { id: number; email: string }; client: TestClient };
let nextDay = 0;
const year = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  world = await TestWorld.start();
  guide = await world.signedIn({ role: 'practitioner', isApproved: true, name: 'Ana Sousa' });
});
afterAll(() => world.close());

/** A session the guide publishes through the form, on a July day of its own, 18:00–19:30 Lisbon time. */
async function publish(overrides: Record<string, unknown> = {}) {
  const sessionDate = `${year}-07-${String(1 + nextDay++).padStart(2, '0')}`;
  const input = {
    title: 'Breath & sound, a journey',
    description: 'Slow breathing, then gongs.',
    modality: 'Breathwork',
    sessionDate,
    startTime: '18:00',
    endTime: '19:30',
    price: 4000,
    capacity: 6,
    location: 'Rua da Graça 1, Lisbon',
    ...overrides,
  };
  const res = await guide.client.post('/api/sessions', input);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body[0].id as number, input };
}

/** A seeker who booked and paid for `sessionId`, and their confirmation email. */
async function paidSeeker(sessionId: number) {
  const { user, client } = await world.signedIn({ name: 'Sofia Almeida' });
  const hold = await holdSpot(client, sessionId);
  await payHold(client, hold);
  const confirmation = readMail(await world.smtp.waitFor(user.email, /Booking confirmed/));
  return { user, client, hold, confirmation };
}

/** What every Luz email is, whatever it says. */
async function expectWellFormed(mail: CapturedMail, to: string) {
  expect(mail.to).toEqual([to]);
  expect(mail.from).toEqual({ name: 'Luz', address: 'hello@luz.test' });
  expect(mail.replyTo).toEqual(['hello@luz.pt']);
  expect(mail.headers['auto-submitted']).toBe('auto-generated');
  expect(mail.html).toContain('<meta name="viewport"');
  expect(mail.text.length).toBeGreaterThan(100);
  // The text part carries every link the HTML part does: no one is left without a way to click.
  for (const link of mail.links) expect(mail.text, link).toContain(link);
  expect(mail.html).toContain('href="mailto:hello@luz.pt"');
  expect(await deadLinks(world.app, mail)).toEqual([]);
}

/** The confirmation's second link: the booking's receipt. */
const RECEIPT = new RegExp(`^${PUBLIC_URL}/bookings/\\d+/receipt$`);

describe('the booking emails', () => {
  it('confirm a booking with the time in Lisbon, the zone named, links that work and an invitation', async () => {
    const { id } = await publish();
    const { user, confirmation: mail } = await paidSeeker(id);
    await expectWellFormed(mail, user.email);
    expect(mail.subject).toBe('Booking confirmed: Breath & sound, a journey');
    const when = `${formatDay(`${year}-07-01`, 'long')}, 18:00–19:30 (Lisbon time)`;
    expect(mail.text).toContain(`When: ${when}`);
    expect(mail.html).toContain(when);
    expect(mail.text).toContain('Where: Rua da Graça 1, Lisbon');
    expect(mail.text).toContain('Paid: €40');
    expect(mail.links).toEqual([`${PUBLIC_URL}/bookings`, expect.stringMatching(RECEIPT)]);
    // The guide's address is theirs: the seeker reads the guide's name, never how to reach them.
    expect(mail.text).toContain('with Ana Sousa');
    expect(mail.text).not.toContain(guide.user.email);
    expect(mail.html).not.toContain(guide.user.email);

    expect(mail.calendar).toMatchObject({
      method: 'REQUEST',
      uid: expect.stringMatching(/^booking-\d+@luz\.pt$/),
      sequence: expect.any(Number),
      status: 'CONFIRMED',
      summary: 'Breath & sound, a journey',
      location: 'Rua da Graça 1, Lisbon',
      url: `${PUBLIC_URL}/bookings`,
    });
    // 18:00 in Lisbon in July is 17:00 UTC.
    expect(mail.calendar!.start).toEqual(new Date(Date.UTC(year, 6, 1, 17, 0)));
    expect(mail.calendar!.end).toEqual(new Date(Date.UTC(year, 6, 1, 18, 30)));
    expect(mail.calendar!.description).toContain(`${PUBLIC_URL}/bookings`);
  });

  it('announce a change of time with the new Lisbon time and the same event, a later version', async () => {
    const { id, input } = await publish();
    const { user, confirmation } = await paidSeeker(id);
    world.clock.advance(60_000);
    const res = await guide.client.patch(`/api/sessions/${id}`, {
      ...input,
      startTime: '19:00',
      endTime: '20:00',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await settle(world);

    const mail = readMail(await world.smtp.waitFor(user.email, /Session changed/));
    await expectWellFormed(mail, user.email);
    expect(mail.text).toMatch(new RegExp(`When: \\w+day, \\d+ July ${year}, 19:00–20:00 \\(Lisbon time\\)`));
    expect(mail.links).toEqual([`${PUBLIC_URL}/bookings`]);
    expect(mail.calendar).toMatchObject({
      method: 'REQUEST',
      uid: confirmation.calendar!.uid,
      status: 'CONFIRMED',
    });
    expect(mail.calendar!.sequence).toBeGreaterThan(confirmation.calendar!.sequence);
    expect(mail.calendar!.start).toEqual(lisbonInstant(input.sessionDate, '19:00'));
  });

  it('tell a seeker who cancels what is refunded, and take the event out of their calendar', async () => {
    const { id } = await publish();
    const { user, client, hold, confirmation } = await paidSeeker(id);
    expect((await client.post(`/api/bookings/${hold.bookingId}/cancel`)).status).toBe(200);

    const mail = readMail(await world.smtp.waitFor(user.email, /Booking cancelled/));
    await expectWellFormed(mail, user.email);
    expect(mail.text).toMatch(/on \w+day, \d+ July \d{4}, 18:00–19:30 \(Lisbon time\) is cancelled\./);
    expect(mail.text).toContain('Refund: €40');
    expect(mail.links).toEqual([`${PUBLIC_URL}/explore`]);
    expect(mail.calendar).toMatchObject({
      method: 'CANCEL',
      uid: confirmation.calendar!.uid,
      status: 'CANCELLED',
      attendees: [user.email],
    });
    expect(mail.calendar!.sequence).toBeGreaterThan(confirmation.calendar!.sequence);
    expect(mail.calendar!.start).toEqual(confirmation.calendar!.start);
  });

  it('tell the seekers of a session the guide cancels, with the time and zone', async () => {
    const { id } = await publish();
    const { user } = await paidSeeker(id);
    expect((await guide.client.delete(`/api/sessions/${id}`)).status).toBe(200);

    const mail = readMail(await world.smtp.waitFor(user.email, /Booking cancelled/));
    await expectWellFormed(mail, user.email);
    expect(mail.text).toMatch(/18:00–19:30 \(Lisbon time\) has been cancelled by your guide/);
    expect(mail.calendar).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
  });

  it('make the meeting link of an online session a link, and the invitation carry it', async () => {
    const link = 'https://meet.jit.si/luz-emails-room';
    const { id } = await publish({ online: true, meetingUrl: link, location: undefined });
    const { user, confirmation: mail } = await paidSeeker(id);
    expect(mail.to).toEqual([user.email]);
    expect(mail.text).toContain(`Join online: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.links).toEqual([link, `${PUBLIC_URL}/bookings`, expect.stringMatching(RECEIPT)]);
    // The meeting link is the guide's, the only address of somewhere else an email may carry.
    expect(await deadLinks(world.app, mail)).toEqual([link]);
    expect(await deadLinks(world.app, mail, { elsewhere: [link] })).toEqual([]);
    expect(mail.calendar).toMatchObject({ location: link, url: link });
  });
});

describe('the account emails', () => {
  it('send a password reset link that opens the reset page with a token that works', async () => {
    const user = await world.createUser();
    await world.client().post('/api/forgot-password', { email: user.email });
    const mail = readMail(await world.smtp.waitFor(user.email, /Reset your Luz password/));
    await expectWellFormed(mail, user.email);
    const [link] = mail.links;
    expect(mail.links).toHaveLength(1);
    const url = new URL(link!);
    expect(url.pathname).toBe('/reset-password');
    const check = await world.client().get(`/api/verify-reset-token/${url.searchParams.get('token')}`);
    expect(check.body).toEqual({ valid: true });
  });

  it('tell an applicant the decision, with a link to where they go next', async () => {
    const admin = await world.signedIn({ role: 'admin' });
    for (const [status, subject, path] of [
      ['approved', /approved/, '/practitioner-dashboard'],
      ['rejected', /About your Luz guide application/, '/guide-application'],
    ] as const) {
      const { user, client } = await world.signedIn({ role: 'practitioner', isApproved: false, name: null });
      const applied = await client.post('/api/guide-application', applicationInput());
      expect(applied.status).toBe(201);
      await admin.client.patch(`/api/admin/guide-applications/${applied.body.id}`, { status });
      const mail = readMail(await world.smtp.waitFor(user.email, subject));
      await expectWellFormed(mail, user.email);
      expect(mail.links).toEqual([`${PUBLIC_URL}${path}`]);
      expect(mail.calendar).toBeNull();
    }
  });
});

describe('deadLinks', () => {
  it('finds links that lead nowhere: a path the app does not answer, another base address, a relative one', async () => {
    const mail = readMail({
      headers: [],
      attachments: [],
      subject: 'Links',
      text: `Fine: ${PUBLIC_URL}/bookings and ${PUBLIC_URL}/healthz`,
      html: `<a href="${PUBLIC_URL}/nowhere">a</a><a href='http://localhost:3000/bookings'>b</a><a href="/bookings">c</a><img src="${PUBLIC_URL}/images/sessions/missing.jpg">`,
    } as never);
    expect(await deadLinks(world.app, mail)).toEqual([
      `${PUBLIC_URL}/nowhere`,
      'http://localhost:3000/bookings',
      '/bookings',
      `${PUBLIC_URL}/images/sessions/missing.jpg`,
    ]);
  });
});
