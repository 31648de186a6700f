import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOGIN_LIMIT } from '../features/auth/account-login-throttle';
import { bookingRow } from '../testing/booking-fixtures';
import { createBooking, createGuide, createSession } from '../testing/fixtures';
import { multipartBody } from '../testing/multipart-body';
import { PUBLIC_URL, type TestClient, TestWorld, withoutRequestId } from '../testing/test-app';
import { minutes } from '../testing/test-clock';
import { SESSION_COOKIE } from './session-cookie';

/**
 * What an attacker tries first. Proven elsewhere and not repeated here: the per-address sign-in
 * limit on one account and the new token at every sign-in (features/auth/login.test.ts), reset links
 * that work once, expire after an hour and are stored hashed (features/auth/password-reset.test.ts),
 * SVGs, truncated images, oversized files and non-guides refused by uploads
 * (features/uploads/uploads.test.ts), a login from another Origin or `Sec-Fetch-Site: cross-site`
 * (http/http-baseline.test.ts), and `return_url` (web/features/seeker-profile/return-destination.test.ts).
 */

const INDEX_HTML =
  '<!doctype html><html><head><title>Luz</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

let world: TestWorld;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'luz-web-'));
  await writeFile(join(webDistDir, 'index.html'), INDEX_HTML);
  world = await TestWorld.start({ webDistDir });
});
afterAll(async () => {
  await world.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const signIn = (client: TestClient, username: string, password: string) =>
  client.post('/api/login', { username, password });

describe('guessing passwords', () => {
  it('slows an account to 429 after 20 failed sign-ins for every address that failed, whichever they are', async () => {
    const user = await world.createUser();
    const bystander = await world.createUser();
    // Each guess from a new address, so the per-address limit never trips; by username and email alike.
    const guessers: TestClient[] = [];
    for (let n = 0; n < ACCOUNT_LOGIN_LIMIT.max; n++) {
      const name = n % 2 === 0 ? user.username : user.email.toUpperCase();
      guessers.push(world.client());
      expect((await signIn(guessers[n]!, name, `wrong-password-${n}`)).status).toBe(401);
    }
    const blocked = await signIn(guessers[0]!, user.username, user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      error: 'Too many login attempts for this account. Please try again in 15 minutes.',
      code: 'TOO_MANY_REQUESTS',
      requestId: expect.any(String),
    });
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);
    expect(blocked.headers['set-cookie']).toBeUndefined();

    // A new address gets its one guess and is then refused too: each guess costs the guesser an address.
    const newcomer = world.client();
    expect((await signIn(newcomer, user.username, 'wrong-password-again')).status).toBe(401);
    expect((await signIn(newcomer, user.username, user.password)).status).toBe(429);

    // Other accounts are not slowed, even from an address that failed.
    expect((await signIn(guessers[1]!, bystander.username, bystander.password)).status).toBe(200);
    world.clock.advance(ACCOUNT_LOGIN_LIMIT.windowMs + 1000);
    expect((await signIn(guessers[0]!, user.username, user.password)).status).toBe(200);
  });

  it.each(['student', 'admin'] as const)(
    'never locks a %s out: the attacker gets 429 while the owner signs in from another address',
    async (role) => {
      const owner = await world.createUser({ role });
      const attackers = [world.client(), world.client(), world.client()];
      // Three addresses, each under the per-address limit, together at the account's.
      for (let n = 0; n < ACCOUNT_LOGIN_LIMIT.max; n++) {
        const res = await signIn(attackers[n % 3]!, owner.username, `guess-${n}`);
        expect(res.status, `guess ${n + 1}`).toBe(401);
      }
      for (const attacker of attackers) {
        expect((await signIn(attacker, owner.username, `guess-again`)).status).toBe(429);
        // Even the right password: a guesser must not learn it from the answer.
        expect((await signIn(attacker, owner.username, owner.password)).status).toBe(429);
      }

      const atHome = world.client();
      const signedIn = await signIn(atHome, owner.username, owner.password);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.role).toBe(role);
      expect((await atHome.get('/api/user')).body.id).toBe(owner.id);
      // Signing out and in again from home still works while the attack goes on.
      await atHome.post('/api/logout');
      expect((await signIn(atHome, owner.email, owner.password)).status).toBe(200);
    },
  );

  it('checks only one of many guesses sent at once from a new address to an account over its limit', async () => {
    const user = await world.createUser();
    for (let n = 0; n < ACCOUNT_LOGIN_LIMIT.max; n++) {
      expect((await signIn(world.client(), user.username, `wrong-password-${n}`)).status).toBe(401);
    }
    const newcomer = world.client();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => signIn(newcomer, user.username, `burst-guess-${n}`)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([401, 429, 429, 429, 429]);
  });

  it('answers a name with no account the same way, so the limit does not tell who has one', async () => {
    const user = await world.createUser();
    const answersFor = async (name: string) => {
      const guessers = Array.from({ length: ACCOUNT_LOGIN_LIMIT.max }, () => world.client());
      for (const guesser of guessers) {
        expect((await signIn(guesser, name, 'wrong-password')).status).toBe(401);
      }
      const again = await signIn(guessers[0]!, name, 'wrong-password');
      const newcomer = await signIn(world.client(), name, 'wrong-password');
      return {
        again: [again.status, withoutRequestId(again.body)],
        newcomer: [newcomer.status, withoutRequestId(newcomer.body)],
      };
    };
    const unknown = await answersFor('nobody-at-all');
    expect(unknown.again).toEqual([
      429,
      {
        error: 'Too many login attempts for this account. Please try again in 15 minutes.',
        code: 'TOO_MANY_REQUESTS',
      },
    ]);
    expect(unknown.newcomer[0]).toBe(401);
    expect(await answersFor(user.username)).toEqual(unknown);
  });

  it('does not count sign-ins that succeed, so a busy account is never locked by its owner', async () => {
    const user = await world.createUser();
    for (let n = 0; n <= ACCOUNT_LOGIN_LIMIT.max; n++) {
      expect((await signIn(world.client(), user.username, user.password)).status).toBe(200);
    }
  });

  it('slows an address to 429 after 10 failed sign-ins, even on ten different accounts', async () => {
    const client = world.client();
    for (let n = 0; n < 10; n++) {
      const user = await world.createUser();
      expect((await signIn(client, user.username, 'wrong-password')).status).toBe(401);
    }
    const user = await world.createUser();
    const blocked = await signIn(client, user.username, user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many login attempts\. Please try again in/);
    world.clock.advance(minutes(15) + 1000);
  });
});

