import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { applicationInput, createBooking, createGuide, createSession } from '../../testing/fixtures';
import { type CreatedUser, type TestClient, TestWorld } from '../../testing/test-app';
import { hours, minutes } from '../../testing/test-clock';

/** This file's database holds only what it creates, so every figure is counted by hand below. */
let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

const DAY = hours(24);
const metrics = async () => {
  const res = await admin.get('/api/admin/metrics');
  expect(res.status).toBe(200);
  return res.body;
};
const setCreatedAt = (user: { id: number }, at: Date) =>
  world.db.update(users).set({ createdAt: at }).where(eq(users.id, user.id));

describe('GET /api/admin/metrics', () => {
  it('counts only the admin, and no popular modality, on an empty platform', async () => {
    expect(await metrics()).toEqual({
      signupsThisWeek: 1,
      totalBookings: 0,
      activeSessions: 0,
      mostBookedModality: null,
      totalUsers: 1,
      totalSessions: 0,
      approvedGuides: 0,
      pendingApplications: 0,
      reportedReviews: 0,
      reportedConversations: 0,
    });
  });

  describe('on a small, hand-counted platform', () => {
    let seekers: CreatedUser[];
    let reiki: { id: number; price: number };
    let deactivatedGuide: { id: number };

    beforeAll(async () => {
      // Users: the admin, 3 guides (listed, deactivated, applying) and 3 seekers = 7.
      const guide = await createGuide(world);
      deactivatedGuide = await createGuide(world, { isActive: false });
      const applicant = await world.signedIn({ role: 'practitioner', isApproved: false });
      expect((await applicant.client.post('/api/guide-application', applicationInput())).status).toBe(201);
      seekers = [await world.createUser(), await world.createUser(), await world.createUser()];
      const [s1, s2, s3] = seekers as [CreatedUser, CreatedUser, CreatedUser];

      // Sessions: 5 in all, of which 2 are scheduled and not over yet.
      reiki = await createSession(world, guide, { modality: 'Reiki', startsIn: hours(30) });
      const breathwork = await createSession(world, guide, { modality: 'Breathwork', startsIn: hours(50) });
      const sound = await createSession(world, guide, {
        modality: 'Sound Healing',
        startsIn: -hours(48),
        status: 'completed',
      });
      const yoga = await createSession(world, guide, {
        modality: 'Yoga',
        startsIn: hours(70),
        status: 'cancelled',
      });
      // Scheduled, but over: the sweeper has not marked it completed yet.
      await createSession(world, guide, { modality: 'Meditation', startsIn: -hours(3) });

      // Bookings that are not cancelled: Reiki 2, Breathwork 2, Sound Healing 1 = 5.
      await createBooking(world, reiki, s1, 'confirmed');
      await createBooking(world, reiki, s2, 'pending');
      await createBooking(world, reiki, s3, 'cancelled');
      await createBooking(world, breathwork, s1, 'confirmed');
      await createBooking(world, breathwork, s2, 'confirmed');
      await createBooking(world, sound, s1, 'completed');
      await createBooking(world, yoga, s1, 'cancelled');
      await createBooking(world, yoga, s2, 'cancelled');
      await createBooking(world, yoga, s3, 'cancelled');
    });

    it('counts bookings, sessions, users, guides and applications as the contract defines them', async () => {
      expect(await metrics()).toEqual({
        signupsThisWeek: 7,
        totalBookings: 5,
        activeSessions: 2,
        // Reiki and Breathwork tie at 2: the tie goes to the first in alphabetical order.
        mostBookedModality: { modality: 'Breathwork', count: 2 },
        totalUsers: 7,
        totalSessions: 5,
        approvedGuides: 1,
        pendingApplications: 1,
        reportedReviews: 0,
        reportedConversations: 0,
      });
    });

    it('names the modality with the most bookings once the tie is broken', async () => {
      await createBooking(world, reiki, seekers[2]!, 'confirmed');
      expect((await metrics()).mostBookedModality).toEqual({ modality: 'Reiki', count: 3 });
      expect((await metrics()).totalBookings).toBe(6);
    });

    it('counts signups of the last 7 × 24 hours on the injected clock', async () => {
      const now = world.clock.now().getTime();
      const [s1, s2] = seekers as [CreatedUser, CreatedUser];
      await setCreatedAt(s1, new Date(now - 7 * DAY - minutes(1)));
      await setCreatedAt(deactivatedGuide, new Date(now - 7 * DAY));
      await setCreatedAt(s2, new Date(now - 7 * DAY + minutes(1)));
      // Out: 7 days and a minute ago, and exactly 7 days ago. In: 7 days less a minute ago.
      expect((await metrics()).signupsThisWeek).toBe(5);

      world.clock.advance(minutes(2));
      expect((await metrics()).signupsThisWeek).toBe(4);
      world.clock.advance(8 * DAY);
      expect((await metrics()).signupsThisWeek).toBe(0);
      expect((await metrics()).totalUsers).toBe(7);
    });
  });
});
