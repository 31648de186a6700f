import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailSettingsService } from '../features/email-settings';
import { ACTORS, type ActorName, MarketplaceCast } from '../testing/marketplace-cast';
import { type RouteKey, registeredRoutes } from '../testing/route-table';
import { PUBLIC_URL, TestWorld } from '../testing/test-app';
import { PRIVATE_ANSWER } from './private-answers';
import { REVALIDATED_ANSWER } from './revalidated-answers';

/**
 * Answers that depend on who asks must never be kept by a shared cache or left on disk by a
 * browser: every API read, asked with a session, is `private, no-store`, refusals included; so is
 * every answer of a route meant for signed-in people, asked without one. What signed-out visitors
 * read of explore and guides' pages keeps its caching as it was.
 */

/** An address of every API read; a route added to the app without one fails this file. */
const ADDRESSES: Record<RouteKey, (cast: MarketplaceCast) => string | Promise<string>> = {
  'GET /api/user': () => '/api/user',
  'GET /api/verify-reset-token/:token': async (cast) => `/api/verify-reset-token/${await cast.resetToken()}`,
  'GET /api/stats': () => '/api/stats',
  'GET /api/testimonials': () => '/api/testimonials',
  'GET /api/practitioners': () => '/api/practitioners',
  'GET /api/practitioners/:id': (cast) => `/api/practitioners/${cast.user('guide').id}`,
  'GET /api/practitioners/:id/reviews': (cast) => `/api/practitioners/${cast.user('guide').id}/reviews`,
  'GET /api/practitioners/:id/private-slots': (cast) =>
    `/api/practitioners/${cast.user('guide').id}/private-slots?date=${cast.dateAhead(3)}`,
  'GET /api/practitioners/:id/review-eligibility': (cast) =>
    `/api/practitioners/${cast.user('guide').id}/review-eligibility`,
  'GET /api/sessions': (cast) => `/api/sessions?practitionerId=${cast.user('guide').id}`,
  'GET /api/sessions/:id': (cast) => `/api/sessions/${cast.session.id}`,
  'GET /api/sessions/:id/reviews': (cast) => `/api/sessions/${cast.session.id}/reviews`,
  'GET /api/sessions/:id/bookings': (cast) => `/api/sessions/${cast.session.id}/bookings`,
  'GET /api/guide-application': () => '/api/guide-application',
  'GET /api/practitioner/sessions': () => '/api/practitioner/sessions',
  'GET /api/bookings/practitioner': () => '/api/bookings/practitioner',
  'GET /api/practitioner/dashboard': () => '/api/practitioner/dashboard',
  'GET /api/practitioner/earnings': () => '/api/practitioner/earnings',
  'GET /api/practitioner/reviews': () => '/api/practitioner/reviews',
  'GET /api/profile': () => '/api/profile',
  'GET /api/email-settings': () => '/api/email-settings',
  'GET /api/email/unsubscribe': async (cast) => {
    const user = await cast.world.createUser();
    const settings = new EmailSettingsService({
      db: cast.world.db,
      clock: cast.world.clock,
      publicUrl: PUBLIC_URL,
    });
    return (await settings.unsubscribeLinkFor(user.id, 'reminders')).url.slice(PUBLIC_URL.length);
  },
  'GET /api/account/export': () => '/api/account/export',
  'GET /api/favorites': () => '/api/favorites',
  'GET /api/favorites/ids': () => '/api/favorites/ids',
  'GET /api/bookings': () => '/api/bookings',
  'GET /api/bookings/:id': (cast) => `/api/bookings/${cast.bookingId}`,
  'GET /api/bookings/:id/receipt': (cast) => `/api/bookings/${cast.bookingId}/receipt`,
  'GET /api/bookings/:id/refund-preview': (cast) => `/api/bookings/${cast.bookingId}/refund-preview`,
  'GET /api/conversations/unread': () => '/api/conversations/unread',
  'GET /api/conversations/:bookingId/messages': (cast) => `/api/conversations/${cast.bookingId}/messages`,
  'GET /api/admin/conversation-reports': () => '/api/admin/conversation-reports',
  // Reported first, so an admin may read it (a second report of the same is refused, and changes nothing).
  'GET /api/admin/conversations/:bookingId/messages': async (cast) => {
    await cast.send(cast.actor('seeker'), {
      method: 'POST',
      url: `/api/conversations/${cast.bookingId}/reports`,
      body: { reason: 'spam' },
    });
    return `/api/admin/conversations/${cast.bookingId}/messages`;
  },
  'GET /api/checkout/:reference': (cast) => `/api/checkout/${cast.holdReference}`,
  'GET /api/admin/metrics': () => '/api/admin/metrics',
  'GET /api/admin/guide-applications': () => '/api/admin/guide-applications',
  'GET /api/admin/guide-applications/pending': () => '/api/admin/guide-applications/pending',
  'GET /api/admin/guide-applications/:id': (cast) =>
    `/api/admin/guide-applications/${cast.pendingApplicationId}`,
  'GET /api/admin/practitioners': () => '/api/admin/practitioners',
  'GET /api/admin/users': () => '/api/admin/users',
  'GET /api/admin/users/:id/removal-preview': (cast) =>
    `/api/admin/users/${cast.user('guide').id}/removal-preview`,
  'GET /api/admin/sessions': () => '/api/admin/sessions',
  'GET /api/admin/bookings': () => '/api/admin/bookings',
  'GET /api/admin/review-reports': () => '/api/admin/review-reports?status=all',
  'GET /api/admin/audit-log': () => '/api/admin/audit-log',
  'GET /api/admin/jobs': () => '/api/admin/jobs',
  'GET /api/docs': () => '/api/docs',
  'GET /api/docs/json': () => '/api/docs/json',
  'GET /api/docs/yaml': () => '/api/docs/yaml',
  'GET /api/docs/static/index.html': () => '/api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js': () => '/api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*': () => '/api/docs/static/swagger-ui.css',
};

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
let apiReads: RouteKey[];

beforeAll(async () => {
  world = await TestWorld.start();
  cast = await MarketplaceCast.create(world);
  apiReads = registeredRoutes(world.app).filter((key) => key.startsWith('GET /api/'));
});
afterAll(() => world.close());

const read = async (key: RouteKey, name: ActorName) =>
  cast.send(cast.actor(name), { method: 'GET', url: await ADDRESSES[key]!(cast) });

describe('Cache-Control of API answers', () => {
  it('has an address for every API read the app registers', () => {
    expect(apiReads.filter((key) => !(key in ADDRESSES))).toEqual([]);
    expect(Object.keys(ADDRESSES).filter((key) => !apiReads.includes(key))).toEqual([]);
  });

  it.each(Object.keys(ADDRESSES))(
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

  it.each(Object.keys(ADDRESSES))(
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
