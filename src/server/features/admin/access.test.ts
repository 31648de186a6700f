import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationInput, createGuide, createSession } from '../../testing/fixtures';
import { type TestClient, TestWorld } from '../../testing/test-app';

let world: TestWorld;
let admin: TestClient;
let seeker: TestClient;
let guide: TestClient;
let target: { id: number };
let applicationId: number;
let sessionId: number;

beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
  seeker = (await world.signedIn()).client;
  guide = (await world.signedIn({ role: 'practitioner', isApproved: true })).client;
  target = await world.createUser();
  const applicant = await world.signedIn({ role: 'practitioner', isApproved: false });
  applicationId = (await applicant.client.post('/api/guide-application', applicationInput())).body.id;
  sessionId = (await createSession(world, await createGuide(world))).id;
});
afterAll(() => world.close());

type Call = { method: 'GET' | 'PATCH'; url: () => string; body?: unknown };

const ADMIN_CALLS: Call[] = [
  { method: 'GET', url: () => '/api/admin/metrics' },
  { method: 'GET', url: () => '/api/admin/guide-applications' },
  { method: 'GET', url: () => '/api/admin/guide-applications/pending' },
  { method: 'GET', url: () => `/api/admin/guide-applications/${applicationId}` },
  { method: 'GET', url: () => '/api/admin/practitioners' },
  { method: 'GET', url: () => '/api/admin/users' },
  { method: 'PATCH', url: () => `/api/admin/users/${target.id}`, body: { isActive: true } },
  { method: 'GET', url: () => `/api/admin/users/${target.id}/removal-preview` },
  { method: 'GET', url: () => '/api/admin/sessions' },
  { method: 'GET', url: () => '/api/admin/bookings' },
  { method: 'GET', url: () => '/api/admin/audit-log' },
];

const send = (client: TestClient, call: Call, url = call.url()) =>
  client.request(call.method, url, call.body);

describe.each(ADMIN_CALLS)('$method $url', (call) => {
  it('is refused to signed-out visitors with 401', async () => {
    const res = await send(world.client(), call);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: 'Please log in to continue',
      code: 'NOT_SIGNED_IN',
      requestId: expect.any(String),
    });
  });

  it('is refused to seekers and guides with 403', async () => {
    for (const client of [seeker, guide]) {
      const res = await send(client, call);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: 'You need to be an admin to do this',
        code: 'FORBIDDEN',
        requestId: expect.any(String),
      });
    }
  });

  it('answers admins with 200', async () => {
    const res = await send(admin, call);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('checks who is calling before what they sent', async () => {
    const url = call.method === 'GET' ? `${call.url()}?page=0&pageSize=abc` : '/api/admin/users/abc';
    expect((await world.client().request(call.method, url, { isActive: 'no' })).status).toBe(401);
    expect((await seeker.request(call.method, url, { isActive: 'no' })).status).toBe(403);
  });
});

describe('the admin calls that existed before the panel', () => {
  it('also answer 401 and 403 before reading what was sent', async () => {
    for (const url of [`/api/admin/guide-applications/abc`, `/api/admin/sessions/abc/cancel`]) {
      expect((await world.client().patch(url, { status: 'maybe' })).status).toBe(401);
      expect((await seeker.patch(url, { status: 'maybe' })).status).toBe(403);
      expect((await guide.patch(url, { status: 'maybe' })).status).toBe(403);
      expect((await admin.patch(url, { status: 'maybe' })).status).toBe(400);
    }
    expect((await seeker.patch(`/api/admin/sessions/${sessionId}/cancel`)).status).toBe(403);
  });
});

const LISTS = [
  '/api/admin/guide-applications',
  '/api/admin/guide-applications/pending',
  '/api/admin/practitioners',
  '/api/admin/users',
  '/api/admin/sessions',
  '/api/admin/bookings',
  '/api/admin/audit-log',
];

describe('admin list query strings', () => {
  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['page=10001', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=ten', 'pageSize'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('refuses %s on every list with 400 naming the field', async (query, field) => {
    for (const list of LISTS) {
      const res = await admin.get(`${list}?${query}`);
      expect(res.status, `${list}?${query}`).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields)).toEqual([field]);
    }
  });

  it.each([
    ['/api/admin/guide-applications', 'status=done', 'Status must be pending, approved or rejected'],
    [
      '/api/admin/practitioners',
      'guideStatus=maybe',
      'Guide status must be approved, pending or not-a-guide',
    ],
    ['/api/admin/users', 'role=superuser', 'Role must be student, practitioner or admin'],
    ['/api/admin/users', 'isActive=yes', 'isActive must be true or false'],
    ['/api/admin/sessions', 'status=open', 'Status must be scheduled, completed or cancelled'],
    [
      '/api/admin/bookings',
      'status=paid',
      'Status must be pending, confirmed, cancelled, completed or payment_review',
    ],
    ['/api/admin/audit-log', 'targetId=-3', 'Must be a positive whole number'],
  ])('%s refuses %s with its own sentence', async (list, query, message) => {
    const res = await admin.get(`${list}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
  });

  it('reads empty values as not given and defaults to the first page of 25', async () => {
    for (const list of LISTS) {
      const res = await admin.get(`${list}?q=&page=&pageSize=&status=&role=`);
      expect(res.status, list).toBe(200);
      expect(res.body).toMatchObject({ page: 1, pageSize: 25, total: expect.any(Number) });
    }
  });

  it('answers any query string with 200 or 400, never a 500', async () => {
    const keys = [
      'q',
      'page',
      'pageSize',
      'status',
      'role',
      'isActive',
      'guideStatus',
      'targetType',
      'targetId',
    ];
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
      fc.constantFrom('%', '_', '\\', "'", '%_%', '#12', '1e3', 'NaN', 'pending', 'true', 'é', ' '),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LISTS),
        fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 4 }),
        async (list, params) => {
          const query = new URLSearchParams(params).toString();
          const res = await admin.get(`${list}?${query}`);
          expect([200, 400], `${list}?${query} → ${res.status} ${JSON.stringify(res.body)}`).toContain(
            res.status,
          );
        },
      ),
      { numRuns: 120 },
    );
  });
});
