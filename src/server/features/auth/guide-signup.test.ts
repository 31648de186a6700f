import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import { TestWorld } from '../../testing/test-app';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const tag = () => Math.random().toString(36).slice(2, 8);

const signup = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Rita Sousa',
  email: `rita.${tag()}@example.com`,
  password: 'long-enough-1',
  neighbourhood: 'Estoril',
  category: 'Reiki',
  ...overrides,
});

describe('POST /api/guide-signup', () => {
  it('creates an unapproved guide named after the email, with a profile, and signs them in', async () => {
    const client = world.client();
    const input = signup({ email: `Rita.Guide.${tag()}@Example.com` });
    const res = await client.post('/api/guide-signup', input);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: input.email.split('@')[0]!.toLowerCase(),
      email: input.email.toLowerCase(),
      role: 'practitioner',
      name: 'Rita Sousa',
      isGuide: true,
      isApproved: false,
      profileComplete: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|\$argon2/i);
    expect(String(res.headers['set-cookie'])).toMatch(/luz_session=.*HttpOnly/);

    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);
    const [profile] = await world.db.select().from(profiles).where(eq(profiles.userId, res.body.id));
    // The place's town comes with it: the card reads "Estoril, Cascais".
    expect(profile).toMatchObject({ name: 'Rita Sousa', neighbourhood: 'Estoril', city: 'Cascais' });
  });

  it('makes the username unique when the local part is taken, and usable for signing in', async () => {
    const local = `ana_${tag()}`;
    await world.createUser({ username: local });
    const res = await world.client().post('/api/guide-signup', signup({ email: `${local}@other.example` }));
    expect(res.status).toBe(201);
    expect(res.body.username).toBe(`${local}2`);
    const login = await world
      .client()
      .post('/api/login', { username: `${local}2`, password: 'long-enough-1' });
    expect(login.status).toBe(200);
  });

  it('cleans a local part into the username alphabet', async () => {
    const res = await world.client().post('/api/guide-signup', signup({ email: `j+${tag()}@example.com` }));
    expect(res.status).toBe(201);
    expect(res.body.username).toMatch(/^j[a-z0-9]+$/);
  });

  it('gives simultaneous sign-ups with the same local part different usernames', async () => {
    const local = `same_${tag()}`;
    const answers = await Promise.all(
      ['a.example', 'b.example', 'c.example'].map((domain) =>
        world.client().post('/api/guide-signup', signup({ email: `${local}@${domain}` })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.username.toLowerCase())).size).toBe(3);
  });

  it('refuses an email already registered, whatever its case, on the email field', async () => {
    const taken = await world.createUser();
    const res = await world.client().post('/api/guide-signup', signup({ email: taken.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Email already registered',
      code: 'EMAIL_TAKEN',
      fields: { email: 'Email already registered' },
      requestId: expect.any(String),
    });
    const rows = await world.db.select().from(users).where(eq(users.email, taken.email));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['fullName', { fullName: 'R' }, 'Full name must be at least 2 characters'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters'],
    ['neighbourhood', { neighbourhood: undefined }, 'Please choose your neighbourhood'],
    ['neighbourhood', { neighbourhood: ' ' }, 'Please choose your neighbourhood'],
    ['neighbourhood', { neighbourhood: 'Atlantis' }, 'Please choose your neighbourhood from the list'],
    ['neighbourhood', { neighbourhood: 42 }, 'Please choose your neighbourhood'],
    ['category', { category: 'Astrology' }, 'Please select a category'],
  ])('refuses a bad %s with "%s"', async (field, overrides, message) => {
    const res = await world.client().post('/api/guide-signup', signup(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
    expect(res.body.fields[field]).toBe(message);
  });

  it('is rate limited per address like registration', async () => {
    const client = world.client();
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      statuses.push((await client.post('/api/guide-signup', signup({ fullName: '' }))).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const limited = await client.post('/api/guide-signup', signup());
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^Too many sign-up attempts\. Please try again in/);
  });
});
