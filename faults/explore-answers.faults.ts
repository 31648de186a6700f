import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../src/contract/roles';
import { call } from './support/luz-client';
import type { LuzServer } from './support/luz-server';
import { seedPeople, seedSessions } from './support/marketplace-seed';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';
import { startServerPair } from './support/server-pair';

/** How long a commit may take to reach the other process's explore answers. */
const NOTICE_WITHIN_MS = 3_000;

let database: ScratchDatabase;
let servers: LuzServer[] = [];

beforeAll(async () => {
  database = await createScratchDatabase('explore');
  servers = await startServerPair(database.url);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.dispose()));
  await database?.drop();
});

interface Card {
  id: number;
  fullName: string;
  nextSessionAt: string | null;
}

async function cardOf(server: LuzServer, guideId: number, q: string): Promise<Card | undefined> {
  const answer = await call(server.baseUrl, 'GET', `/api/practitioners?${new URLSearchParams({ q })}`);
  expect(answer.status).toBe(200);
  return (answer.body.items as Card[]).find((card) => card.id === guideId);
}

async function startsAt(sessionId: number): Promise<string> {
  const { rows } = await database.pool.query<{ starts_at: Date }>(
    'select starts_at from sessions where id = $1',
    [sessionId],
  );
  return rows[0]!.starts_at.toISOString();
}

/** The listening connections of both processes (their LISTEN is the last thing they sent). */
async function listeners(): Promise<number> {
  const { rows } = await database.pool.query<{ count: number }>(
    `select count(*)::int as count from pg_stat_activity
     where datname = current_database() and query ilike 'LISTEN%'`,
  );
  return rows[0]!.count;
}

describe('explore answers kept by two Luz processes on one PostgreSQL database', () => {
  it('a last spot taken through one process moves the card at once there, and within moments in the other', async () => {
    const [guide] = await seedPeople(database.pool, ROLE.guide, 1);
    const [first, second] = await seedSessions(database.pool, guide!.id, 2, { capacity: 1 });
    const [seeker] = await seedPeople(database.pool, ROLE.seeker, 1);
    const q = `guide ${guide!.id}`;
    for (const server of servers) {
      expect(await cardOf(server, guide!.id, q)).toMatchObject({ nextSessionAt: await startsAt(first!.id) });
    }

    const hold = await call(servers[0]!.baseUrl, 'POST', '/api/create-checkout-session', {
      token: seeker!.token,
      body: { sessionId: first!.id },
    });
    expect(hold.status).toBe(201);

    const next = await startsAt(second!.id);
    expect((await cardOf(servers[0]!, guide!.id, q))?.nextSessionAt).toBe(next);
    await expect
      .poll(async () => (await cardOf(servers[1]!, guide!.id, q))?.nextSessionAt, {
        timeout: NOTICE_WITHIN_MS,
      })
      .toBe(next);
  });

  it('a process whose notice connection is killed still shows every change, and hears notices again', async () => {
    const [guide] = await seedPeople(database.pool, ROLE.guide, 1);
    const q = `guide ${guide!.id}`;
    const rename = (name: string) =>
      database.pool.query('update profiles set name = $1 where user_id = $2', [name, guide!.id]);
    const bothShow = (name: string) =>
      expect
        .poll(
          async () =>
            Promise.all(servers.map(async (server) => (await cardOf(server, guide!.id, q))?.fullName)),
          {
            timeout: NOTICE_WITHIN_MS,
          },
        )
        .toEqual([name, name]);

    await rename(`Guide ${guide!.id} Before`);
    await bothShow(`Guide ${guide!.id} Before`);
    expect(await listeners()).toBe(2);

    await database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'LISTEN%'`,
    );
    await rename(`Guide ${guide!.id} Unheard`);
    await bothShow(`Guide ${guide!.id} Unheard`);

    await expect.poll(listeners, { timeout: NOTICE_WITHIN_MS }).toBe(2);
    await rename(`Guide ${guide!.id} Heard`);
    await bothShow(`Guide ${guide!.id} Heard`);
  });
});
