import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES, MESSAGE_MAX, MESSAGE_RATE_MAX } from '../../../contract/conversations';
import { auditLog } from '../../db/schema';
import { bookedSession, holdSpot, payHold, settle } from '../../testing/booking-fixtures';
import { readMail } from '../../testing/captured-mail';
import { english } from '../../testing/english';
import { createGuide, createSession } from '../../testing/fixtures';
import { PUBLIC_URL, type TestClient, TestWorld } from '../../testing/test-app';
import { hours, minutes } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

async function signedInAs(user: { username: string; password: string }): Promise<TestClient> {
  const client = world.client();
  const res = await client.post('/api/login', { username: user.username, password: user.password });
  expect(res.status).toBe(200);
  return client;
}

/** A paid booking, with both sides signed in. */
async function paidConversation() {
  const booked = await bookedSession(world, { startsIn: hours(72) });
  const guideClient = await signedInAs(booked.guide);
  await settle(world);
  return { ...booked, seekerClient: booked.client, guideClient };
}

const messagesUrl = (bookingId: number) => `/api/conversations/${bookingId}/messages`;

describe('a conversation between a seeker and a guide', () => {
  it('carries messages both ways, trimmed, each side seeing whose is whose and no email address', async () => {
    const { bookingId, seekerClient, guideClient, guide, seeker } = await paidConversation();
    const sent = await seekerClient.post(messagesUrl(bookingId), { body: '  Is there parking nearby?  ' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ side: 'seeker', mine: true, body: 'Is there parking nearby?' });
    const answer = await guideClient.post(messagesUrl(bookingId), { body: 'Yes, on Rua da Graça.' });
    expect(answer.status).toBe(201);

    const read = await seekerClient.get(messagesUrl(bookingId));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      bookingId,
      total: 2,
      canWrite: true,
      reported: false,
      guideName: guide.name,
    });
    expect(read.body.items.map((m: { body: string; mine: boolean }) => [m.body, m.mine])).toEqual([
      ['Is there parking nearby?', true],
      ['Yes, on Rua da Graça.', false],
    ]);
    const shown =
      JSON.stringify(read.body) + JSON.stringify((await guideClient.get(messagesUrl(bookingId))).body);
    expect(shown).not.toContain(seeker.email);
    expect(shown).not.toContain(guide.email);
  });

  it('pages from the newest messages, each page oldest first', async () => {
    const { bookingId, seekerClient } = await paidConversation();
    for (let i = 1; i <= 5; i++) await seekerClient.post(messagesUrl(bookingId), { body: `Message ${i}` });
    const first = await seekerClient.get(`${messagesUrl(bookingId)}?pageSize=2`);
    expect(first.body.items.map((m: { body: string }) => m.body)).toEqual(['Message 4', 'Message 5']);
    const last = await seekerClient.get(`${messagesUrl(bookingId)}?pageSize=2&page=3`);
    expect(last.body.items.map((m: { body: string }) => m.body)).toEqual(['Message 1']);
    expect(last.body.total).toBe(5);
  });

  it('refuses empty, blank and too long messages with a clear sentence, and stores nothing', async () => {
    const { bookingId, seekerClient } = await paidConversation();
    for (const body of ['', '   \n ']) {
      const res = await seekerClient.post(messagesUrl(bookingId), { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: english(CONVERSATION_MESSAGES.empty),
        requestId: expect.any(String),
      });
    }
    const long = await seekerClient.post(messagesUrl(bookingId), { body: 'a'.repeat(MESSAGE_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body.fields.body).toBe(`Message must be at most ${MESSAGE_MAX} characters`);
    const missing = await seekerClient.post(messagesUrl(bookingId), {});
    expect(missing.status).toBe(400);
    expect((await seekerClient.post(messagesUrl(bookingId), { body: 'a'.repeat(MESSAGE_MAX) })).status).toBe(
      201,
    );
    expect((await seekerClient.get(messagesUrl(bookingId))).body.total).toBe(1);
  });

  it('keeps hostile text as plain text: HTML and script links are stored and answered as they were typed', async () => {
    const { bookingId, seekerClient, guideClient, guide } = await paidConversation();
    const hostile = '<img src=x onerror=alert(1)> javascript:alert(1) <script>alert(2)</script>';
    await seekerClient.post(messagesUrl(bookingId), { body: hostile });
    const read = await guideClient.get(messagesUrl(bookingId));
    expect(read.body.items[0].body).toBe(hostile);
    const notice = await world.smtp.waitFor(guide.email, /New message/);
    expect(notice.html).not.toContain('<script>');
    expect(notice.html).not.toContain('<img src=x');
    expect(notice.html).toContain('&lt;script&gt;');
  });

  it('is for the two sides only: anyone else, admins included, is told it does not exist', async () => {
    const { bookingId } = await paidConversation();
    const stranger = (await world.signedIn()).client;
    const otherGuide = await signedInAs(await createGuide(world));
    const admin = (await world.signedIn({ role: 'admin' })).client;
    for (const client of [stranger, otherGuide, admin]) {
      expect((await client.get(messagesUrl(bookingId))).status).toBe(404);
      expect((await client.post(messagesUrl(bookingId), { body: 'Hello' })).status).toBe(404);
      expect((await client.post(`/api/conversations/${bookingId}/reports`, { reason: 'spam' })).status).toBe(
        404,
      );
    }
    expect((await world.client().get(messagesUrl(bookingId))).status).toBe(401);
    expect((await stranger.get(messagesUrl(2_000_000_000))).status).toBe(404);
  });

  it('opens once the booking is paid, and closes to new messages once it is cancelled', async () => {
    const guide = await createGuide(world);
    const session = await createSession(world, guide, { startsIn: hours(72) });
    const { client: seekerClient } = await world.signedIn();
    const hold = await holdSpot(seekerClient, session.id);
    const unpaid = await seekerClient.post(messagesUrl(hold.bookingId), { body: 'Hello' });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error).toBe(english(CONVERSATION_MESSAGES.notPaid));
    await payHold(seekerClient, hold);
    expect((await seekerClient.post(messagesUrl(hold.bookingId), { body: 'Hello' })).status).toBe(201);
    expect((await seekerClient.post(`/api/bookings/${hold.bookingId}/cancel`)).status).toBe(200);
    const closed = await seekerClient.post(messagesUrl(hold.bookingId), { body: 'Still there?' });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe(english(CONVERSATION_MESSAGES.closed));
    const read = await seekerClient.get(messagesUrl(hold.bookingId));
    expect(read.body).toMatchObject({ canWrite: false, total: 1 });
  });
});

