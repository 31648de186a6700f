import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiErrorBody } from '../../contract/errors';
import { MAX_ID } from '../../contract/ids';
import { GuideProfileInput, SeekerProfileInput } from '../../contract/profiles';
import type { RegisteredRoute } from '../app';
import { UNSUBSCRIBE_PATH } from '../features/email-settings';
import { applicationInput } from '../testing/fixtures';
import { type ActorName, MarketplaceCast, type RouteRequest } from '../testing/marketplace-cast';
import { changedTables, tableChecksums } from '../testing/table-checksum';
import { TestWorld } from '../testing/test-app';

/**
 * Every JSON endpoint of the app's route table, sent bodies, query strings and path parameters
 * built from its own zod schemas and filled with hostile values, by a caller who gets past the
 * guard to the validation: never a 5xx, every 4xx in DESIGN.md's error shape, and a refused
 * request writes nothing.
 */

const RUNS_PER_ROUTE = 12;

/** Every error answer: the house shape, and always the request's id. */
const ErrorAnswer = ApiErrorBody.required({ requestId: true }).strict();
/** The generated API explorer is not a JSON endpoint of Luz's own. */
const isFuzzed = (route: RegisteredRoute) =>
  route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD';

/** Who calls each route: someone its guard lets through, so what was sent is what gets judged. */
function callerOf(route: RegisteredRoute): ActorName | 'signedOut' {
  const key = `${route.method} ${route.url}`;
  if (route.url.startsWith('/api/admin/')) return 'admin';
  if (key in SIGNED_OUT_CALLS) return 'signedOut';
  if (GUIDE_CALLS.has(key)) return 'guide';
  if (route.url === '/api/guide-application') return 'pendingGuide';
  return 'seeker';
}

/** Calls that sign in, out or up: sent without a session, so the callers of other routes keep theirs. */
const SIGNED_OUT_CALLS: Record<string, true> = {
  'POST /api/login': true,
  'POST /api/logout': true,
  'POST /api/register': true,
  'POST /api/guide-signup': true,
  'POST /api/forgot-password': true,
  'POST /api/reset-password': true,
};
const GUIDE_CALLS = new Set([
  'POST /api/sessions',
  'PATCH /api/sessions/:id',
  'DELETE /api/sessions/:id',
  'GET /api/practitioner/sessions',
  'GET /api/bookings/practitioner',
  'GET /api/practitioner/dashboard',
  'GET /api/practitioner/earnings',
  'GET /api/sessions/:id/bookings',
  'POST /api/uploads/gallery',
]);

/** A valid body of the routes that take one, so one or two hostile fields reach the deeper checks. */
function validBodies(cast: MarketplaceCast): Record<string, Record<string, unknown>> {
  const session = {
    title: 'Full moon sound bath',
    description: 'Gongs, bowls and a long rest.',
    location: 'Rua da Graça 12, Lisbon',
    modality: 'Sound Healing',
    sessionDate: cast.dateAhead(300),
    startTime: '19:00',
    endTime: '20:30',
    price: 3500,
    capacity: 12,
  };
  return {
    'POST /api/register': {
      username: 'fuzzy_user',
      email: 'fuzzy@example.com',
      password: 'a-good-password',
      role: 'student',
    },
    'POST /api/guide-signup': {
      fullName: 'Rita Sousa',
      email: 'rita.fuzz@example.com',
      password: 'a-good-password',
      neighbourhood: 'Alfama',
      category: 'Reiki',
    },
    'POST /api/login': { username: 'nobody-here', password: 'wrong-password' },
    'POST /api/forgot-password': { email: 'someone@example.com' },
    'POST /api/reset-password': { token: 'not-a-token', password: 'a-brand-new-password' },
    'POST /api/newsletter': { email: 'reader@example.com' },
    'POST /api/guide-application': applicationInput(),
    'POST /api/sessions': { ...session, repeatWeeks: 2 },
    'PATCH /api/sessions/:id': session,
    'POST /api/sessions/:id/reviews': { rating: 5, comment: 'A calm and caring session.' },
    'POST /api/create-checkout-session': { sessionId: cast.session.id, notes: 'First time.' },
    'POST /api/checkout/:reference/pay': {
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/39',
      cvc: '123',
      name: 'Sofia Almeida',
    },
    'PATCH /api/profile': { name: 'Ana Lima', city: 'Lisbon', country: 'Portugal', bio: 'Hello.' },
    'POST /api/profile': { name: 'Ana Lima' },
    'PATCH /api/admin/guide-applications/:id': { status: 'rejected' },
    'PATCH /api/admin/users/:id': { isActive: true },
    'PATCH /api/admin/practitioners/:id/category': { category: 'Yoga' },
    // The seeker's booking ahead refuses the deletion whatever else comes with it.
    'DELETE /api/account': { password: 'correct-horse-battery', cancelUpcomingSessions: false },
  };
}

