import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDemoContent } from '../src/server/db/demo-data/demo-content';
import { buildDemoRows, type DemoRows } from '../src/server/db/demo-data/demo-rows';
import { call } from './support/luz-client';
import { LuzServer } from './support/luz-server';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';

const PROCESSES = 5;
const ADMIN = { email: 'Ops@StartUp.luz.test', password: 'start-up-admin-1' };
/** Several Node processes starting at once on a busy shared machine take a while to answer. */
const START_UP_TIMEOUT_MS = 300_000;
const START_UP_ENV = { DEMO_DATA: 'on', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

let database: ScratchDatabase;
let servers: LuzServer[] = [];
let demo: DemoRows;

beforeAll(async () => {
  database = await createScratchDatabase('startup');
  const zeroes = {
    users: 0,
    profiles: 0,
    applications: 0,
    sessions: 0,
    bookings: 0,
    reviews: 0,
    favorites: 0,
  };
  demo = buildDemoRows(await readDemoContent(), new Date(), { signIn: new Map(), crowd: '' }, zeroes);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.dispose()));
  await database?.drop();
});

async function count(table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await database.pool.query<{ n: number }>(
    `select count(*)::int as n from ${table} where ${where}`,
    params,
  );
  return rows[0]!.n;
}

/** What the database holds after start-up: the demo once, plus the configured admin. */
async function expectDemoOnceAndOneAdmin(): Promise<void> {
  expect({
    users: await count('users'),
    configuredAdmins: await count('users', 'lower(email) = lower($1)', [ADMIN.email]),
    admins: await count('users', `role = 'admin'`),
    sessions: await count('sessions'),
    bookings: await count('bookings'),
    reviews: await count('reviews'),
  }).toEqual({
    users: demo.users.length + 1,
    configuredAdmins: 1,
    admins: demo.users.filter((user) => user.role === 'admin').length + 1,
    sessions: demo.sessions.length,
    bookings: demo.bookings.length,
    reviews: demo.reviews.length,
  });
}

describe('Luz processes starting together on one empty PostgreSQL database', () => {
  it(
    `${PROCESSES} processes all come up, with the demo loaded once and one admin`,
    async () => {
      const began = Date.now();
      const started = await Promise.allSettled(
        Array.from({ length: PROCESSES }, (_, i) =>
          LuzServer.start({
            name: `Luz ${i + 1}`,
            databaseUrl: database.url,
            env: START_UP_ENV,
            startUpTimeoutMs: START_UP_TIMEOUT_MS,
          }),
        ),
      );
      servers = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      console.log(`${servers.length} of ${PROCESSES} processes answered within ${Date.now() - began} ms`);
      expect(
        started.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : [])),
      ).toEqual([]);

      const stats = await Promise.all(servers.map((server) => call(server.baseUrl, 'GET', '/api/stats')));
      expect(stats.map((answer) => answer.status)).toEqual(servers.map(() => 200));
      expect(new Set(stats.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
      await expectDemoOnceAndOneAdmin();

      const signIn = await call(servers[PROCESSES - 1]!.baseUrl, 'POST', '/api/login', {
        body: { username: ADMIN.email, password: ADMIN.password },
      });
      expect(signIn).toMatchObject({ status: 200, body: { role: 'admin' } });
    },
    START_UP_TIMEOUT_MS,
  );

  it(
    'processes started again on the prepared database add nothing',
    async () => {
      const again = servers.slice(0, 2);
      await Promise.all(again.map((server) => server.stop()));
      await Promise.all(again.map((server) => server.restart()));
      await expectDemoOnceAndOneAdmin();
    },
    START_UP_TIMEOUT_MS,
  );
});
