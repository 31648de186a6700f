import { eq } from 'drizzle-orm';
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lisbonDate, lisbonDatePlusDays, lisbonInstant } from '../../../contract/lisbon-time';
import { bookingReminders, emailSettings } from '../../db/schema';
import { bookedSession, holdSpot, payHold, settle } from '../../testing/booking-fixtures';
import { createBooking, createGuide, createSession } from '../../testing/fixtures';
import { PUBLIC_URL, TestWorld } from '../../testing/test-app';
import { hours, minutes } from '../../testing/test-clock';

/**
 * Reminders before sessions and guides' evening agendas, through the real flows (a seeker books and
 * pays at the checkout; the maintenance sweep queues what is due; workers send), read as the mail
 * server received them.
 */

let world: TestWorld;

beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

function header(email: Email, name: string): string | undefined {
  return email.headers.find((h) => h.key === name.toLowerCase())?.value;
}

/** The one-click address of an email's List-Unsubscribe header. */
function unsubscribeUrl(email: Email): string {
  const value = header(email, 'List-Unsubscribe') ?? '';
  const https = /<(http[^>]+)>/.exec(value);
  expect(https, value).not.toBeNull();
  return https![1]!;
}

/** The path and query of one of Luz's absolute links, to ask the app in-process. */
function pathOf(url: string): string {
  expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  return url.slice(PUBLIC_URL.length);
}

async function sweepAndSend(): Promise<void> {
  await world.app.maintenance.sweep();
  await settle(world);
}

function remindersTo(address: string): Email[] {
  return world.smtp.messagesTo(address).filter((m) => /^Reminder:/.test(m.subject ?? ''));
}

