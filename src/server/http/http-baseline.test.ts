import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, TestWorld } from '../testing/test-app';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

describe('the API baseline', () => {
  it('sends security headers with a content security policy', async () => {
    const res = await world.client().get('/api/stats');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses a state-changing request from another site', async () => {
    const user = await world.createUser();
    const body = { username: user.username, password: user.password };
    const foreign = await world.client().post('/api/login', body, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('FOREIGN_ORIGIN');
    const crossSite = await world.client().post('/api/login', body, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const own = await world
      .client()
      .post('/api/login', body, { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
  });

  it('answers bad bodies with 4xx JSON errors, never 500', async () => {
    const client = world.client();
    const json = { 'content-type': 'application/json' };
    const broken = await client.post('/api/login', '{"username": ', json);
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({
      error: 'The request body is not valid JSON',
      code: 'BAD_REQUEST',
      requestId: expect.any(String),
    });

    const huge = await client.post('/api/login', { username: 'x'.repeat(200 * 1024), password: 'secret1' });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');

    const form = await client.post('/api/login', 'username=a&password=b', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(form.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const missing = await client.post('/api/login');
    expect(missing.status).toBe(400);
  });

  it('answers an unknown endpoint with a JSON 404', async () => {
    const res = await world.client().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: 'No such endpoint: GET /api/nothing-here',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await world.client().get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.paths['/api/login']).toBeDefined();
  });
});

describe('GET /api/stats', () => {
  it('counts approved active guides, their distinct modalities and active seekers', async () => {
    const before = (await world.client().get('/api/stats')).body;
    await world.createUser({ role: 'practitioner', isApproved: true });
    await world.createUser({ role: 'practitioner', isApproved: false });
    await world.createUser({ role: 'student' });
    await world.createUser({ role: 'student', isActive: false });
    const after = (await world.client().get('/api/stats')).body;
    expect(after.practitioners - before.practitioners).toBe(1);
    expect(after.clients - before.clients).toBe(1);
  });
});

describe('GET /api/guide-application', () => {
  it('is for guides: 401 signed out, 403 for a seeker, null for a guide who has not applied', async () => {
    expect((await world.client().get('/api/guide-application')).status).toBe(401);
    const { client: seeker } = await world.signedIn({ role: 'student' });
    expect((await seeker.get('/api/guide-application')).status).toBe(403);
    const { client: guide } = await world.signedIn({ role: 'practitioner' });
    const res = await guide.get('/api/guide-application');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toBeNull();
  });
});