describe('requests from another site', () => {
  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['the same host on another port', { origin: 'http://luz.test:8080' }],
    ['a subdomain', { origin: 'http://evil.luz.test' }],
    ['https instead of http', { origin: 'https://luz.test' }],
    ['a sandboxed frame or file', { origin: 'null' }],
    ['a browser saying cross-site without an Origin', { 'sec-fetch-site': 'cross-site' }],
  ])(
    'refuses a signed-in seeker cancelling a booking from %s, and nothing changes',
    async (_from, headers) => {
      const guide = await createGuide(world);
      const session = await createSession(world, guide);
      const { user, client } = await world.signedIn();
      const booking = await createBooking(world, session, user);
      const res = await client.post(`/api/bookings/${booking.id}/cancel`, undefined, headers);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: 'Requests from other sites are not allowed',
        code: 'FOREIGN_ORIGIN',
        requestId: expect.any(String),
      });
      expect((await bookingRow(world, booking.id)).status).toBe('confirmed');
      const own = await client.post(`/api/bookings/${booking.id}/cancel`, undefined, { origin: PUBLIC_URL });
      expect(own.status).toBe(200);
    },
  );

  it('never lets another site read an answer: no CORS headers, even when asked', async () => {
    const { client } = await world.signedIn();
    const res = await client.get('/api/user', { origin: 'https://evil.example' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await client.request('OPTIONS', '/api/bookings', undefined, {
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the session cookie', () => {
  it('is never one the browser brought: a token planted before sign-in is not adopted', async () => {
    const user = await world.createUser();
    const planted = 'attacker-chosen-session-value';
    const client = world.client();
    const res = await client.post(
      '/api/login',
      { username: user.username, password: user.password },
      { cookie: `${SESSION_COOKIE}=${planted}` },
    );
    expect(res.status).toBe(200);
    expect(client.cookie(SESSION_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(client.cookie(SESSION_COOKIE)).not.toBe(planted);
    expect((await world.client().get('/api/user', { cookie: `${SESSION_COOKIE}=${planted}` })).status).toBe(
      401,
    );
  });

  it('is HttpOnly, SameSite=Lax and for the whole site', async () => {
    const user = await world.createUser();
    const res = await signIn(world.client(), user.username, user.password);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });
});

describe('uploads', () => {
  const guide = () => world.signedIn({ role: 'practitioner', isApproved: true });
  const upload = (client: TestClient, bytes: Buffer, filename: string, type: string) => {
    const { body, headers } = multipartBody({ bytes, filename, type });
    return client.post('/api/uploads/gallery', body, headers);
  };

  it.each([
    [
      'a PNG signature followed by HTML',
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('<html><script>alert(document.cookie)</script></html>'),
      ]),
      'photo.png',
      'image/png',
    ],
    ['a text file renamed .jpg', Buffer.from('just some words, not pixels'), 'holiday.jpg', 'image/jpeg'],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>'), 'page.html', 'text/html'],
    [
      'a GIF header followed by script',
      Buffer.from('GIF89a/*\u0000\u0000*/=alert(1)//'),
      'animation.gif',
      'image/gif',
    ],
  ])('refuses %s with 415 and stores nothing', async (_what, bytes, filename, type) => {
    const { client } = await guide();
    const before = await world.storedImageNames();
    const res = await upload(client, bytes, filename, type);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      error: 'Please upload an image (JPEG, PNG, WebP or GIF)',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      requestId: expect.any(String),
    });
    expect(await world.storedImageNames()).toEqual(before);
  });

  it('serves what it keeps as WebP that browsers must not sniff, under the same policy', async () => {
    const { client } = await guide();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0603a' } })
      .png()
      .toBuffer();
    const stored = await upload(client, png, 'a.html', 'text/html');
    expect(stored.status).toBe(201);
    const served = await world.app.inject({ method: 'GET', url: stored.body.url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('security headers', () => {
  const expectBaseline = (headers: Record<string, unknown>, what: string) => {
    const csp = String(headers['content-security-policy']);
    expect(csp, what).toContain("default-src 'self'");
    expect(csp, what).toContain("script-src 'self'");
    expect(csp, what).toContain("object-src 'none'");
    expect(csp, what).toContain("frame-ancestors 'none'");
    expect(csp, what).toContain("base-uri 'self'");
    expect(csp, what).toContain("form-action 'self'");
    expect(csp, `${what}: scripts only from Luz's own files`).not.toMatch(
      /script-src[^;]*'unsafe-(inline|eval)'/,
    );
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
    expect(headers['referrer-policy'], what).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
    expect(headers['x-powered-by'], what).toBeUndefined();
    expect(headers.server, what).toBeUndefined();
  };

  it('are on pages, API answers, errors and files, with no HSTS over plain http', async () => {
    const { client } = await world.signedIn();
    const answers = {
      'the home page': await world.client().get('/'),
      'a guide page': await world.client().get('/practitioner/1'),
      'a missing page': await world.client().get('/no-such-page'),
      'an API answer': await client.get('/api/user'),
      'an API refusal': await world.client().get('/api/bookings'),
      'an unknown endpoint': await world.client().get('/api/nothing-here'),
      'a validation error': await client.post('/api/create-checkout-session', { sessionId: 'x' }),
      'robots.txt': await world.client().get('/robots.txt'),
    };
    expect(String(answers['the home page'].headers['content-type'])).toContain('text/html');
    for (const [what, res] of Object.entries(answers)) {
      expectBaseline(res.headers, what);
      expect(res.headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  it('add HSTS and Secure cookies when Luz is served over https', async () => {
    const secure = await TestWorld.start({ webDistDir, publicUrl: 'https://luz.test' });
    try {
      const user = await secure.createUser();
      for (const url of ['/', '/api/stats']) {
        const res = await secure.client().get(url);
        expectBaseline(res.headers, url);
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      }
      const signedIn = await signIn(secure.client(), user.username, user.password);
      expect(String(signedIn.headers['set-cookie'])).toContain('Secure');
    } finally {
      await secure.close();
    }
  });
});
