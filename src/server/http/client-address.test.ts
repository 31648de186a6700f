import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../config';
import { AUTH_RATE_LIMITS } from '../features/auth/routes';
import { NEWSLETTER_RATE_LIMIT } from '../features/newsletter/routes';
import { TestWorld } from '../testing/test-app';

/**
 * Which address the per-address limits count: a client that writes its own X-Forwarded-For must not
 * get a fresh budget with every request, whatever TRUST_PROXY says.
 */

const tag = () => randomBytes(4).toString('hex');

/** The four limits anyone can reach without an account, each with a request it accepts. */
const LIMITED_ROUTES = [
  {
    what: 'sign-in',
    max: AUTH_RATE_LIMITS.login.max,
    url: '/api/login',
    body: () => ({ username: `nobody_${tag()}`, password: 'wrong-password' }),
    answer: 401,
  },
  {
    what: 'sign-up',
    max: AUTH_RATE_LIMITS.register.max,
    url: '/api/register',
    body: () => {
      const username = `joiner_${tag()}`;
      return { username, email: `${username}@example.com`, password: 'a-password', role: 'student' };
    },
    answer: 201,
  },
  {
    what: 'password reset',
    max: AUTH_RATE_LIMITS.forgotPassword.max,
    url: '/api/forgot-password',
    body: () => ({ email: `victim_${tag()}@example.com` }),
    answer: 200,
  },
  {
    what: 'newsletter',
    max: NEWSLETTER_RATE_LIMIT.max,
    url: '/api/newsletter',
    body: () => ({ email: `reader_${tag()}@example.com` }),
    answer: 200,
  },
];

type LimitedRoute = (typeof LIMITED_ROUTES)[number];

let nextClient = 1;
/** A documentation address (TEST-NET-3) no other test uses. */
const newClientAddress = () => `203.0.113.${nextClient++}`;
/** What an attacker writes at the left of X-Forwarded-For: a different address every time. */
const spoofed = (n: number) => `198.51.100.${n + 1}`;

function worldTrusting(trustProxy: TrustProxy) {
  const holder: { world?: TestWorld } = {};
  beforeAll(async () => {
    holder.world = await TestWorld.start({ trustProxy });
  });
  afterAll(() => holder.world?.close());
  return () => holder.world!;
}

/** `route.max` requests, each through `hop(n)`, are answered; the next one gets 429. */
async function expectLimited(world: TestWorld, route: LimitedRoute, hop: (n: number) => RequestFrom) {
  const send = (n: number) =>
    world.app.inject({
      method: 'POST',
      url: route.url,
      payload: route.body(),
      remoteAddress: hop(n).remoteAddress,
      headers: hop(n).forwardedFor === undefined ? {} : { 'x-forwarded-for': hop(n).forwardedFor },
    });
  for (let n = 0; n < route.max; n++)
    expect((await send(n)).statusCode, `request ${n + 1}`).toBe(route.answer);
  const refused = await send(route.max);
  expect(refused.statusCode).toBe(429);
  expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
}

interface RequestFrom {
  remoteAddress: string;
  forwardedFor?: string;
}

describe('without TRUST_PROXY', () => {
  const world = worldTrusting(false);

  it.each(LIMITED_ROUTES)(
    'counts $what by the connecting address, ignoring X-Forwarded-For',
    async (route) => {
      const client = newClientAddress();
      await expectLimited(world(), route, (n) => ({ remoteAddress: client, forwardedFor: spoofed(n) }));
      const neighbour = await world().app.inject({
        method: 'POST',
        url: route.url,
        payload: route.body(),
        remoteAddress: newClientAddress(),
        headers: { 'x-forwarded-for': client },
      });
      expect(neighbour.statusCode, 'naming a limited address does not borrow its limit').toBe(route.answer);
    },
  );
});

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  const world = worldTrusting(1);
  const PROXY = '10.200.0.1';

  it.each(LIMITED_ROUTES)(
    'counts $what by the address the proxy appended, whatever the client wrote before it',
    async (route) => {
      const client = newClientAddress();
      await expectLimited(world(), route, (n) => ({
        remoteAddress: PROXY,
        forwardedFor: `${spoofed(n)}, ${client}`,
      }));
      const someoneElse = await world().app.inject({
        method: 'POST',
        url: route.url,
        payload: route.body(),
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `${client}, ${newClientAddress()}` },
      });
      expect(someoneElse.statusCode, 'another client behind the same proxy').toBe(route.answer);
    },
  );
});

describe('TRUST_PROXY with the proxies’ addresses', () => {
  const world = worldTrusting('10.200.0.0/16,127.0.0.1');

  it.each(LIMITED_ROUTES)(
    'counts $what by the first address no trusted proxy added, skipping only trusted hops',
    async (route) => {
      const client = newClientAddress();
      // The client, then two proxies of ours: the edge one appended the client, the inner one the edge.
      await expectLimited(world(), route, (n) => ({
        remoteAddress: '10.200.3.4',
        forwardedFor: `${spoofed(n)}, ${client}, 10.200.0.9`,
      }));
    },
  );

  it.each(LIMITED_ROUTES)(
    'counts $what by the connecting address when it is not a trusted proxy',
    async (route) => {
      const direct = newClientAddress();
      await expectLimited(world(), route, (n) => ({
        remoteAddress: direct,
        forwardedFor: `${spoofed(n)}, 10.200.0.9`,
      }));
    },
  );
});