/** Profiles are checked in the service, against the schema of the caller's role. */
const FIELDS_CHECKED_IN_SERVICE: Record<string, string[]> = {
  'POST /api/profile': [...fieldNames(SeekerProfileInput), ...fieldNames(GuideProfileInput)],
  'PATCH /api/profile': [...fieldNames(SeekerProfileInput), ...fieldNames(GuideProfileInput)],
};

/** The top-level field names of a zod object schema (through intersections, refinements and pipes). */
function fieldNames(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodIntersection)
    return [...fieldNames(schema._zod.def.left), ...fieldNames(schema._zod.def.right)];
  if (schema instanceof z.ZodPipe) return fieldNames(schema._zod.def.in);
  return [];
}

// Values a careless or hostile client sends ──────────────────────────────────────────────────────

const trickyText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '%00',
  '\uD800',
  '😀',
  'İstanbul',
  'a'.repeat(5000),
  '9'.repeat(400),
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '2026-02-30',
  '2026-13-01',
  '1900-01-01',
  '9999-12-31',
  '24:00',
  '23:60',
  '-1',
  '0',
  '1e308',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[]',
  '{}',
  '1:1,group',
  'Reiki',
  'pending',
  'https://evil.example',
  'javascript:alert(1)',
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), trickyText);
const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 0.5, MAX_ID, MAX_ID + 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 2, arbitrary: number },
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), text, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A path parameter: something hostile, or an id that names a real row. */
const pathValue = (realIds: number[]) =>
  fc.oneof(
    text.filter((s) => s.length > 0),
    number.map(String),
    fc.constantFrom(...realIds.map(String)),
  );

/** A body: anything JSON, the route's own fields with hostile values, or a valid body with some spoilt. */
function bodyFor(fields: string[], valid: Record<string, unknown> | undefined): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [fc.jsonValue({ maxDepth: 3 })];
  if (fields.length > 0) {
    options.push(fc.record(Object.fromEntries(fields.map((field) => [field, value])), { requiredKeys: [] }));
  }
  if (valid) {
    const keys = [...new Set([...Object.keys(valid), ...fields, 'isAdmin', 'role', 'price'])];
    options.push(
      fc
        .dictionary(fc.constantFrom(...keys), value, { minKeys: 1, maxKeys: 2 })
        .map((spoilt) => ({ ...valid, ...spoilt })),
    );
  }
  return fc.oneof(...options);
}

/** Query pairs: the route's own keys (sometimes repeated, which makes an array) and a stray one. */
function queryFor(fields: string[]): fc.Arbitrary<[string, string][]> {
  const key =
    fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 6 })) : fc.string();
  return fc.array(fc.tuple(key, text), { maxLength: 5 });
}

interface Fuzzed {
  route: RegisteredRoute;
  request: fc.Arbitrary<RouteRequest>;
}

function fuzzerOf(route: RegisteredRoute, cast: MarketplaceCast, realIds: number[]): Fuzzed {
  const key = `${route.method} ${route.url}`;
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
  const params = route.url.match(/:[A-Za-z]+/g) ?? [];
  const pathArb = fc.tuple(...params.map(() => pathValue(realIds)));
  const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
  const bodyFields = FIELDS_CHECKED_IN_SERVICE[key] ?? fieldNames(schema.body);
  const request = fc
    .record({
      path: params.length > 0 ? pathArb : fc.constant([] as string[]),
      query: queryFor(fieldNames(schema.querystring)),
      body: takesBody ? bodyFor(bodyFields, validBodies(cast)[key]) : fc.constant(undefined),
    })
    .map(({ path, query, body }): RouteRequest => {
      let url = route.url;
      params.forEach((param, index) => {
        // A lone surrogate cannot be percent-encoded; UTF-8 replaces it as a browser would.
        url = url.replace(param, encodeURIComponent(Buffer.from(path[index]!).toString()));
      });
      const search = new URLSearchParams(query).toString();
      return {
        method: route.method as RouteRequest['method'],
        url: search ? `${url}?${search}` : url,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      };
    });
  return { route, request };
}

