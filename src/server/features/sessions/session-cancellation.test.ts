import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema';
import { bookingRow, holdSpot, payHold, sessionRow, settle, spotsLeft } from '../../testing/booking-fixtures';
import { createGuide, createSession } from '../../testing/fixtures';
import { type TestClient, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());
afterEach(() => vi.restoreAllMocks());

/** A signed-in guide's session with two paid bookings (one 2 hours before the start) and one unpaid hold. */
async function bookedGuideSession() {
  const { user: guide, client: guideClient } = await world.signedIn({
    role: 'practitioner',
    isApproved: true,
  });
  const session = await createSession(world, guide, { startsIn: hours(3), price: 2800, capacity: 6 });
  const seekers = [await world.signedIn(), await world.signedIn(), await world.signedIn()];
  const holds = [];
  for (const { client } of seekers) holds.push(await holdSpot(client, session.id));
  await payHold(seekers[0]!.client, holds[0]!);
  await payHold(seekers[1]!.client, holds[1]!);
  return { guide, guideClient, session, seekers, holds };
}

describe('DELETE /api/sessions/{id}', () => {
  it('cancels the session and every booking on it, refunding all that was paid, however late', async () => {
    const { guideClient, session, seekers, holds } = await bookedGuideSession();
    const refund = vi.spyOn(world.app.payments, 'refund');

    const res = await guideClient.delete(`/api/sessions/${session.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sessionId: session.id, cancelledBookings: 3 });

    expect(await sessionRow(world, session.id)).toMatchObject({
      status: 'cancelled',
      cancelledAt: world.clock.now(),
    });
    for (const hold of holds.slice(0, 2)) {
      expect(await bookingRow(world, hold.bookingId)).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'guide_cancelled_session',
        paymentAmount: 2800,
        refundAmount: 2800,
        // Everything went back, so Luz keeps no commission.
        commissionAmount: 0,
      });
    }
    expect(await bookingRow(world, holds[2]!.bookingId)).toMatchObject({
      status: 'cancelled',
      refundAmount: null,
      commissionAmount: null,
    });

    await settle(world);
    expect(refund).toHaveBeenCalledTimes(2);
    expect(refund.mock.calls.map(([input]) => input.amount)).toEqual([2800, 2800]);
    for (const { user } of seekers) {
      const email = await world.smtp.waitFor(user.email, /Booking cancelled/);
      expect(email.text).toContain('has been cancelled by your guide');
    }
    expect((await world.smtp.waitFor(seekers[0]!.user.email, /Booking cancelled/)).text).toContain(
      'Refund: €28',
    );
    expect((await world.smtp.waitFor(seekers[2]!.user.email, /Booking cancelled/)).text).toContain(
      'No payment was taken for this booking',
    );
    // Cancelled bookings no longer count for the session; seekers can no longer pay their holds.
    expect(await spotsLeft(world, session.id)).toBe(6);
    const late = await seekers[2]!.client.post(`/api/checkout/${holds[2]!.reference}/pay`, {
      cardNumber: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
      name: 'Late Payer',
    });
    expect(late.status).toBe(409);
  });

  it('cancels a session without bookings', async () => {
    const { user: guide, client } = await world.signedIn({ role: 'practitioner', isApproved: true });
    const session = await createSession(world, guide);
    expect((await client.delete(`/api/sessions/${session.id}`)).body).toEqual({
      sessionId: session.id,
      cancelledBookings: 0,
    });
  });

  it('cancels only scheduled sessions', async () => {
    const { user: guide, client } = await world.signedIn({ role: 'practitioner', isApproved: true });
    for (const status of ['cancelled', 'completed'] as const) {
      const session = await createSession(world, guide, { status });
      const res = await client.delete(`/api/sessions/${session.id}`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: 'Only scheduled sessions can be cancelled',
        code: 'CONFLICT',
        requestId: expect.any(String),
      });
    }
    expect((await client.delete('/api/sessions/2000000000')).status).toBe(404);
  });

  it('is for the session’s own approved guide', async () => {
    const { session, holds } = await bookedGuideSession();
    const cases: Array<[TestClient, number]> = [
      [world.client(), 401],
      [(await world.signedIn()).client, 403],
      [(await world.signedIn({ role: 'admin' })).client, 403],
      [(await world.signedIn({ role: 'practitioner', isApproved: false })).client, 403],
      [(await world.signedIn({ role: 'practitioner', isApproved: true })).client, 403],
    ];
    for (const [client, status] of cases) {
      expect((await client.delete(`/api/sessions/${session.id}`)).status).toBe(status);
    }
    const other = await (await world.signedIn({ role: 'practitioner', isApproved: true })).client.delete(
      `/api/sessions/${session.id}`,
    );
    expect(other.body).toEqual({
      error: 'You can only cancel your own sessions',
      code: 'FORBIDDEN',
      requestId: expect.any(String),
    });
    expect((await sessionRow(world, session.id)).status).toBe('scheduled');
    expect((await bookingRow(world, holds[0]!.bookingId)).status).toBe('confirmed');
  });

  it('tells another guide that a session of a guide who is not listed does not exist, as a read does', async () => {
    const hidden = await createGuide(world, { isActive: false });
    const session = await createSession(world, hidden);
    const { client } = await world.signedIn({ role: 'practitioner', isApproved: true });
    expect((await client.get(`/api/sessions/${session.id}`)).status).toBe(404);
    const res = await client.delete(`/api/sessions/${session.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: 'Session not found',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
    expect((await sessionRow(world, session.id)).status).toBe('scheduled');
  });
});

describe('PATCH /api/admin/sessions/{id}/cancel', () => {
  it('cancels any session with its bookings and records who did it', async () => {
    const { session, holds, seekers } = await bookedGuideSession();
    const { user: admin, client } = await world.signedIn({ role: 'admin' });

    const res = await client.patch(`/api/admin/sessions/${session.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sessionId: session.id, cancelledBookings: 3 });
    expect(await bookingRow(world, holds[0]!.bookingId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'admin_cancelled_session',
      refundAmount: 2800,
      commissionAmount: 0,
    });

    const [entry] = await world.db.select().from(auditLog).where(eq(auditLog.targetId, session.id));
    expect(entry).toMatchObject({
      adminId: admin.id,
      action: 'session.cancel',
      targetType: 'session',
      targetId: session.id,
      before: { status: 'scheduled', remainingSpots: 3 },
      after: { status: 'cancelled', cancelledBookings: 3, refunded: 5600 },
    });
    const email = await world.smtp.waitFor(seekers[1]!.user.email, /Booking cancelled/);
    expect(email.text).toContain('has been cancelled, so your booking is cancelled too');
  });

  it('cancels the session of a guide who is no longer listed too', async () => {
    const guide = await createGuide(world, { isActive: false });
    const session = await createSession(world, guide);
    const { client } = await world.signedIn({ role: 'admin' });
    expect((await client.patch(`/api/admin/sessions/${session.id}/cancel`)).status).toBe(200);
  });

  it('is for admins only, and for scheduled sessions only', async () => {
    const { guideClient, session } = await bookedGuideSession();
    expect((await world.client().patch(`/api/admin/sessions/${session.id}/cancel`)).status).toBe(401);
    expect((await guideClient.patch(`/api/admin/sessions/${session.id}/cancel`)).status).toBe(403);
    expect(
      (await (await world.signedIn()).client.patch(`/api/admin/sessions/${session.id}/cancel`)).status,
    ).toBe(403);
    const { client: admin } = await world.signedIn({ role: 'admin' });
    expect((await admin.patch(`/api/admin/sessions/${session.id}/cancel`)).status).toBe(200);
    const again = await admin.patch(`/api/admin/sessions/${session.id}/cancel`);
    expect(again.status).toBe(409);
    expect((await admin.patch('/api/admin/sessions/2000000000/cancel')).status).toBe(404);
    expect(await world.db.select().from(auditLog).where(eq(auditLog.targetId, session.id))).toHaveLength(1);
  });
});
