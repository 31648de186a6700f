import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestWorld } from '../../testing/test-app';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const newcomer = (overrides: Record<string, unknown> = {}) => {
  const id = Math.random().toString(36).slice(2, 8);
  return {
    name: 'Ana Lima',
    username: `ana_${id}`,
    email: `ana_${id}@example.com`,
    password: 'secret1',
    role: 'student',
    ...overrides,
  };
};

describe('POST /api/register', () => {
  it('creates a seeker, signs them in and never shows the password hash', async () => {
    const client = world.client();
    const input = newcomer();
    const res = await client.post('/api/register', input);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: input.username,
      email: input.email,
      role: 'student',
      name: 'Ana Lima',
      isGuide: false,
      isApproved: false,
      profileComplete: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|\$argon2/i);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/luz_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(input.username);
  });

  it('registers a guide as a practitioner who is not yet approved', async () => {
    const res = await world.client().post('/api/register', newcomer({ role: 'practitioner' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: 'practitioner', isGuide: true, isApproved: false });
  });

  it('never creates an admin', async () => {
    const res = await world.client().post('/api/register', newcomer({ role: 'admin' }));
    expect(res.status).toBe(400);
    expect(res.body.fields.role).toBe('Please choose how you want to join');
  });

  it.each([
    ['username', { username: 'ab' }, 'Username must be at least 3 characters'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['password', { password: 'x'.repeat(101) }, 'Password is too long'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['name', { name: '' }, 'Name is required'],
    [
      'username',
      { username: 'has space' },
      'Username can only contain letters, numbers, dots, hyphens and underscores',
    ],
  ])('refuses a bad %s with the message "%s"', async (field, overrides, message) => {
    const res = await world.client().post('/api/register', newcomer(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
    expect(res.body.fields[field]).toBe(message);
  });

  it('refuses a taken username or email whatever their case', async () => {
    const first = newcomer();
    expect((await world.client().post('/api/register', first)).status).toBe(201);

    const sameName = await world
      .client()
      .post('/api/register', newcomer({ username: first.username.toUpperCase() }));
    expect(sameName.status).toBe(409);
    expect(sameName.body).toMatchObject({
      error: 'Username already exists',
      fields: { username: 'Username already exists' },
    });

    const sameEmail = await world
      .client()
      .post('/api/register', newcomer({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({
      error: 'Email already registered',
      fields: { email: 'Email already registered' },
    });
  });

  it('lets exactly one of two simultaneous sign-ups have a username', async () => {
    const username = `race_${Date.now()}`;
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        world
          .client()
          .post('/api/register', newcomer({ username, email: `race${n}_${username}@example.com` })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('answers 400, not 500, to bodies that are not a registration', async () => {
    const client = world.client();
    for (const body of [[], 'null', { username: 42, email: {}, password: [], role: null }]) {
      const res = await client.post('/api/register', body, { 'content-type': 'application/json' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBeTypeOf('string');
    }
  });
});
