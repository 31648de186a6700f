import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdSpot, payHold, settle } from '../../testing/booking-fixtures';
import { applicationInput } from '../../testing/fixtures';
import { publishSession } from '../../testing/guide-flow';
import { type TestClient, TestWorld } from '../../testing/test-app';

/**
 * Only the optional emails (reminders, the agenda, message notices) may be switched off and carry
 * `List-Unsubscribe`. Everything about money, a place held or a change to a session always goes, even to
 * someone who switched every optional email off, and offers no unsubscribe: there is nothing to leave.
 */

let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

const ALL_OFF = { reminders: false, agenda: false, messageNotices: false };

async function switchEverythingOff(client: TestClient): Promise<void> {
  const res = await client.patch('/api/email-settings', ALL_OFF);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toEqual(ALL_OFF);
}

function unsubscribeHeaders(email: Email): string[] {
  return email.headers.filter((h) => h.key.startsWith('list-unsubscribe')).map((h) => `${h.key}: ${h.value}`);
}

describe('emails that always go', () => {
  it('reach a seeker and a guide who switched every optional email off, with no unsubscribe', async () => {
    // The guide switches everything off before applying, so even the approval finds them opted out.
    const guide = await world.signedIn({ role: 'practitioner', isApproved: false, name: null });
    await switchEverythingOff(guide.client);
    const applied = await guide.client.post(
      '/api/guide-application',
      applicationInput({ fullName: 'Rita Sousa' }),
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect(
      (await admin.patch(`/api/admin/guide-applications/${applied.body.id}`, { status: 'approved' })).status,
    ).toBe(200);

    const seeker = await world.signedIn({ name: 'Sofia Almeida' });
    await switchEverythingOff(seeker.client);
    const first = await publishSession(world, guide.client, { daysAhead: 5, title: 'Morning Reiki circle' });
    const second = await publishSession(world, guide.client, { daysAhead: 8, title: 'Evening Reiki circle' });
    const third = await publishSession(world, guide.client, { daysAhead: 10, title: 'Sunday Reiki circle' });

    // Booked and paid: the confirmation with its receipt, and the guide's notice of the booking.
    await payHold(seeker.client, await holdSpot(seeker.client, first));
    // The guide moves the session: the seeker is told what changed.
    const sessions = await guide.client.get('/api/practitioner/sessions?pageSize=100');
    const s = sessions.body.items.find((item: { id: number }) => item.id === first);
    const moved = await guide.client.patch(`/api/sessions/${first}`, {
      title: s.title,
      description: s.description,
      location: s.location,
      modality: s.modality,
      sessionDate: s.sessionDate,
      startTime: '20:00',
      endTime: '21:30',
      price: s.price,
      capacity: s.capacity,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // The seeker cancels: both sides hear of it.
    const hold = await holdSpot(seeker.client, second);
    await payHold(seeker.client, hold);
    expect((await seeker.client.post(`/api/bookings/${hold.bookingId}/cancel`)).status).toBe(200);
    // An admin cancels a session: the seeker is refunded and told, the guide too.
    expect((await admin.patch(`/api/admin/sessions/${first}/cancel`)).status).toBe(200);
    // An admin deactivates the guide: what is left ahead is cancelled and both are told.
    await payHold(seeker.client, await holdSpot(seeker.client, third));
    expect((await admin.patch(`/api/admin/users/${guide.user.id}`, { isActive: false })).status).toBe(200);
    // Forgetting a password is never optional either.
    expect((await world.client().post('/api/forgot-password', { email: seeker.user.email })).status).toBe(
      200,
    );
    await settle(world);

    const subjects = (address: string) =>
      world.smtp
        .messagesTo(address)
        .map((m) => m.subject)
        .sort();
    expect(subjects(seeker.user.email)).toEqual(
      [
        'Booking cancelled: Evening Reiki circle',
        'Booking cancelled: Morning Reiki circle',
        'Booking cancelled: Sunday Reiki circle',
        'Booking confirmed: Evening Reiki circle',
        'Booking confirmed: Morning Reiki circle',
        'Booking confirmed: Sunday Reiki circle',
        'Reset your Luz password',
        'Session changed: Morning Reiki circle',
      ].sort(),
    );
    const toGuide = subjects(guide.user.email);
    expect(toGuide).toContain('Your Luz guide application is approved');
    expect(toGuide.filter((s) => s?.startsWith('New booking'))).toHaveLength(3);
    expect(toGuide.filter((s) => s?.startsWith('Booking cancelled: Evening Reiki circle'))).toHaveLength(1);
    expect(toGuide.filter((s) => s?.startsWith('Session cancelled: Morning Reiki circle'))).toHaveLength(1);
    expect(toGuide).toContain('Your sessions on Luz have been cancelled');

    for (const email of [
      ...world.smtp.messagesTo(seeker.user.email),
      ...world.smtp.messagesTo(guide.user.email),
    ]) {
      expect(unsubscribeHeaders(email), email.subject).toEqual([]);
      expect(`${email.text}${email.html}`, email.subject).not.toMatch(/unsubscribe/i);
    }
    // Nothing optional went: no reminder, agenda or message notice slipped through.
    expect((await seeker.client.get('/api/email-settings')).body).toEqual(ALL_OFF);
  });
});