describe('the unread count', () => {
  it('counts what the other side wrote, and clears when the conversation is opened', async () => {
    const { bookingId, seekerClient, guideClient } = await paidConversation();
    const unread = async (client: TestClient) => (await client.get('/api/conversations/unread')).body.unread;
    expect(await unread(guideClient)).toBe(0);
    await seekerClient.post(messagesUrl(bookingId), { body: 'One' });
    await seekerClient.post(messagesUrl(bookingId), { body: 'Two' });
    expect(await unread(guideClient)).toBe(2);
    expect(await unread(seekerClient)).toBe(0);
    await guideClient.get(messagesUrl(bookingId));
    expect(await unread(guideClient)).toBe(0);
    expect((await world.client().get('/api/conversations/unread')).status).toBe(401);
  });
});

describe('the email notice', () => {
  it('tells the other side with the text and an absolute link, at most once a quarter-hour', async () => {
    const { bookingId, seekerClient, guideClient, guide, seeker } = await paidConversation();
    await seekerClient.post(messagesUrl(bookingId), {
      body: 'See you Thursday! Details: https://example.org/map',
    });
    await seekerClient.post(messagesUrl(bookingId), { body: 'And one more thing.' });
    await settle(world);
    const notices = () =>
      world.smtp.messagesTo(guide.email).filter((m) => /New message/.test(m.subject ?? ''));
    expect(notices()).toHaveLength(1);
    const [notice] = notices();
    expect(notice!.subject).toMatch(/^New message from Person \d+: /);
    expect(notice!.text).toContain('See you Thursday! Details: https://example.org/map');
    expect(notice!.text).not.toContain(seeker.email);
    expect(notice!.html).not.toContain(seeker.email);
    const link = `${PUBLIC_URL}/practitioner-dashboard?conversation=${bookingId}`;
    expect(notice!.text).toContain(link);
    expect(notice!.html).toContain(`href="${link}"`);
    expect(notice!.messageId).toMatch(/^<message-notice\.message-\d+@luz>$/);

    world.clock.advance(minutes(16));
    await seekerClient.post(messagesUrl(bookingId), { body: 'A quarter-hour later.' });
    await settle(world);
    expect(notices()).toHaveLength(2);
    expect(notices()[1]!.text).toContain('A quarter-hour later.');

    // The guide's answer reaches the seeker with a link to My Bookings.
    await guideClient.post(messagesUrl(bookingId), { body: 'Thank you!' });
    const toSeeker = await world.smtp.waitFor(seeker.email, /New message/);
    expect(toSeeker.text).toContain(`${PUBLIC_URL}/bookings?conversation=${bookingId}`);
    expect(toSeeker.text).toContain('Thank you!');
    // An optional email: one click in the mail program turns it off (RFC 8058).
    const { headers } = readMail(notice!);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['list-unsubscribe']).toMatch(/\/api\/email\/unsubscribe\?token=/);
  });

  it('is sent once for messages written at the same moment, each counted unread', async () => {
    const { bookingId, seekerClient, guideClient, guide } = await paidConversation();
    const bodies = ['One', 'Two', 'Three', 'Four', 'Five'];
    const sent = await Promise.all(bodies.map((body) => seekerClient.post(messagesUrl(bookingId), { body })));
    expect(sent.map((res) => res.status)).toEqual(bodies.map(() => 201));
    expect((await guideClient.get('/api/conversations/unread')).body).toEqual({ unread: bodies.length });
    await settle(world);
    const notices = world.smtp.messagesTo(guide.email).filter((m) => /New message/.test(m.subject ?? ''));
    expect(notices).toHaveLength(1);
  });

  it('is not sent to someone who switched message notices off', async () => {
    const { bookingId, seekerClient, guideClient, guide } = await paidConversation();
    expect((await guideClient.patch('/api/email-settings', { messageNotices: false })).status).toBe(200);
    await seekerClient.post(messagesUrl(bookingId), { body: 'Are there mats, or should I bring one?' });
    await settle(world);
    expect(world.smtp.messagesTo(guide.email).filter((m) => /New message/.test(m.subject ?? ''))).toEqual([]);
    // The message itself is there all the same.
    const read = await guideClient.get(messagesUrl(bookingId));
    expect(read.body.items.map((m: { body: string }) => m.body)).toContain(
      'Are there mats, or should I bring one?',
    );
  });
});

