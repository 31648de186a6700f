import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles, users } from '../../db/schema';
import { deadLinks, readMail } from '../../testing/captured-mail';
import { applicationInput } from '../../testing/fixtures';
import { type TestClient, TestWorld } from '../../testing/test-app';

let world: TestWorld;
let admin: { user: { id: number }; client: TestClient };
beforeAll(async () => {
  world = await TestWorld.start();
  admin = await world.signedIn({ role: 'admin' });
});
afterAll(() => world.close());

/** A new guide who signed up (name and city in the profile) and applied. */
async function applicant(overrides: Record<string, unknown> = {}) {
  const { user, client } = await world.signedIn({ role: 'practitioner', isApproved: false, name: null });
  const res = await client.post('/api/guide-application', applicationInput(overrides));
  expect(res.status).toBe(201);
  return { user, client, applicationId: res.body.id as number };
}

const decide = (client: TestClient, id: number, status: string) =>
  client.patch(`/api/admin/guide-applications/${id}`, { status });

const profileOf = async (userId: number) =>
  (await world.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];

describe('PATCH /api/admin/guide-applications/{id}', () => {
  it('approves: the guide is approved, gets a public profile from the application and an email', async () => {
    const { user, client, applicationId } = await applicant();
    const res = await decide(admin.client, applicationId, 'approved');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: applicationId, status: 'approved', reviewedAt: expect.any(String) });

    expect((await client.get('/api/user')).body).toMatchObject({ isApproved: true, profileComplete: false });
    expect(await profileOf(user.id)).toMatchObject({
      name: 'Rita Sousa',
      neighbourhood: 'Graça',
      city: 'Lisbon',
      category: 'Reiki',
      subcategory: 'Usui Reiki',
      bio: 'I hold calm, grounded Reiki sessions in a quiet studio in Graça.',
      pricePerSession: 6500,
      sessionFormat: '1:1 & Group',
      languages: ['English', 'Portuguese'],
      experienceYears: 4,
      credentials: ['Usui Reiki Level II', 'Reiki Master'],
      profilePicUrl: 'https://photos.example.com/rita.jpg',
      modalities: ['Reiki'],
      socialLinks: { instagram: '@rita.reiki', website: 'https://rita-reiki.example.com' },
    });

    const mail = readMail(await world.smtp.waitFor(user.email, /approved/));
    expect(mail.subject).toBe('Your Luz guide application is approved');
    expect(mail.to).toEqual([user.email]);
    expect(mail.text).toContain('Hello Rita Sousa,');
    expect(mail.links).toEqual(['http://luz.test/practitioner-dashboard']);
    expect(await deadLinks(world.app, mail)).toEqual([]);

    // Now listed: their public page shows the profile made from the application.
    const page = await world.client().get(`/api/practitioners/${user.id}`);
    expect(page.status).toBe(200);
    expect(page.body.profile).toMatchObject({ name: 'Rita Sousa', category: 'Reiki' });
  });

  it('fills only the empty fields of a profile the guide already has', async () => {
    const { user, applicationId } = await applicant({
      sessionFormat: 'Group Online',
      offerGroupSessions: false,
    });
    await world.db
      .update(profiles)
      .set({ name: 'Rita S.', bio: 'Written by Rita herself, and kept.', languages: ['French'] })
      .where(eq(profiles.userId, user.id));
    expect((await decide(admin.client, applicationId, 'approved')).status).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({
      name: 'Rita S.',
      bio: 'Written by Rita herself, and kept.',
      languages: ['French'],
      category: 'Reiki',
      sessionFormat: 'Group Sessions',
      pricePerSession: 6500,
    });
  });

  it("gives a profile without a place the application's place and its town together", async () => {
    const { user, applicationId } = await applicant({ neighbourhood: 'Sintra' });
    // The sign-up's profile starts with the default city and no place.
    expect(await profileOf(user.id)).toMatchObject({ neighbourhood: null, city: 'Lisbon' });
    expect((await decide(admin.client, applicationId, 'approved')).status).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({ neighbourhood: 'Sintra', city: 'Sintra' });
    const page = await world.client().get(`/api/practitioners/${user.id}`);
    expect(page.body.location).toBe('Sintra');
  });

  it('creates the profile row when the guide has none', async () => {
    const { user, applicationId } = await applicant({
      sessionFormat: '1:1 Online',
      offerGroupSessions: false,
    });
    await world.db.delete(profiles).where(eq(profiles.userId, user.id));
    expect((await decide(admin.client, applicationId, 'approved')).status).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({ name: 'Rita Sousa', sessionFormat: '1:1 Sessions' });
  });

  it('rejects: the guide stays unapproved, hears by email, and may apply again', async () => {
    const { user, client, applicationId } = await applicant();
    const res = await decide(admin.client, applicationId, 'rejected');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('rejected');
    const [account] = await world.db.select().from(users).where(eq(users.id, user.id));
    expect(account!.isApproved).toBe(false);
    expect((await profileOf(user.id))!.category).toBeNull();

    const mail = readMail(await world.smtp.waitFor(user.email, /application/));
    expect(mail.subject).toBe('About your Luz guide application');
    expect(mail.links).toEqual(['http://luz.test/guide-application']);
    expect(await deadLinks(world.app, mail)).toEqual([]);

    expect((await client.get('/api/guide-application')).body.status).toBe('rejected');
    expect((await client.post('/api/guide-application', applicationInput())).status).toBe(201);
  });

  it('records each decision in the audit log', async () => {
    const { applicationId } = await applicant();
    await decide(admin.client, applicationId, 'approved');
    const rows = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'guide_application'), eq(auditLog.targetId, applicationId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      adminId: admin.user.id,
      action: 'guide_application.approve',
      before: { status: 'pending', userIsApproved: false },
      after: { status: 'approved', userIsApproved: true, profile: 'filled' },
    });
  });

  it('changes only pending applications', async () => {
    const { applicationId } = await applicant();
    expect((await decide(admin.client, applicationId, 'rejected')).status).toBe(200);
    for (const status of ['approved', 'rejected']) {
      const again = await decide(admin.client, applicationId, status);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        error: 'Only pending applications can be approved or rejected',
        code: 'APPLICATION_REVIEWED',
        requestId: expect.any(String),
      });
    }
  });

  it('lets one of two simultaneous decisions through', async () => {
    const { user, applicationId } = await applicant();
    const answers = await Promise.all([
      decide(admin.client, applicationId, 'approved'),
      decide(admin.client, applicationId, 'rejected'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.status;
    const [account] = await world.db.select().from(users).where(eq(users.id, user.id));
    expect(account!.isApproved).toBe(winner === 'approved');
  });

  it('answers 404 for an unknown application and 400 for a status that is no decision', async () => {
    const missing = await decide(admin.client, 2_000_000_000, 'approved');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      error: 'Guide application not found',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
    const { applicationId } = await applicant();
    const pending = await decide(admin.client, applicationId, 'pending');
    expect(pending.status).toBe(400);
    expect(pending.body.fields.status).toBe('Status must be approved or rejected');
  });

  it('is for admins only', async () => {
    const { client, applicationId } = await applicant();
    expect((await decide(world.client(), applicationId, 'approved')).status).toBe(401);
    expect((await decide(client, applicationId, 'approved')).status).toBe(403);
    const { client: seeker } = await world.signedIn();
    expect((await decide(seeker, applicationId, 'approved')).status).toBe(403);
    const { client: approvedGuide } = await world.signedIn({ role: 'practitioner', isApproved: true });
    expect((await decide(approvedGuide, applicationId, 'approved')).status).toBe(403);
    expect((await client.get('/api/guide-application')).body.status).toBe('pending');
  });
});
