import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, newsletterSubscribers, sessions } from '../../db/schema';
import { holdSpot, payHold, sessionRow, spotsLeft } from '../../testing/booking-fixtures';
import { type Json, type TestClient, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';
import {
  adminClient,
  approvedGuide,
  bookAndPay,
  type Member,
  PASSWORD,
  publish,
  signUp,
} from './account-flows';

let world: TestWorld;
let admin: TestClient;

beforeAll(async () => {
  world = await TestWorld.start();
  admin = await adminClient(world);
});
afterAll(() => world.close());

const deleteAccount = (member: Member, body: Json = { password: PASSWORD }) =>
  member.client.request('DELETE', '/api/account', body);

async function signInAs(username: string, password = PASSWORD) {
  return world.client().post('/api/login', { username, password });
}

async function auditOf(userId: number): Promise<Json[]> {
  const res = await admin.get(`/api/admin/audit-log?targetType=user&targetId=${userId}`);
  expect(res.status).toBe(200);
  return res.body.items;
}

const LIVE = ['pending', 'confirmed', 'payment_review'] as const;

/** Bookings still holding or owning a place on the guide's sessions. */
async function liveBookingsOfGuide(guideId: number): Promise<number> {
  const rows = await world.db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(and(eq(sessions.guideId, guideId), inArray(bookings.status, [...LIVE])));
  return rows.length;
}

describe('DELETE /api/account by a seeker', () => {
  it('refuses while a paid booking lies ahead, saying how many, and changes nothing', async () => {
    const guide = await approvedGuide(world, admin, 'Marta Figueiredo');
    const seeker = await signUp(world, 'student', 'Sofia Almeida');
    await bookAndPay(seeker, (await publish(world, guide, 5)).id);
    await bookAndPay(seeker, (await publish(world, guide, 6)).id);

    const res = await deleteAccount(seeker);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error:
        'You have 2 upcoming bookings. Cancel them from My Bookings first (refunds follow the 24-hour rule), then delete your account.',
      code: 'UPCOMING_BOOKINGS',
      requestId: expect.any(String),
    });
    expect((await seeker.client.get('/api/user')).status).toBe(200);
    expect((await signInAs(seeker.username)).status).toBe(200);
    expect(await auditOf(seeker.id)).toEqual([]);
  });

  it('asks for the password again, and refuses a wrong one', async () => {
    const seeker = await signUp(world, 'student', 'Rita Sousa');
    const missing = await deleteAccount(seeker, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: 'Enter your password to delete your account',
      fields: { password: 'Enter your password to delete your account' },
      requestId: expect.any(String),
    });
    const wrong = await deleteAccount(seeker, { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: 'That password is not right',
      fields: { password: 'That password is not right' },
    });
    expect((await seeker.client.get('/api/user')).status).toBe(200);
  });

  it('refuses admins and signed-out visitors', async () => {
    const res = await admin.request('DELETE', '/api/account', { password: 'correct-horse-battery' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(
      'Admin accounts cannot be deleted from here. Ask another admin to deactivate the account.',
    );
    expect((await world.client().request('DELETE', '/api/account', { password: PASSWORD })).status).toBe(401);
  });

  it('keeps bookings and reviews for the guide, signed "Former member", and forgets the person', async () => {
    const guide = await approvedGuide(world, admin, 'Marta Figueiredo');
    const seeker = await signUp(world, 'student', 'Sofia Almeida');
    const past = await publish(world, guide, 1);
    const ahead = await publish(world, guide, 30);
    const pastBooking = await bookAndPay(seeker, past.id, 'Please call me on 912 345 678.');
    const aheadBooking = await bookAndPay(seeker, ahead.id);
    expect((await seeker.client.request('PUT', `/api/favorites/${guide.id}`)).status).toBe(204);
    expect((await seeker.client.post('/api/newsletter', { email: seeker.email })).status).toBe(200);
    // After the session has ended, whatever the hour the test runs at.
    const { endsAt } = await sessionRow(world, past.id);
    world.clock.advanceTo(new Date(endsAt.getTime() + hours(1)));
    const reviewed = await seeker.client.post(`/api/sessions/${past.id}/reviews`, {
      rating: 5,
      comment: 'Deeply restful, I slept so well afterwards.',
    });
    expect(reviewed.status).toBe(201);
    // A hold on yet another session, never paid: deletion gives its spot back.
    const third = await publish(world, guide, 40);
    await holdSpot(seeker.client, third.id);
    expect(await spotsLeft(world, third.id)).toBe(5);
    // The paid one ahead is cancelled first, as the refusal asks.
    expect((await seeker.client.post(`/api/bookings/${aheadBooking}/cancel`)).status).toBe(200);

    const res = await deleteAccount(seeker);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Your account has been deleted. Thank you for having been part of Luz.',
      cancelledSessions: 0,
      cancelledBookings: 1,
    });
    expect(String(res.headers['set-cookie'])).toMatch(/luz_session=;/);
    expect(await spotsLeft(world, third.id)).toBe(6);

    // Signed out everywhere; signing in fails as with any wrong credentials.
    expect((await seeker.client.get('/api/user')).status).toBe(401);
    for (const name of [seeker.username, seeker.email]) {
      const login = await signInAs(name);
      expect(login.status).toBe(401);
      expect(login.body.error).toBe('Invalid username or password');
    }

    // The guide keeps the booking, with no way left to reach the person.
    const dashboard = await guide.client.get('/api/bookings/practitioner');
    const kept = dashboard.body.items.find((b: Json) => b.id === pastBooking);
    expect(kept).toMatchObject({
      seekerName: 'Former member',
      notes: null,
      paymentAmount: 3500,
    });
    expect(JSON.stringify(dashboard.body)).not.toContain('Sofia');
    // The review stays, signed "Former member", and still counts.
    const page = await world.client().get(`/api/practitioners/${guide.id}/reviews`);
    expect(page.body.items).toEqual([expect.objectContaining({ authorName: 'Former member', rating: 5 })]);
    expect((await world.client().get(`/api/practitioners/${guide.id}`)).body).toMatchObject({
      reviewCount: 1,
    });
    // Saved guides and the newsletter subscription are gone.
    const subscribed = await world.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, seeker.email));
    expect(subscribed).toEqual([]);

    const audit = await auditOf(seeker.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'user.delete_account',
        adminId: seeker.id,
        before: { role: 'student', isApproved: false, isActive: true },
        after: expect.objectContaining({ deleted: true, releasedHolds: 1, endedSessions: 1 }),
      }),
    ]);
    const users = await admin.get(`/api/admin/users?q=${encodeURIComponent(seeker.username)}`);
    expect(users.body.items).toEqual([]);
  });

  it('frees the username and email for a new sign-up', async () => {
    const seeker = await signUp(world, 'student', 'Joana Reis');
    expect((await deleteAccount(seeker)).status).toBe(200);
    const again = await world.client().post('/api/register', {
      username: seeker.username,
      email: seeker.email,
      password: 'another-password',
      role: 'student',
      name: 'Joana Reis',
    });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(seeker.id);
    expect((await signInAs(seeker.username, 'another-password')).status).toBe(200);
  });

  it('cannot be undone by an admin reactivating the account', async () => {
    const seeker = await signUp(world, 'student', 'Teresa Lopes');
    expect((await deleteAccount(seeker)).status).toBe(200);
    const res = await admin.patch(`/api/admin/users/${seeker.id}`, { isActive: true });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This account was deleted by its owner and cannot be changed');
  });
});

