import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema';
import { deadLinks, readMail } from '../../testing/captured-mail';
import { PUBLIC_URL, TestWorld } from '../../testing/test-app';
import { hours, minutes } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const ANSWER = 'If an account exists for that email, we have sent a link to reset your password.';

async function resetLinkFor(email: string): Promise<string> {
  const res = await world.client().post('/api/forgot-password', { email });
  expect(res.status).toBe(200);
  const captured = await world.smtp.waitFor(email, /Reset your Luz password/);
  const mail = readMail(captured);
  // One link, in the button and in the text alike: the reset page of Luz's own address.
  expect(mail.links).toHaveLength(1);
  const link = new URL(mail.links[0]!);
  expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
  world.smtp.received.splice(world.smtp.received.indexOf(captured), 1);
  return link.searchParams.get('token')!;
}

describe('password reset', () => {
  it('emails a link that verifies, sets the new password once, and signs out everywhere', async () => {
    const { user, client: oldBrowser } = await world.signedIn();
    const token = await resetLinkFor(user.email);

    expect((await world.client().get(`/api/verify-reset-token/${token}`)).body).toEqual({ valid: true });
    const reset = await world
      .client()
      .post('/api/reset-password', { token, password: 'a-brand-new-password' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password has been reset. You can now log in.');

    expect((await oldBrowser.get('/api/user')).status).toBe(401);
    expect(
      (await world.client().post('/api/login', { username: user.username, password: user.password })).status,
    ).toBe(401);
    expect(
      (await world.client().post('/api/login', { username: user.username, password: 'a-brand-new-password' }))
        .status,
    ).toBe(200);

    const again = await world
      .client()
      .post('/api/reset-password', { token, password: 'yet-another-password' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: 'This reset link is invalid or has expired.',
      code: 'INVALID_TOKEN',
      requestId: expect.any(String),
    });
    expect((await world.client().get(`/api/verify-reset-token/${token}`)).body).toEqual({ valid: false });
  });

  it('sends the email as HTML and plain text', async () => {
    const user = await world.createUser();
    await world.client().post('/api/forgot-password', { email: user.email });
    const mail = readMail(await world.smtp.waitFor(user.email, /Reset your Luz password/));
    expect(mail.to).toEqual([user.email]);
    expect(mail.subject).toBe('Reset your Luz password');
    expect(mail.html).toContain('Choose a new password');
    expect(mail.text).toContain('expires in one hour');
    expect(await deadLinks(world.app, mail)).toEqual([]);
  });

  it('answers the same whether or not the email has an account, and mails only real accounts', async () => {
    const user = await world.createUser();
    const known = await world.client().post('/api/forgot-password', { email: user.email });
    const unknown = await world.client().post('/api/forgot-password', { email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: ANSWER });
    expect(unknown.body).toEqual(known.body);
    await world.smtp.waitFor(user.email);
    await world.app.jobs.drain();
    expect(world.smtp.messagesTo('nobody@example.com')).toHaveLength(0);
  });

  it('stores only a hash of the token', async () => {
    const user = await world.createUser();
    const token = await resetLinkFor(user.email);
    const rows = await world.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it('expires a link after one hour', async () => {
    const user = await world.createUser();
    const token = await resetLinkFor(user.email);
    world.clock.advance(minutes(59));
    expect((await world.client().get(`/api/verify-reset-token/${token}`)).body).toEqual({ valid: true });
    world.clock.advance(minutes(2));
    expect((await world.client().get(`/api/verify-reset-token/${token}`)).body).toEqual({ valid: false });
    const res = await world.client().post('/api/reset-password', { token, password: 'too-late-password' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_TOKEN');
  });

  it('retires older links once a password is reset', async () => {
    const user = await world.createUser();
    const older = await resetLinkFor(user.email);
    const newer = await resetLinkFor(user.email);
    expect(
      (await world.client().post('/api/reset-password', { token: newer, password: 'first-new-password' }))
        .status,
    ).toBe(200);
    expect(
      (await world.client().post('/api/reset-password', { token: older, password: 'second-new-password' }))
        .status,
    ).toBe(400);
  });

  it('lets a token be used by only one of two simultaneous resets', async () => {
    const user = await world.createUser();
    const token = await resetLinkFor(user.email);
    const results = await Promise.all(
      ['password-one-1', 'password-two-2'].map((password) =>
        world.client().post('/api/reset-password', { token, password }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it.each([
    [{ token: 'x', password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ token: 'x', password: 'p'.repeat(101) }, 'password', 'Password is too long'],
    [{ password: 'long-enough' }, 'token', 'Invalid token'],
  ])('validates %j', async (body, field, message) => {
    const res = await world.client().post('/api/reset-password', body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  it('validates the email of a request', async () => {
    const res = await world.client().post('/api/forgot-password', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.fields.email).toBe('Please enter a valid email address');
  });

  it('answers false, not an error, for an unknown token', async () => {
    const res = await world.client().get('/api/verify-reset-token/not-a-real-token');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: false });
  });

  it('limits reset requests from one address to 5 in 15 minutes', async () => {
    const client = world.client();
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/forgot-password', { email: `someone${i}@example.com` })).status).toBe(
        200,
      );
    }
    const blocked = await client.post('/api/forgot-password', { email: 'someone@example.com' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many password reset requests/);
    world.clock.advance(hours(1));
    expect((await client.post('/api/forgot-password', { email: 'someone@example.com' })).status).toBe(200);
  });
});