describe('the reminder before a session', () => {
  it('reaches the seeker 24 hours before, with the place, how to cancel and a one-click unsubscribe', async () => {
    const booked = await bookedSession(world, { startsIn: hours(30), title: 'Full moon sound bath' });
    await sweepAndSend();
    expect(remindersTo(booked.seeker.email)).toHaveLength(0);

    world.clock.advance(hours(6) + minutes(1));
    await sweepAndSend();
    const [email] = remindersTo(booked.seeker.email);
    expect(email).toBeDefined();
    expect(email!.subject).toMatch(
      /^Reminder: Full moon sound bath, \w{3}, \d{1,2} \w{3} · \d{2}:\d{2} \(Lisbon time\)$/,
    );
    expect(email!.to?.map((a) => a.address)).toEqual([booked.seeker.email]);
    expect(header(email!, 'Message-ID')).toBe(
      `<booking-reminder.booking-${booked.bookingId}-${booked.session.startsAt.getTime()}@luz>`,
    );
    expect(email!.text).toContain('Where: Rua da Graça 1, Lisbon');
    expect(email!.text).toContain('(Lisbon time)');
    expect(email!.text).toContain('Cancel from My Bookings');
    expect(email!.text).toContain('less than 24 hours');
    expect(email!.html).toContain(`href="${PUBLIC_URL}/bookings"`);
    // The guide's address is not the seeker's to see.
    expect(`${email!.text}${email!.html}`).not.toContain(booked.guide.email);

    // RFC 8058: an https address to post to, a mailto, and the one-click marker.
    expect(header(email!, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/luz\.test\/api\/email\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/,
    );
    expect(header(email!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const bookings = await booked.client.get(pathOf(`${PUBLIC_URL}/api/bookings`));
    expect(bookings.status).toBe(200);

    // Swept again, sent again by a retry: one reminder still.
    await sweepAndSend();
    expect(remindersTo(booked.seeker.email)).toHaveLength(1);
  });

  it('gives an online session’s meeting link to the confirmed seeker', async () => {
    const link = 'https://meet.jit.si/luz-reminder-test';
    const booked = await bookedSession(world, { startsIn: hours(25), meetingUrl: link });
    world.clock.advance(hours(1) + minutes(1));
    await sweepAndSend();
    const [email] = remindersTo(booked.seeker.email);
    expect(email!.text).toContain('Where: Online');
    expect(email!.text).toContain(`Join online: ${link}`);
  });

  it('is not sent for a booking cancelled after the reminder was queued', async () => {
    const booked = await bookedSession(world, { startsIn: hours(24) + minutes(30) });
    world.clock.advance(minutes(31));
    world.runJobsAfterRequests = false;
    try {
      await world.app.maintenance.sweep();
      const [row] = await world.db
        .select()
        .from(bookingReminders)
        .where(eq(bookingReminders.bookingId, booked.bookingId));
      expect(row).toMatchObject({ sentAt: null });
      const res = await booked.client.post(`/api/bookings/${booked.bookingId}/cancel`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    } finally {
      world.runJobsAfterRequests = true;
    }
    await settle(world);
    await world.smtp.waitFor(booked.seeker.email, /^Booking cancelled/);
    expect(remindersTo(booked.seeker.email)).toHaveLength(0);
    const [row] = await world.db
      .select()
      .from(bookingReminders)
      .where(eq(bookingReminders.bookingId, booked.bookingId));
    expect(row!.sentAt).toBeNull();
  });

  it('is not sent for a booking made less than 24 hours before the session', async () => {
    const booked = await bookedSession(world, { startsIn: hours(20) });
    await sweepAndSend();
    await world.smtp.waitFor(booked.seeker.email, /^Booking confirmed/);
    expect(remindersTo(booked.seeker.email)).toHaveLength(0);
  });

  it('is sent once when two processes sweep and work at the same moment, and a duplicate job changes nothing', async () => {
    const booked = await bookedSession(world, { startsIn: hours(24) + minutes(10) });
    world.clock.advance(minutes(11));
    const other = await world.anotherApp();
    await Promise.all([world.app.maintenance.sweep(), other.maintenance.sweep()]);
    // A job written twice for the same reminder (a retry after a process died mid-send).
    await world.app.jobs.enqueue(world.db, 'booking-reminder-email', {
      bookingId: booked.bookingId,
      startsAt: booked.session.startsAt.toISOString(),
    });
    await Promise.all([world.app.jobs.drain(), other.jobs.drain()]);
    expect(remindersTo(booked.seeker.email)).toHaveLength(1);
  });

  it('is not sent to a seeker who switched reminders off on their profile', async () => {
    const booked = await bookedSession(world, { startsIn: hours(24) + minutes(5) });
    const off = await booked.client.patch('/api/email-settings', { reminders: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ reminders: false, agenda: true, messageNotices: true });
    world.clock.advance(minutes(6));
    await sweepAndSend();
    expect(remindersTo(booked.seeker.email)).toHaveLength(0);
  });

  it('goes out for each of a few hundred bookings due in the same minute, each once', async () => {
    const guide = await createGuide(world);
    const count = 120;
    const session = await createSession(world, guide, { startsIn: hours(24) + minutes(2), capacity: count });
    const seekers = await Promise.all(Array.from({ length: count }, () => world.createUser()));
    for (const seeker of seekers) await createBooking(world, session, seeker);
    world.clock.advance(minutes(3));
    await sweepAndSend();
    const addresses = new Set(seekers.map((s) => s.email.toLowerCase()));
    const received = world.smtp.received.filter(
      (m) => /^Reminder:/.test(m.subject ?? '') && addresses.has(m.to?.[0]?.address?.toLowerCase() ?? ''),
    );
    expect(received).toHaveLength(count);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(count);
  }, 60_000);
});

describe('email settings', () => {
  it('are all on until changed, need a signed-in person, and refuse what is not a setting', async () => {
    expect((await world.client().get('/api/email-settings')).status).toBe(401);
    expect((await world.client().patch('/api/email-settings', { reminders: false })).status).toBe(401);
    const { client } = await world.signedIn();
    expect((await client.get('/api/email-settings')).body).toEqual({
      reminders: true,
      agenda: true,
      messageNotices: true,
    });
    for (const body of [{ reminders: 'no' }, { receipts: false }, { agenda: null }]) {
      const res = await client.patch('/api/email-settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
    }
    expect((await client.get('/api/email-settings')).body).toEqual({
      reminders: true,
      agenda: true,
      messageNotices: true,
    });
    const res = await client.patch('/api/email-settings', { messageNotices: false });
    expect(res.body).toEqual({ reminders: true, agenda: true, messageNotices: false });
    expect((await client.get('/api/email-settings')).body).toEqual(res.body);
  });
});

describe('one-click unsubscribe', () => {
  async function reminderFor(): Promise<{
    url: string;
    seekerId: number;
    client: ReturnType<TestWorld['client']>;
  }> {
    const booked = await bookedSession(world, { startsIn: hours(24) + minutes(4) });
    world.clock.advance(minutes(5));
    await sweepAndSend();
    const [email] = remindersTo(booked.seeker.email);
    return { url: unsubscribeUrl(email!), seekerId: booked.seeker.id, client: booked.client };
  }

  it('switches reminders off with the RFC 8058 post, without signing in and from the mail provider', async () => {
    const { url, client } = await reminderFor();
    const anonymous = world.client();
    const res = await anonymous.post(pathOf(url), 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://mail.example.com',
    });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/text\/html/);
    expect(res.body).toContain('You are unsubscribed');
    expect((await client.get('/api/email-settings')).body).toEqual({
      reminders: false,
      agenda: true,
      messageNotices: true,
    });
    // Twice is the same as once.
    expect(
      (
        await anonymous.post(pathOf(url), 'List-Unsubscribe=One-Click', {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(200);
  });

  it('shows a page that asks first when the link is opened, and changes nothing until confirmed', async () => {
    const { url, client } = await reminderFor();
    const page = await world.client().get(pathOf(url));
    expect(page.status).toBe(200);
    expect(page.body).toContain('Stop session reminders?');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(page.body).toContain('<button type="submit">Stop session reminders</button>');
    expect(page.body).toContain('href="/profile#email-settings"');
    expect((await client.get('/api/email-settings')).body.reminders).toBe(true);
  });

  it('says so when opened again after switching off, and offers no button', async () => {
    const { url, client } = await reminderFor();
    const form = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };
    expect((await world.client().post(pathOf(url), 'List-Unsubscribe=One-Click', form)).status).toBe(200);
    const again = await world.client().get(pathOf(url));
    expect(again.status).toBe(200);
    expect(again.body).toContain('<h1>You are already unsubscribed</h1>');
    expect(again.body).toContain('You no longer get session reminders from Luz.');
    expect(again.body).toContain(
      'Want them back? <a href="/profile#email-settings">Open my email settings</a>',
    );
    expect(again.body).not.toContain('<form');
    // Switched back on from the profile, the same old link asks again.
    expect((await client.patch('/api/email-settings', { reminders: true })).status).toBe(200);
    expect((await world.client().get(pathOf(url))).body).toContain('<h1>Stop session reminders?</h1>');
  });

  it('answers a link cut short, missing its token or padded out with a page, never JSON or a 500', async () => {
    const { url } = await reminderFor();
    const token = new URL(url).searchParams.get('token')!;
    for (const [path, message] of [
      ['/api/email/unsubscribe', 'This unsubscribe link is incomplete. Open it again from the email.'],
      ['/api/email/unsubscribe?token=', 'This unsubscribe link is incomplete. Open it again from the email.'],
      [`/api/email/unsubscribe?token=${token.slice(0, -12)}`, 'This unsubscribe link is not valid.'],
      [`/api/email/unsubscribe?token=${token}${'x'.repeat(300)}`, 'This unsubscribe link is not valid.'],
      [`/api/email/unsubscribe?token=%E0%A4%A`, 'This unsubscribe link is not valid.'],
    ] as const) {
      const res = await world.client().get(path);
      expect(res.status, path).toBe(400);
      expect(String(res.headers['content-type']), path).toMatch(/text\/html/);
      expect(res.body, path).toContain('<h1>This link does not work</h1>');
      expect(res.body, path).toContain(message);
      expect(res.body, path).toContain('href="/profile#email-settings"');
    }
  });

  it('shows a person whose button press fails a page, and a mail provider JSON', async () => {
    const { url } = await reminderFor();
    const altered = pathOf(url).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const fromPage = await world.client().post(altered, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml',
    });
    expect(fromPage.status).toBe(400);
    expect(fromPage.body).toContain('<h1>This link does not work</h1>');
    expect(fromPage.body).toContain(
      'This unsubscribe link is not valid. Sign in and change your email settings on your profile.',
    );
    const fromProvider = await world.client().post(altered, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(fromProvider.status).toBe(400);
    expect(fromProvider.body).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('refuses forged, altered and borrowed tokens with 400 and changes nothing', async () => {
    const { url, seekerId, client } = await reminderFor();
    const token = new URL(url).searchParams.get('token')!;
    const [, kind, sig] = token.split('.');
    const other = await world.createUser();
    const forged = [
      `${seekerId}.${kind}.${'A'.repeat(sig!.length)}`,
      `${seekerId}.agenda.${sig}`,
      `${other.id}.${kind}.${sig}`,
      `${seekerId}.${kind}`,
      `${seekerId}.receipts.${sig}`,
      'nonsense',
      `${seekerId}.${kind}.${sig}.extra`,
    ];
    for (const bad of forged) {
      const res = await world
        .client()
        .post(`/api/email/unsubscribe?token=${encodeURIComponent(bad)}`, 'List-Unsubscribe=One-Click', {
          'content-type': 'application/x-www-form-urlencoded',
        });
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_TOKEN', requestId: expect.any(String) });
      const page = await world.client().get(`/api/email/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(page.status, bad).toBe(400);
      expect(page.body).toContain('This link does not work');
    }
    const noBody = await world
      .client()
      .post(pathOf(url), '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(noBody.status).toBe(400);
    expect(
      (
        await world.client().post('/api/email/unsubscribe', 'List-Unsubscribe=One-Click', {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(400);
    expect((await client.get('/api/email-settings')).body).toEqual({
      reminders: true,
      agenda: true,
      messageNotices: true,
    });
    const rows = await world.db.select().from(emailSettings).where(eq(emailSettings.userId, other.id));
    expect(rows).toHaveLength(0);
  });
});

describe('the guide’s evening agenda', () => {
  it('lists tomorrow’s booked sessions with who comes and their notes, at 19:00 in Lisbon, once', async () => {
    // Move the clock to the next 18:55 in Lisbon.
    const now = world.clock.now();
    let day = lisbonDate(now);
    let evening = lisbonInstant(day, '18:55')!;
    if (evening <= now) {
      day = lisbonDatePlusDays(day, 1)!;
      evening = lisbonInstant(day, '18:55')!;
    }
    const tomorrow = lisbonDatePlusDays(day, 1)!;
    const guide = await createGuide(world);
    const morning = await createSession(world, guide, {
      date: tomorrow,
      time: '09:30',
      title: 'Sunrise yoga',
    });
    const night = await createSession(world, guide, { date: tomorrow, time: '21:00', title: 'Night breath' });
    const empty = await createSession(world, guide, { date: tomorrow, time: '13:00', title: 'Nobody came' });
    const { user: seeker, client } = await world.signedIn({ name: 'Inês Duarte' });
    await payHold(client, await holdSpot(client, morning.id, 'First time, a bit nervous'));
    const { client: second } = await world.signedIn({ name: 'Rui Costa' });
    await payHold(second, await holdSpot(second, night.id));
    world.clock.advance(evening.getTime() - world.clock.now().getTime());

    await sweepAndSend();
    const agendaTo = () =>
      world.smtp.messagesTo(guide.email).filter((m) => /^Tomorrow on Luz/.test(m.subject ?? ''));
    expect(agendaTo()).toHaveLength(0);

    world.clock.advance(minutes(6));
    await sweepAndSend();
    await sweepAndSend();
    const [agenda, ...more] = agendaTo();
    expect(more).toHaveLength(0);
    expect(agenda!.subject).toBe('Tomorrow on Luz: 2 sessions, 2 booked');
    expect(agenda!.text).toContain('09:30–10:30 · Sunrise yoga');
    expect(agenda!.text).toContain('— Inês Duarte: “First time, a bit nervous”');
    expect(agenda!.text).toContain('21:00–22:00 · Night breath');
    expect(agenda!.text).toContain('— Rui Costa');
    expect(agenda!.text).not.toContain(empty.title);
    expect(agenda!.text!.indexOf('Sunrise yoga')).toBeLessThan(agenda!.text!.indexOf('Night breath'));
    expect(`${agenda!.text}${agenda!.html}`).not.toContain(seeker.email);
    expect(agenda!.html).toContain(`href="${PUBLIC_URL}/practitioner-dashboard"`);
    expect(header(agenda!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The agenda's own link asks in its own words and leads to the guide's settings; it switches the
    // agenda off, and only it.
    const page = await world.client().get(pathOf(unsubscribeUrl(agenda!)));
    expect(page.body).toContain('<h1>Stop the evening agenda?</h1>');
    expect(page.body).toContain('You will no longer get the evening agenda from Luz.');
    expect(page.body).toContain('href="/practitioner-profile#email-settings"');
    const res = await world.client().post(pathOf(unsubscribeUrl(agenda!)), 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(200);
    expect(res.body).toContain('Changed your mind? Switch it back on there.');
    const [settings] = await world.db.select().from(emailSettings).where(eq(emailSettings.userId, guide.id));
    expect(settings).toMatchObject({ agenda: false, reminders: true, messageNotices: true });
  });
});
