import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Email } from 'postal-mime';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lisbonDate } from '../../../contract/lisbon-time';
import { auditLog, bookings, profiles } from '../../db/schema';
import { bookingRow, GOOD_CARD, holdSpot, payHold, sessionRow, settle } from '../../testing/booking-fixtures';
import { createSession } from '../../testing/fixtures';
import { approvedThroughApplication, publishSession } from '../../testing/guide-flow';
import { type TestClient, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());
afterEach(() => vi.restoreAllMocks());

const mailTo = async (email: string, subject: RegExp): Promise<Email[]> => {
  await settle(world);
  return world.smtp.messagesTo(email).filter((m) => subject.test(m.subject ?? ''));
};

/**
 * A guide with two sessions ahead: the first with two paid bookings and an unpaid hold, the second
 * with none; and one session that already ended, with a completed booking.
 */
async function guideWithBookings(name = 'Rita Sousa') {
  const guide = await approvedThroughApplication(world, admin, name);
  const first = await publishSession(world, guide.client, { daysAhead: 3, title: 'Morning Reiki circle' });
  const second = await publishSession(world, guide.client, { daysAhead: 6, title: 'Evening Reiki circle' });
  const past = await createSession(world, guide.user, { startsIn: -hours(48), status: 'completed' });
  const seekers = [
    await world.signedIn({ name: 'Sofia Almeida' }),
    await world.signedIn({ name: 'Tomás Reis' }),
    await world.signedIn({ name: 'Ana Costa' }),
  ];
  const holds = [];
  for (const seeker of seekers) holds.push(await holdSpot(seeker.client, first));
  await payHold(seekers[0]!.client, holds[0]!);
  await payHold(seekers[1]!.client, holds[1]!);
  await settle(world);
  return { guide, first, second, past, seekers, holds };
}

describe('deactivating a guide', () => {
  it('cancels their sessions ahead with full refunds, tells every seeker and the guide, and records it', async () => {
    const { guide, first, second, past, seekers, holds } = await guideWithBookings();
    const refund = vi.spyOn(world.app.payments, 'refund');

    const res = await admin.patch(`/api/admin/users/${guide.user.id}`, { isActive: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    for (const id of [first, second]) expect((await sessionRow(world, id)).status).toBe('cancelled');
    expect((await sessionRow(world, past.id)).status).toBe('completed');
    for (const hold of holds.slice(0, 2)) {
      expect(await bookingRow(world, hold.bookingId)).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'guide_removed',
        paymentAmount: 3500,
        refundAmount: 3500,
        commissionAmount: 0,
      });
    }
    // The unpaid hold is let go; it has nothing to refund, and its checkout can no longer be paid.
    expect(await bookingRow(world, holds[2]!.bookingId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'guide_removed',
      refundAmount: null,
    });
    const late = await seekers[2]!.client.post(`/api/checkout/${holds[2]!.reference}/pay`, GOOD_CARD);
    expect(late.status).toBe(409);

    await settle(world);
    expect(refund.mock.calls.map(([input]) => input.amount)).toEqual([3500, 3500]);
    expect((await bookingRow(world, holds[0]!.bookingId)).refundedAt).not.toBeNull();

    for (const [i, seeker] of seekers.entries()) {
      const [email, ...more] = await mailTo(seeker.user.email, /Booking cancelled/);
      expect(more).toEqual([]);
      expect(email!.subject).toBe('Booking cancelled: Morning Reiki circle');
      expect(email!.text).toContain(
        'We are sorry: Rita Sousa no longer offers sessions on Luz, so Morning Reiki circle on',
      );
      expect(email!.text).toContain(
        i < 2
          ? 'Refund: €35, back on the card you paid with within 5 to 10 business days.'
          : 'No payment was taken for this booking, so there is nothing to refund.',
      );
      expect(email!.text).not.toContain(guide.user.email);
    }

    const [told, ...again] = await mailTo(guide.user.email, /have been cancelled/);
    expect(again).toEqual([]);
    expect(told!.subject).toBe('Your sessions on Luz have been cancelled');
    expect(told!.messageId).toMatch(/^<guide-removal\.job-[0-9a-f-]+@luz>$/);
    const text = told!.text!;
    expect(text).toContain('Hello Rita Sousa,');
    expect(text).toMatch(
      /• Morning Reiki circle, .+ \(Lisbon time\): 3 bookings cancelled and refunded in full/,
    );
    expect(text).toMatch(/• Evening Reiki circle, .+ \(Lisbon time\): no bookings/);
    expect(text.indexOf('Morning')).toBeLessThan(text.indexOf('Evening'));
    expect(text).toContain('Every seeker booked on them gets back everything they paid (€70 in all)');
    for (const seeker of seekers) expect(text).not.toContain(seeker.user.email);

    const entries = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, guide.user.id)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['user.deactivate', 'user.cancel_sessions']);
    expect(entries[1]).toMatchObject({
      before: { upcomingSessions: 2 },
      after: {
        because: 'deactivated',
        cancelledSessions: 2,
        sessionIds: [first, second],
        cancelledBookings: 3,
        refunded: 7000,
      },
    });

    // Reactivating brings the guide back, not their cancelled sessions; asking again cancels nothing more.
    expect((await admin.patch(`/api/admin/users/${guide.user.id}`, { isActive: true })).status).toBe(200);
    expect((await sessionRow(world, first)).status).toBe('cancelled');
    expect((await bookingRow(world, holds[0]!.bookingId)).status).toBe('cancelled');
    expect((await admin.patch(`/api/admin/users/${guide.user.id}`, { isActive: false })).status).toBe(200);
    await settle(world);
    expect(await mailTo(guide.user.email, /have been cancelled/)).toHaveLength(1);
    expect(refund).toHaveBeenCalledTimes(2);
  });

  it('sends the guide no email when nothing was ahead', async () => {
    const guide = await approvedThroughApplication(world, admin);
    expect((await admin.patch(`/api/admin/users/${guide.user.id}`, { isActive: false })).status).toBe(200);
    expect(await mailTo(guide.user.email, /cancelled/)).toEqual([]);
    const entries = await world.db.select().from(auditLog).where(eq(auditLog.targetId, guide.user.id));
    expect(entries.map((e) => e.action)).not.toContain('user.cancel_sessions');
  });
});

