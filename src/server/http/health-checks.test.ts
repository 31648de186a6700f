import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw-query';
import { TestWorld } from '../testing/test-app';

const lines: unknown[] = [];
let world: TestWorld;
beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  world = await TestWorld.start({ logger: logger as FastifyBaseLogger });
});
afterAll(() => world.close());

describe('/healthz', () => {
  it('says the process is alive, kept by no cache', async () => {
    const res = await world.client().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('/readyz', () => {
  it('says ready when the database answers and has every migration', async () => {
    const res = await world.client().get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
    // Later checks only ping; they say the same.
    expect((await world.client().get('/readyz')).body).toEqual({ status: 'ready' });
  });

  it('answers 503 with the reason when a migration this build ships is not applied', async () => {
    const lacking = await TestWorld.start();
    try {
      const [last] = await queryRows<{ createdAt: string }>(
        lacking.db,
        sql`select created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      );
      await lacking.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${last!.createdAt}::bigint`,
      );
      const res = await lacking.client().get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: expect.stringMatching(/^The database lacks migrations: \d{4}_[a-z0-9_]+$/),
        code: 'NOT_READY',
        requestId: res.headers['x-request-id'],
      });
    } finally {
      await lacking.close();
    }
  });

  it('answers 503 when the database does not answer, while healthz still answers 200', async () => {
    const cut = await TestWorld.start();
    expect((await cut.client().get('/readyz')).status).toBe(200);
    // With its database gone, no job can run after a request.
    cut.runJobsAfterRequests = false;
    const close = cut.database.close;
    cut.database.close = async () => {};
    await close();

    const res = await cut.client().get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ error: 'The database is not reachable', code: 'NOT_READY' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await cut.client().get('/healthz')).status).toBe(200);
    // The app's own goodbyes to a database already closed fail; the rest of the world is still let go.
    await cut.close().catch(() => {});
  });
});

describe('both checks', () => {
  it('are not rate-limited and write no info line per check', async () => {
    const client = world.client();
    const before = lines.length;
    for (let check = 0; check < 60; check++) {
      expect((await client.get('/healthz')).status).toBe(200);
      expect((await client.get('/readyz')).status).toBe(200);
    }
    expect(lines.slice(before)).toEqual([]);
  });
});

describe('shutting down', () => {
  it('makes /readyz answer 503 while other requests are still served', async () => {
    world.app.readiness.beginShutdown();
    const res = await world.client().get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ error: 'Luz is shutting down', code: 'NOT_READY' });
    expect((await world.client().get('/api/stats')).status).toBe(200);
    expect((await world.client().get('/healthz')).status).toBe(200);
  });
});
