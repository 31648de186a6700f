import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../../db/schema';
import { TestWorld, withoutRequestId } from '../../testing/test-app';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

describe('POST /api/login', () => {
  it('signs in by username', async () => {
    const user = await world.createUser();
    const client = world.client();
    const res = await client.post('/api/login', { username: user.username, password: user.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, username: user.username, role: 'student' });
    expect((await client.get('/api/user')).body.id).toBe(user.id);
  });

  it('signs in by email, whatever its case', async () => {
    const user = await world.createUser();
    const res = await world
      .client()
      .post('/api/login', { username: user.email.toUpperCase(), password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const user = await world.createUser();
    const wrongPassword = await world
      .client()
      .post('/api/login', { username: user.username, password: 'wrong-password' });
    const noSuchUser = await world
      .client()
      .post('/api/login', { username: 'nobody-here', password: 'wrong-password' });
    expect(wrongPassword.status).toBe(401);
    expect(noSuchUser.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      error: 'Invalid username or password',
      code: 'INVALID_CREDENTIALS',
      requestId: expect.any(String),
    });
    expect(withoutRequestId(noSuchUser.body)).toEqual(withoutRequestId(wrongPassword.body));
  });

  it.each([
    ['username', { username: 'ab', password: 'secret1' }, 'Username must be at least 3 characters'],
    ['password', { username: 'someone', password: '12345' }, 'Password must be at least 6 characters'],
  ])('refuses a bad %s with "%s"', async (field, body, message) => {
    const res = await world.client().post('/api/login', body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  it('issues a new session token at every sign-in and retires the one the browser had', async () => {
    const user = await world.createUser();
    const client = world.client();
    await client.post('/api/login', { username: user.username, password: user.password });
    const first = client.cookie('luz_session');
    await client.post('/api/login', { username: user.username, password: user.password });
    const second = client.cookie('luz_session');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const replay = await world.client().get('/api/user', { cookie: `luz_session=${first}` });
    expect(replay.status).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const user = await world.createUser();
    const client = world.client();
    await client.post('/api/login', { username: user.username, password: user.password });
    const rows = await world.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(client.cookie('luz_session'));
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a deactivated account, and a deactivated user is signed out at once', async () => {
    const { user, client } = await world.signedIn();
    await world.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await client.get('/api/user')).status).toBe(401);
    const res = await world.client().post('/api/login', { username: user.username, password: user.password });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/deactivated/);
  });

  it('slows down guessing: the 11th attempt within 15 minutes gets 429, even with the right password', async () => {
    const user = await world.createUser();
    const client = world.client();
    for (let i = 0; i < 10; i++) {
      expect(
        (await client.post('/api/login', { username: user.username, password: 'wrong-password' })).status,
      ).toBe(401);
    }
    const blocked = await client.post('/api/login', { username: user.username, password: user.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.body.error).toMatch(/^Too many login attempts\. Please try again in/);
    expect(blocked.headers['retry-after']).toBeDefined();

    const elsewhere = await world
      .client()
      .post('/api/login', { username: user.username, password: user.password });
    expect(elsewhere.status).toBe(200);

    world.clock.advance(15 * 60 * 1000 + 1000);
    expect(
      (await client.post('/api/login', { username: user.username, password: user.password })).status,
    ).toBe(200);
  });
});

describe('POST /api/logout and GET /api/user', () => {
  it('ends the session: the cookie is cleared and the old token no longer works', async () => {
    const { client } = await world.signedIn();
    const token = client.cookie('luz_session');
    const res = await client.post('/api/logout');
    expect(res.status).toBe(204);
    expect(client.cookie('luz_session')).toBeUndefined();
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await world.client().get('/api/user', { cookie: `luz_session=${token}` })).status).toBe(401);
  });

  it('answers 204 to a visitor who is not signed in', async () => {
    expect((await world.client().post('/api/logout')).status).toBe(204);
  });

  it('answers 401 with the error shape to a visitor or an unknown cookie', async () => {
    const res = await world.client().get('/api/user', { cookie: 'luz_session=made-up' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: 'Please log in to continue',
      code: 'NOT_SIGNED_IN',
      requestId: expect.any(String),
    });
  });

  it('forgets a session after 30 days', async () => {
    const { client } = await world.signedIn();
    world.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
