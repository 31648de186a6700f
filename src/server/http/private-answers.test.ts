import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_READ_ADDRESSES, apiReadsWithoutAddress } from '../testing/api-read-addresses';
import { ACTORS, type ActorName, MarketplaceCast } from '../testing/marketplace-cast';
import type { RouteKey } from '../testing/route-table';
import { TestWorld } from '../testing/test-app';
import { PRIVATE_ANSWER } from './private-answers';
import { REVALIDATED_ANSWER } from './revalidated-answers';

/**
 * Answers that depend on who asks must never be kept by a shared cache or left on disk by a
 * browser: every API read, asked with a session, is `private, no-store`, refusals included; so is
 * every answer of a route meant for signed-in people, asked without one. What signed-out visitors
 * read of explore and guides' pages keeps its caching as it was.
 */

/** Explore, a guide's page and their reviews: revalidated by entity tag (decision 029). */
const LISTING_READS = new Set<RouteKey>([
  'GET /api/practitioners',
  'GET /api/practitioners/:id',
  'GET /api/practitioners/:id/reviews',
]);

/** What signed-out visitors read of the public pages and the API's documentation: cached as before. */
const SHARED = new Set<RouteKey>([
  'GET /api/stats',
  'GET /api/testimonials',
  'GET /api/practitioners',
  'GET /api/practitioners/:id',
  'GET /api/practitioners/:id/reviews',
  'GET /api/practitioners/:id/private-slots',
  'GET /api/sessions',
  'GET /api/sessions/:id',
  'GET /api/sessions/:id/reviews',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
]);

const WITH_SESSION = ACTORS.filter((name): name is Exclude<ActorName, 'signedOut'> => name !== 'signedOut');

let world: TestWorld;
let cast: MarketplaceCast;

beforeAll(async () => {
  world = await TestWorld.start();
  cast = await MarketplaceCast.create(world);
});
afterAll(() => world.close());

const read = async (key: RouteKey, name: ActorName) =>
  cast.send(cast.actor(name), { method: 'GET', url: await API_READ_ADDRESSES[key]!(cast) });

describe('Cache-Control of API answers', () => {
  it('has an address for every API read the app registers', () => {
    expect(apiReadsWithoutAddress(world.app)).toEqual({ missing: [], gone: [] });
  });

  it.each(Object.keys(API_READ_ADDRESSES))(
    '%s is private and never stored when a session comes with it, whatever the status',
    async (key) => {
      const answered: Record<string, string> = {};
      for (const name of WITH_SESSION) {
        const res = await read(key, name);
        answered[name] = `${res.status} ${res.headers['cache-control'] ?? 'no cache-control'}`;
      }
      const expected = Object.fromEntries(
        Object.entries(answered).map(([name, seen]) => [name, `${seen.split(' ')[0]} ${PRIVATE_ANSWER}`]),
      );
      expect(answered).toEqual(expected);
      // Successes and refusals are both in there: the rule is not only met by error answers.
      expect(
        Object.values(answered).some((seen) => Number(seen.split(' ')[0]) < 400),
        key,
      ).toBe(true);
    },
  );

  it.each(Object.keys(API_READ_ADDRESSES))(
    '%s, asked without a session, is private unless everyone gets the same answer',
    async (key) => {
      const res = await read(key, 'signedOut');
      if (SHARED.has(key)) expect(res.headers['cache-control']).not.toBe(PRIVATE_ANSWER);
      else expect(res.headers['cache-control'], `${res.status}`).toBe(PRIVATE_ANSWER);
    },
  );

  it('leaves the public JSON answers signed-out visitors read public: the listing revalidated, the others as they are', async () => {
    for (const key of [...SHARED].filter((route) => !route.startsWith('GET /api/docs'))) {
      const res = await read(key, 'signedOut');
      expect({ key, status: res.status, cacheControl: res.headers['cache-control'] }).toEqual({
        key,
        status: 200,
        cacheControl: LISTING_READS.has(key) ? REVALIDATED_ANSWER : undefined,
      });
    }
  });

  it('marks refusals of signed-out visitors and unknown API addresses private too', async () => {
    const signedOut = cast.actor('signedOut');
    for (const url of [
      '/api/user',
      '/api/bookings',
      '/api/profile',
      '/api/admin/users',
      '/api/nothing-here',
    ]) {
      const res = await cast.send(signedOut, { method: 'GET', url });
      expect({ url, status: res.status, cacheControl: res.headers['cache-control'] }).toEqual({
        url,
        status: url === '/api/nothing-here' ? 404 : 401,
        cacheControl: PRIVATE_ANSWER,
      });
    }
  });

  it('marks the answer of a sign-in, which carries the user, private', async () => {
    const user = await world.createUser();
    const res = await world.client().post('/api/login', { username: user.username, password: user.password });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE_ANSWER);
  });

  it('keeps the caching of files outside the API, session or not', async () => {
    const res = await cast.send(cast.actor('seeker'), { method: 'GET', url: '/robots.txt' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
