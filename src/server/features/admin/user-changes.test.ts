import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authSessions, guideApplications, profiles, users } from '../../db/schema';
import { applicationInput, createGuide, uniqueTag } from '../../testing/fixtures';
import { type CreatedUser, type TestClient, TestWorld } from '../../testing/test-app';

let world: TestWorld;
let admin: { user: CreatedUser; client: TestClient };
beforeAll(async () => {
  world = await TestWorld.start();
  admin = await world.signedIn({ role: 'admin' });
});
afterAll(() => world.close());

const update = (id: number, body: unknown, client = admin.client) =>
  client.patch(`/api/admin/users/${id}`, body);
const signIn = (user: CreatedUser, client = world.client()) =>
  client.post('/api/login', { username: user.username, password: user.password });
const auditOf = (userId: number) =>
  world.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)))
    .orderBy(auditLog.id);
const accountOf = async (userId: number) =>
  (await world.db.select().from(users).where(eq(users.id, userId)))[0]!;
const profileOf = async (userId: number) =>
  (await world.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];
const explore = async (q: string) => (await world.client().get(`/api/practitioners?q=${q}`)).body.total;

/** A guide who signed up and applied; not approved yet. */
async function applicant() {
  const { user, client } = await world.signedIn({ role: 'practitioner', isApproved: false, name: null });
  const res = await client.post('/api/guide-application', applicationInput());
  expect(res.status).toBe(201);
  return { user, client, applicationId: res.body.id as number };
}

describe('PATCH /api/admin/users/{id} { isActive: false }', () => {
  it('signs the user out everywhere at once and refuses their next sign-in', async () => {
    const { user, client: laptop } = await world.signedIn();
    const phone = world.client();
    expect((await signIn(user, phone)).status).toBe(200);
    expect((await laptop.get('/api/user')).status).toBe(200);

    const res = await update(user.id, { isActive: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, username: user.username, isActive: false });

    for (const client of [laptop, phone]) {
      expect((await client.get('/api/user')).status).toBe(401);
      expect((await client.get('/api/bookings')).status).toBe(401);
    }
    expect(await world.db.select().from(authSessions).where(eq(authSessions.userId, user.id))).toEqual([]);

    const again = await signIn(user);
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('ACCOUNT_DEACTIVATED');
    expect(again.body.error).toMatch(/^This account has been deactivated/);

    expect(await auditOf(user.id)).toMatchObject([
      {
        adminId: admin.user.id,
        action: 'user.deactivate',
        before: { isActive: true },
        after: { isActive: false, endedSessions: 2 },
      },
    ]);
  });

  it('takes a guide out of explore and off their public page', async () => {
    const tag = uniqueTag();
    const guide = await createGuide(world, { name: `Guide ${tag}` });
    expect(await explore(tag)).toBe(1);
    expect((await update(guide.id, { isActive: false })).status).toBe(200);
    expect(await explore(tag)).toBe(0);
    expect((await world.client().get(`/api/practitioners/${guide.id}`)).status).toBe(404);
    // Approval is a separate decision: reactivating brings the guide back as they were.
    expect((await accountOf(guide.id)).isApproved).toBe(true);
  });
});

describe('PATCH /api/admin/users/{id} { isActive: true }', () => {
  it('reactivates: the user can sign in again and a guide is listed again', async () => {
    const tag = uniqueTag();
    const guide = await createGuide(world, { name: `Guide ${tag}`, isActive: false });
    expect((await signIn(guide)).status).toBe(403);

    const res = await update(guide.id, { isActive: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isActive: true, isApproved: true });
    expect((await signIn(guide)).status).toBe(200);
    expect(await explore(tag)).toBe(1);
    expect(await auditOf(guide.id)).toMatchObject([
      { action: 'user.reactivate', before: { isActive: false }, after: { isActive: true } },
    ]);
  });

  it('changes nothing, and records nothing, when the account is already active', async () => {
    const user = await world.createUser();
    const res = await update(user.id, { isActive: true });
    expect(res.status).toBe(200);
    expect(res.body.isActive).toBe(true);
    expect(await auditOf(user.id)).toEqual([]);
  });
});