// Built before the tests are collected, so each route of the table is a test of its own.
const world = await TestWorld.start();
const cast = await MarketplaceCast.create(world);
const realIds = [
  cast.session.id,
  cast.bookingId,
  cast.pendingApplicationId,
  cast.user('guide').id,
  cast.user('otherGuide').id,
];
// Admin calls last: what they change (approvals, accounts) must not lock the others out first.
const fuzzed = world.app.routeTable
  .filter(isFuzzed)
  .sort((a, b) => Number(a.url.startsWith('/api/admin/')) - Number(b.url.startsWith('/api/admin/')))
  .map((route) => fuzzerOf(route, cast, realIds));
afterAll(() => world.close());

describe('hostile bodies, query strings and path parameters', () => {
  it('reach every JSON endpoint', () => {
    expect(fuzzed.length).toBeGreaterThan(40);
  });

  it.each(fuzzed.map((entry) => [`${entry.route.method} ${entry.route.url}`, entry] as const))(
    '%s answers below 500, refuses in the error shape and writes nothing when it refuses',
    async (_key, { route, request }) => {
      const caller = cast.actor(callerOf(route));
      const start = await tableChecksums(world);
      // A refusal leaves the tables as they were, so the last snapshot stands for the next request.
      let snapshot = route.method === 'GET' ? undefined : start;
      await fc.assert(
        fc.asyncProperty(request, async (sent) => {
          const res = await cast.send(caller, sent);
          await world.app.jobs.drain();
          await world.app.background.drain();
          const seen = `${sent.method} ${sent.url} ${String(sent.body).slice(0, 300)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
          expect(res.status, seen).toBeLessThan(500);
          const after = snapshot && (await tableChecksums(world));
          const before = snapshot;
          snapshot = after;
          if (res.status < 400) return;
          if (
            route.method === 'GET' &&
            route.url === UNSUBSCRIBE_PATH &&
            String(res.headers['content-type']).startsWith('text/html')
          ) {
            // The page a person opens from an email: a link that does not work is a page that says so.
            return;
          }
          expect(ErrorAnswer.safeParse(res.body).success, seen).toBe(true);
          expect(res.body.error.length, seen).toBeGreaterThan(0);
          expect(res.body.code, seen).toMatch(/^[A-Z_]+$/);
          if (before && after) expect(changedTables(before, after), seen).toEqual([]);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
      // Reading never writes, whatever it answers.
      if (route.method === 'GET') expect(changedTables(start, await tableChecksums(world))).toEqual([]);
    },
  );

  it('include bodies that try to reach object prototypes, or are not whole JSON', async () => {
    const caller = cast.actor('seeker');
    const bodies = [
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{}}}',
      '[',
      '"',
      'null',
      '1',
    ];
    for (const { route } of fuzzed.filter(
      ({ route }) => route.method !== 'GET' && route.method !== 'DELETE',
    )) {
      for (const body of bodies) {
        const res = await cast.send(caller, {
          method: route.method as RouteRequest['method'],
          url: route.url.replace(/:[A-Za-z]+/g, '1'),
          body,
          headers: { 'content-type': 'application/json' },
        });
        const seen = `${route.method} ${route.url} ${body} → ${res.status} ${JSON.stringify(res.body)}`;
        expect(res.status, seen).toBeLessThan(500);
        if (res.status >= 400) expect(ErrorAnswer.safeParse(res.body).success, seen).toBe(true);
      }
    }
  });

  it('include addresses the router cannot read, answered in the same shape', async () => {
    for (const url of [
      '/api/sessions/%E0%A4%A',
      '/api/practitioners/%',
      `/api/sessions/${'9'.repeat(400)}`,
      `/api/checkout/${'x'.repeat(400)}/pay`,
    ]) {
      const res = await cast.send(cast.actor('seeker'), {
        method: url.endsWith('/pay') ? 'POST' : 'GET',
        url,
      });
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      expect(ErrorAnswer.safeParse(res.body).success, `${url} → ${JSON.stringify(res.body)}`).toBe(true);
    }
  });
});