describe('GET /api/admin/users/{id}/removal-preview', () => {
  const NOTHING = { sessions: 0, bookings: 0, paidBookings: 0, refund: 0, seekers: 0 };

  it('counts exactly what deactivating the guide then cancels and refunds', async () => {
    const { guide, second, seekers } = await guideWithBookings('Joana Pires');
    // One seeker is booked on both sessions: two bookings, one person to tell.
    await payHold(seekers[0]!.client, await holdSpot(seekers[0]!.client, second));
    await settle(world);

    const preview = await admin.get(`/api/admin/users/${guide.user.id}/removal-preview`);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    // The ended session and its completed booking are not counted; the unpaid hold is, with nothing to refund.
    expect(preview.body).toEqual({ sessions: 2, bookings: 4, paidBookings: 3, refund: 10500, seekers: 3 });
    // Reading it changes nothing.
    expect((await admin.get(`/api/admin/users/${guide.user.id}/removal-preview`)).body).toEqual(preview.body);
    expect((await sessionRow(world, second)).status).toBe('scheduled');

    expect((await admin.patch(`/api/admin/users/${guide.user.id}`, { isActive: false })).status).toBe(200);
    const [entry] = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, guide.user.id), eq(auditLog.action, 'user.cancel_sessions')));
    expect(entry!.after).toMatchObject({
      cancelledSessions: preview.body.sessions,
      cancelledBookings: preview.body.bookings,
      refunded: preview.body.refund,
    });
    await settle(world);
    const refunded = await world.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.cancellationReason, 'guide_removed'), isNotNull(bookings.refundedAt)));
    const theirs = refunded.filter((b) => seekers.some((s) => s.user.id === b.seekerId));
    expect(theirs).toHaveLength(preview.body.paidBookings);
    const told = new Set<string>();
    for (const seeker of seekers) {
      if ((await mailTo(seeker.user.email, /Booking cancelled/)).length > 0) told.add(seeker.user.email);
    }
    expect(told.size).toBe(preview.body.seekers);

    // Nothing is left ahead: asking again previews nothing.
    expect((await admin.get(`/api/admin/users/${guide.user.id}/removal-preview`)).body).toEqual(NOTHING);
  });

  it('previews the same for taking approval back', async () => {
    const { guide } = await guideWithBookings('Marta Lopes');
    const preview = await admin.get(`/api/admin/users/${guide.user.id}/removal-preview`);
    expect(preview.body).toEqual({ sessions: 2, bookings: 3, paidBookings: 2, refund: 7000, seekers: 3 });
    expect((await admin.patch(`/api/admin/users/${guide.user.id}`, { isApproved: false })).status).toBe(200);
    const [entry] = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, guide.user.id), eq(auditLog.action, 'user.cancel_sessions')));
    expect(entry!.after).toMatchObject({ because: 'unapproved', cancelledSessions: 2, cancelledBookings: 3 });
  });

  it('answers nothing to cancel for a seeker or a guide with nothing ahead, and 404 for nobody', async () => {
    const { user: seeker } = await world.signedIn();
    expect((await admin.get(`/api/admin/users/${seeker.id}/removal-preview`)).body).toEqual(NOTHING);
    const guide = await approvedThroughApplication(world, admin);
    expect((await admin.get(`/api/admin/users/${guide.user.id}/removal-preview`)).body).toEqual(NOTHING);

    const unknown = await admin.get('/api/admin/users/999999/removal-preview');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'User not found', code: 'NOT_FOUND' });
    const bad = await admin.get('/api/admin/users/abc/removal-preview');
    expect(bad.status).toBe(400);
    // Only admins may ask.
    const other = await world.signedIn();
    expect((await other.client.get(`/api/admin/users/${seeker.id}/removal-preview`)).status).toBe(403);
    expect((await guide.client.get(`/api/admin/users/${guide.user.id}/removal-preview`)).status).toBe(403);
  });
});