describe('DELETE /api/account by a guide', () => {
  it('refuses while their sessions ahead have bookings, saying how many, and cancels nothing', async () => {
    const guide = await approvedGuide(world, admin, 'Inês Machado');
    const session = await publish(world, guide, 5);
    await bookAndPay(await signUp(world, 'student', 'Ana Lima'), session.id);
    await bookAndPay(await signUp(world, 'student', 'Rui Costa'), session.id);

    const res = await deleteAccount(guide);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error:
        'You have 2 upcoming bookings on your sessions. Cancel those sessions with full refunds to delete your account.',
      code: 'UPCOMING_BOOKINGS',
      requestId: expect.any(String),
    });
    expect((await world.client().get(`/api/sessions/${session.id}`)).body.status).toBe('scheduled');
    expect((await world.client().get(`/api/practitioners/${guide.id}`)).status).toBe(200);
    expect(await liveBookingsOfGuide(guide.id)).toBe(2);
  });

  it('with consent, cancels those sessions with full refunds and tells each seeker, then leaves', async () => {
    const guide = await approvedGuide(world, admin, 'Carla Nunes');
    const session = await publish(world, guide, 5);
    const empty = await publish(world, guide, 9);
    const seeker = await signUp(world, 'student', 'Ana Lima');
    const bookingId = await bookAndPay(seeker, session.id);

    const res = await deleteAccount(guide, { password: PASSWORD, cancelUpcomingSessions: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cancelledSessions: 2, cancelledBookings: 1 });

    for (const id of [session.id, empty.id]) {
      const [row] = await world.db.select().from(sessions).where(eq(sessions.id, id));
      expect(row!.status).toBe('cancelled');
    }
    const [booking] = await world.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'guide_cancelled_session',
      refundAmount: 3500,
      refundedAt: expect.any(Date),
    });
    const notice = await world.smtp.waitFor(seeker.email, /cancel/i);
    expect(notice.text).toMatch(/refund/i);
    // Gone from explore and their page; sign-in fails.
    expect((await world.client().get(`/api/practitioners/${guide.id}`)).status).toBe(404);
    const search = await world.client().get('/api/practitioners?q=Carla');
    expect(search.body.items.map((c: Json) => c.id)).not.toContain(guide.id);
    expect((await signInAs(guide.username)).body.error).toBe('Invalid username or password');
    expect(await auditOf(guide.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'user.delete_account',
          after: expect.objectContaining({ cancelledSessions: 2, cancelledBookings: 1 }),
        }),
      ]),
    );
  });

  it('never leaves a paid booking with a deleted guide when a seeker books at the same moment', async () => {
    for (const cancelUpcomingSessions of [false, true, false, true]) {
      const guide = await approvedGuide(world, admin, 'Marta Figueiredo');
      const session = await publish(world, guide, 7);
      const seeker = await signUp(world, 'student', 'Sofia Almeida');
      const booking = (async () => {
        const res = await seeker.client.post('/api/create-checkout-session', { sessionId: session.id });
        if (res.status !== 201) return res.status;
        const reference = String(res.body.checkoutUrl).split('/').pop()!;
        await payHold(seeker.client, {
          bookingId: res.body.bookingId,
          checkoutUrl: res.body.checkoutUrl,
          reference,
        }).catch(() => undefined);
        return res.status;
      })();
      const [deleted] = await Promise.all([
        deleteAccount(guide, { password: PASSWORD, cancelUpcomingSessions }),
        booking,
      ]);
      expect([200, 409]).toContain(deleted.status);
      if (deleted.status === 200) expect(await liveBookingsOfGuide(guide.id)).toBe(0);
      else expect((await world.client().get(`/api/practitioners/${guide.id}`)).status).toBe(200);
    }
  });
});