describe('PATCH /api/admin/users/{id} { isApproved }', () => {
  it('approves a guide’s waiting application: the profile is created from it, and the guide is told', async () => {
    const { user, client, applicationId } = await applicant();
    await world.db.delete(profiles).where(eq(profiles.userId, user.id));

    const res = await update(user.id, { isApproved: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, isApproved: true, name: 'Rita Sousa' });

    expect(await profileOf(user.id)).toMatchObject({
      name: 'Rita Sousa',
      category: 'Reiki',
      subcategory: 'Usui Reiki',
      pricePerSession: 6500,
      languages: ['English', 'Portuguese'],
    });
    expect((await client.get('/api/guide-application')).body).toMatchObject({ status: 'approved' });
    expect((await client.get('/api/user')).body.isApproved).toBe(true);
    const mail = await world.smtp.waitFor(user.email, /approved/);
    expect(mail.subject).toBe('Your Luz guide application is approved');

    expect(await auditOf(user.id)).toMatchObject([
      { action: 'user.approve', before: { isApproved: false }, after: { isApproved: true, applicationId } },
    ]);
    const [decision] = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'guide_application'), eq(auditLog.targetId, applicationId)));
    expect(decision).toMatchObject({
      adminId: admin.user.id,
      action: 'guide_application.approve',
      after: { status: 'approved', userIsApproved: true, profile: 'created' },
    });
  });

  it('rejects a guide’s waiting application, and the guide is told', async () => {
    const { user, client, applicationId } = await applicant();
    const res = await update(user.id, { isApproved: false });
    expect(res.status).toBe(200);
    expect(res.body.isApproved).toBe(false);
    expect((await client.get('/api/guide-application')).body).toMatchObject({
      id: applicationId,
      status: 'rejected',
    });
    const mail = await world.smtp.waitFor(user.email, /application/);
    expect(mail.subject).toBe('About your Luz guide application');
    expect(await auditOf(user.id)).toMatchObject([
      { action: 'user.reject', before: { isApproved: false }, after: { isApproved: false, applicationId } },
    ]);
  });

  it('withdraws the approval of a listed guide, and gives it back', async () => {
    const tag = uniqueTag();
    const guide = await createGuide(world, { name: `Guide ${tag}` });
    expect((await update(guide.id, { isApproved: false })).body.isApproved).toBe(false);
    expect(await explore(tag)).toBe(0);
    expect((await update(guide.id, { isApproved: true })).body.isApproved).toBe(true);
    expect(await explore(tag)).toBe(1);
    expect(await auditOf(guide.id)).toMatchObject([
      { action: 'user.reject', before: { isApproved: true }, after: { isApproved: false } },
      { action: 'user.approve', before: { isApproved: false }, after: { isApproved: true } },
    ]);
  });

  it('approves and deactivates in one request, recording both', async () => {
    const { user } = await applicant();
    const res = await update(user.id, { isApproved: true, isActive: false });
    expect(res.body).toMatchObject({ isApproved: true, isActive: false });
    expect((await auditOf(user.id)).map((entry) => entry.action)).toEqual([
      'user.approve',
      'user.deactivate',
    ]);
  });

  it('is for guides only', async () => {
    const seeker = await world.createUser();
    const res = await update(seeker.id, { isApproved: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Only guides can be approved or rejected',
      code: 'VALIDATION_FAILED',
      fields: { isApproved: 'Only guides can be approved or rejected' },
      requestId: expect.any(String),
    });
    expect(await auditOf(seeker.id)).toEqual([]);
  });

  it('lets one of two admins deciding about the same guide at once act, through either call', async () => {
    const other = await world.signedIn({ role: 'admin' });
    const { user, applicationId } = await applicant();
    const answers = await Promise.all([
      update(user.id, { isApproved: true }),
      other.client.patch(`/api/admin/guide-applications/${applicationId}`, { status: 'rejected' }),
    ]);
    // Whoever comes second finds the application decided: a 409, or nothing left to do.
    expect(answers.map((a) => a.status)).not.toContain(500);
    const decisions = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'guide_application'), eq(auditLog.targetId, applicationId)));
    expect(decisions).toHaveLength(1);
    const [application] = await world.db
      .select()
      .from(guideApplications)
      .where(eq(guideApplications.id, applicationId));
    expect((await accountOf(user.id)).isApproved).toBe(application!.status === 'approved');
  });
});

describe('PATCH /api/admin/users/{id}: what it never does', () => {
  it('never changes an admin', async () => {
    const other = await world.signedIn({ role: 'admin' });
    for (const body of [{ isActive: false }, { isApproved: false }, { isActive: true }]) {
      const res = await update(other.user.id, body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: 'Admins cannot be changed here',
        code: 'ADMIN_TARGET',
        requestId: expect.any(String),
      });
    }
    expect((await other.client.get('/api/user')).status).toBe(200);
    expect(await auditOf(other.user.id)).toEqual([]);
  });

  it('never changes your own account', async () => {
    const res = await update(admin.user.id, { isActive: false });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'You cannot change your own account',
      code: 'OWN_ACCOUNT',
      requestId: expect.any(String),
    });
    expect((await admin.client.get('/api/user')).status).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for bad input', async () => {
    expect((await update(2_147_483_647, { isActive: false })).body).toEqual({
      error: 'User not found',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
    const user = await world.createUser();
    const empty = await update(user.id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Nothing to change: send isApproved or isActive');
    for (const body of [{ isActive: 'no' }, { isApproved: 1 }, { isActive: null }]) {
      const res = await update(user.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await admin.client.patch('/api/admin/users/abc', { isActive: false })).status).toBe(400);
    expect(
      (
        await admin.client.request('PATCH', `/api/admin/users/${user.id}`, 'not json', {
          'content-type': 'application/json',
        })
      ).status,
    ).toBe(400);
    expect((await accountOf(user.id)).isActive).toBe(true);
  });
});
