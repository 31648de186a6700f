import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuide, createSession } from '../testing/fixtures';
import { TestWorld } from '../testing/test-app';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
  const guide = await createGuide(world);
  await createSession(world, guide);
});
afterAll(() => world.close());

describe('input a client can send never causes a 500', () => {
  it('refuses NUL characters, which PostgreSQL text cannot hold, with 400', async () => {
    const client = world.client();
    for (const res of [
      await client.get('/api/practitioners?q=%00'),
      await client.get('/api/practitioners?category=a%00b'),
      await client.post('/api/login', { username: 'abc\u0000', password: 'secret1' }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'The request contains a character that is not allowed',
        code: 'BAD_REQUEST',
        requestId: expect.any(String),
      });
    }
  });

  it('answers any query string of the explore search with 200 or 400', async () => {
    const keys = [
      'q',
      'category',
      'method',
      'modality',
      'date',
      'format',
      'minPrice',
      'maxPrice',
      'sort',
      'page',
      'pageSize',
    ];
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
      fc.constantFrom(
        'all',
        '',
        '1:1,group',
        'energy-healing',
        'yoga',
        '2026-03-29',
        'price-desc',
        '1e9',
        'NaN',
        '%',
        '\\',
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 5 }), async (params) => {
        const query = new URLSearchParams(params).toString();
        const res = await world.client().get(`/api/practitioners?${query}`);
        expect([200, 400], `${query} → ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
      }),
      { numRuns: 150 },
    );
  });

  it('answers any id in a path with 200, 400 or 404', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 24 }), async (id) => {
        for (const path of ['/api/practitioners/', '/api/sessions/', '/api/practitioners/%s/reviews']) {
          const url = path.includes('%s')
            ? path.replace('%s', encodeURIComponent(id))
            : `${path}${encodeURIComponent(id)}`;
          const res = await world.client().get(url);
          expect([200, 400, 404], `${url} → ${res.status}`).toContain(res.status);
        }
      }),
      { numRuns: 60 },
    );
  });
});
