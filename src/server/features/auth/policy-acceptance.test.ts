import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICIES_VERSION } from '../../../contract/policies';
import { policyAcceptances, users } from '../../db/schema';
import { applicationInput, uniqueTag } from '../../testing/fixtures';
import { TestWorld } from '../../testing/test-app';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

async function acceptancesOf(userId: number) {
  return world.db
    .select({
      version: policyAcceptances.version,
      context: policyAcceptances.context,
      acceptedAt: policyAcceptances.acceptedAt,
    })
    .from(policyAcceptances)
    .where(eq(policyAcceptances.userId, userId))
    .orderBy(asc(policyAcceptances.id));
}

describe('accepting the Terms and the Privacy policy', () => {
  it('records, when a seeker creates an account, the version they accepted and when', async () => {
    const client = world.client();
    const tag = uniqueTag();
    const res = await client.post('/api/register', {
      name: 'Sofia Almeida',
      username: `sofia_${tag}`,
      email: `sofia.${tag}@example.com`,
      password: 'secret-enough',
      role: 'student',
    });
    expect(res.status).toBe(201);
    expect(await acceptancesOf(res.body.id)).toEqual([
      { version: POLICIES_VERSION, context: 'sign_up', acceptedAt: world.clock.now() },
    ]);
  });

  it('records it for a guide at sign-up, and again when they send their application', async () => {
    const client = world.client();
    const signup = await client.post('/api/guide-signup', {
      fullName: 'Rita Sousa',
      email: `rita.${uniqueTag()}@example.com`,
      password: 'long-enough-1',
      neighbourhood: 'Graça',
      category: 'Reiki',
    });
    expect(signup.status).toBe(201);
    expect((await acceptancesOf(signup.body.id)).map((row) => row.context)).toEqual(['sign_up']);

    const applied = await client.post('/api/guide-application', applicationInput());
    expect(applied.status).toBe(201);
    const rows = await acceptancesOf(signup.body.id);
    expect(rows.map(({ version, context }) => ({ version, context }))).toEqual([
      { version: POLICIES_VERSION, context: 'sign_up' },
      { version: POLICIES_VERSION, context: 'guide_application' },
    ]);
  });

  it('records nothing when the sign-up or the application is refused', async () => {
    const client = world.client();
    const tag = uniqueTag();
    const refused = await client.post('/api/register', {
      username: `x${tag}`,
      email: 'not-an-email',
      password: 'secret-enough',
      role: 'student',
    });
    expect(refused.status).toBe(400);
    const [nobody] = await world.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, `x${tag}`));
    expect(nobody).toBeUndefined();

    const { user, client: guide } = await world.signedIn({ role: 'practitioner' });
    const before = await acceptancesOf(user.id);
    const invalid = await guide.post('/api/guide-application', applicationInput({ bio: '' }));
    expect(invalid.status).toBe(400);
    expect(await acceptancesOf(user.id)).toEqual(before);

    expect((await guide.post('/api/guide-application', applicationInput())).status).toBe(201);
    // A second application while the first is under review is refused, and accepts nothing more.
    const again = await guide.post('/api/guide-application', applicationInput());
    expect(again.status).toBe(409);
    expect((await acceptancesOf(user.id)).filter((row) => row.context === 'guide_application')).toHaveLength(
      1,
    );
  });
});