describe('a message to everyone booked on a session', () => {
  it('lands in the conversation of each confirmed booking, and only the guide of the session may send it', async () => {
    const guide = await createGuide(world);
    const session = await createSession(world, guide, { startsIn: hours(72), capacity: 5 });
    const seekers = [];
    for (let i = 0; i < 2; i++) {
      const { user, client } = await world.signedIn();
      const hold = await holdSpot(client, session.id);
      await payHold(client, hold);
      seekers.push({ user, client, bookingId: hold.bookingId });
    }
    const unpaid = await world.signedIn();
    await holdSpot(unpaid.client, session.id);
    const guideClient = await signedInAs(guide);

    const otherGuide = await signedInAs(await createGuide(world));
    const refused = await otherGuide.post(`/api/sessions/${session.id}/messages`, { body: 'Hi all' });
    expect(refused.status).toBe(403);
    expect(
      (await seekers[0]!.client.post(`/api/sessions/${session.id}/messages`, { body: 'Hi' })).status,
    ).toBe(403);
    expect((await guideClient.post(`/api/sessions/${session.id}/messages`, { body: ' ' })).status).toBe(400);

    const sent = await guideClient.post(`/api/sessions/${session.id}/messages`, {
      body: 'Bring a blanket, it gets cool.',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ sent: 2 });
    for (const seeker of seekers) {
      const read = await seeker.client.get(messagesUrl(seeker.bookingId));
      expect(read.body.items.map((m: { body: string }) => m.body)).toEqual([
        'Bring a blanket, it gets cool.',
      ]);
      const notice = await world.smtp.waitFor(seeker.user.email, /New message/);
      expect(notice.text).toContain('Bring a blanket');
    }
    expect(
      world.smtp.messagesTo(unpaid.user.email).filter((m) => /New message/.test(m.subject ?? '')),
    ).toEqual([]);
  });

  it('says so when nobody is booked yet', async () => {
    const guide = await createGuide(world);
    const session = await createSession(world, guide, { startsIn: hours(72) });
    const res = await (await signedInAs(guide)).post(`/api/sessions/${session.id}/messages`, {
      body: 'Hello',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(english(CONVERSATION_MESSAGES.noOneBooked));
  });
});

describe('rate limits', () => {
  it(`lets a person send ${MESSAGE_RATE_MAX} messages in ten minutes, then asks them to slow down`, async () => {
    const { bookingId, seekerClient } = await paidConversation();
    for (let i = 0; i < MESSAGE_RATE_MAX; i++) {
      expect((await seekerClient.post(messagesUrl(bookingId), { body: `Message ${i}` })).status).toBe(201);
    }
    const limited = await seekerClient.post(messagesUrl(bookingId), { body: 'One too many' });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^Too many messages/);
    expect((await seekerClient.get(messagesUrl(bookingId))).body.total).toBe(MESSAGE_RATE_MAX);
  });
});

describe('reports', () => {
  it('lets either side report once; an admin then sees it and reads the conversation, each read audited', async () => {
    const { bookingId, seekerClient, guideClient } = await paidConversation();
    await guideClient.post(messagesUrl(bookingId), { body: 'Pay me in cash instead, it is cheaper.' });
    const { user: adminUser, client: admin } = await world.signedIn({ role: 'admin' });
    // Nobody reported it yet: not even an admin reads it.
    expect((await admin.get(`/api/admin/conversations/${bookingId}/messages`)).status).toBe(404);

    const bad = await seekerClient.post(`/api/conversations/${bookingId}/reports`, { reason: 'rude' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.reason).toBe('Please choose a reason');
    const reported = await seekerClient.post(`/api/conversations/${bookingId}/reports`, {
      reason: 'off_platform_payment',
      note: 'Asked for cash.',
    });
    expect(reported.status).toBe(201);
    expect(reported.body).toMatchObject({ bookingId, reason: 'off_platform_payment' });
    const again = await seekerClient.post(`/api/conversations/${bookingId}/reports`, { reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(english(CONVERSATION_MESSAGES.alreadyReported));
    expect((await seekerClient.get(messagesUrl(bookingId))).body.reported).toBe(true);

    const list = await admin.get('/api/admin/conversation-reports');
    expect(list.status).toBe(200);
    expect(list.body.items).toContainEqual(
      expect.objectContaining({ bookingId, reason: 'off_platform_payment', note: 'Asked for cash.' }),
    );
    expect((await seekerClient.get('/api/admin/conversation-reports')).status).toBe(403);

    const read = await admin.get(`/api/admin/conversations/${bookingId}/messages`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ canWrite: false, total: 1 });
    expect(read.body.items[0]).toMatchObject({ body: 'Pay me in cash instead, it is cheaper.', mine: false });
    const audited = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'conversation.read'), eq(auditLog.targetId, bookingId)));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.adminId).toBe(adminUser.id);
    expect((await guideClient.get(`/api/admin/conversations/${bookingId}/messages`)).status).toBe(403);
  });

  it('counts on the admin dashboard until an admin reads the conversation, and again once reported anew', async () => {
    const { bookingId, seekerClient, guideClient } = await paidConversation();
    const { client: admin } = await world.signedIn({ role: 'admin' });
    const waiting = async () => (await admin.get('/api/admin/metrics')).body.reportedConversations as number;
    const before = await waiting();

    await seekerClient.post(`/api/conversations/${bookingId}/reports`, { reason: 'harassment' });
    expect(await waiting()).toBe(before + 1);
    expect((await admin.get(`/api/admin/conversations/${bookingId}/messages`)).status).toBe(200);
    expect(await waiting()).toBe(before);

    await guideClient.post(`/api/conversations/${bookingId}/reports`, { reason: 'spam' });
    expect(await waiting()).toBe(before + 1);
  });
});