describe('un-approving a guide', () => {
  it('cancels their sessions ahead the same way', async () => {
    const { guide, first, seekers, holds } = await guideWithBookings('Inês Carvalho');
    const res = await admin.patch(`/api/admin/users/${guide.user.id}`, { isApproved: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await sessionRow(world, first)).status).toBe('cancelled');
    expect(await bookingRow(world, holds[1]!.bookingId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'guide_removed',
      refundAmount: 3500,
    });
    const [email] = await mailTo(seekers[1]!.user.email, /Booking cancelled/);
    expect(email!.text).toContain('Inês Carvalho no longer offers sessions on Luz');
    expect(await mailTo(guide.user.email, /have been cancelled/)).toHaveLength(1);
    const [entry] = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, guide.user.id), eq(auditLog.action, 'user.cancel_sessions')));
    expect(entry!.after).toMatchObject({ because: 'unapproved', cancelledBookings: 3, refunded: 7000 });
  });
});

describe('a checkout racing the removal', () => {
  it('never leaves a paid booking of a removed guide, whichever commits first', async () => {
    for (const payFirst of [true, false, null]) {
      const guide = await approvedThroughApplication(world, admin);
      const sessionId = await publishSession(world, guide.client, { daysAhead: 4 });
      const seeker = await world.signedIn();
      const hold = await holdSpot(seeker.client, sessionId);
      const pay = () => seeker.client.post(`/api/checkout/${hold.reference}/pay`, GOOD_CARD);
      const remove = () => admin.patch(`/api/admin/users/${guide.user.id}`, { isActive: false });
      if (payFirst === true) {
        expect((await pay()).status).toBe(200);
        expect((await remove()).status).toBe(200);
      } else if (payFirst === false) {
        expect((await remove()).status).toBe(200);
        expect((await pay()).status).toBe(409);
      } else {
        const [paid, removed] = await Promise.all([pay(), remove()]);
        expect([200, 409]).toContain(paid.status);
        expect(removed.status).toBe(200);
      }
      await settle(world);
      const row = await bookingRow(world, hold.bookingId);
      expect(row).toMatchObject({ status: 'cancelled', cancellationReason: 'guide_removed' });
      // Whatever was paid is refunded in full and sent to the provider.
      if (row.paymentAmount !== null) {
        expect(row.refundAmount).toBe(row.paymentAmount);
        expect(row.refundedAt).not.toBeNull();
      }
      const live = await world.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.sessionId, sessionId), inArray(bookings.status, ['confirmed', 'pending'])));
      expect(live).toEqual([]);
    }
  });

  it('refuses a new hold, public or private, once the guide is removed', async () => {
    const guide = await approvedThroughApplication(world, admin);
    const sessionId = await publishSession(world, guide.client, { daysAhead: 4 });
    const day = lisbonDate(new Date(world.clock.now().getTime() + hours(24 * 9)));
    const weekday = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
      new Date(`${day}T12:00:00Z`).getUTCDay()
    ]!;
    await world.db
      .update(profiles)
      .set({ availability: { [weekday]: ['morning'] } })
      .where(eq(profiles.userId, guide.user.id));
    expect((await admin.patch(`/api/admin/users/${guide.user.id}`, { isActive: false })).status).toBe(200);

    const { client } = await world.signedIn();
    const pub = await client.post('/api/create-checkout-session', { sessionId });
    expect(pub.status).toBeGreaterThanOrEqual(400);
    expect(pub.status).toBeLessThan(500);
    const priv = await client.post('/api/create-checkout-session', {
      practitionerId: guide.user.id,
      sessionDate: day,
      sessionTime: '10:00',
    });
    expect(priv.status).toBe(404);
    expect(priv.body).toEqual({
      error: 'Practitioner not found',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
  });
});
