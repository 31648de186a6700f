import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../src/contract/roles';
import { type Db, openServerDatabase } from '../src/server/db/connection';
import { users } from '../src/server/db/schema';
import { mapConcurrently } from './support/concurrency';
import { call, checkoutReference, PAYING_CARD } from './support/luz-client';
import type { LuzServer } from './support/luz-server';
import { seedPeople, seedSessions } from './support/marketplace-seed';
import { type Pgbouncer, pgbouncerBinary, startPgbouncer } from './support/pgbouncer';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';
import { alternate, startServerPair } from './support/server-pair';

/** Fewer server connections than Luz's pool has clients: transactions move between them. */
const SERVER_CONNECTIONS = 2;
/** How long a commit may take to reach the other process's explore answers. */
const NOTICE_WITHIN_MS = 3_000;
/** Every statement below runs this many times: far past the sightings after which a pool names it. */
const RUNS = 40;

const binary = pgbouncerBinary();
if (!binary) {
  console.warn(
    'Skipping the pgbouncer tests: pgbouncer is not installed (apt-get install pgbouncer; .ci/run does).',
  );
}

let database: ScratchDatabase;
let pooler: Pgbouncer;
let servers: LuzServer[] = [];

beforeAll(async () => {
  if (!binary) return;
  database = await createScratchDatabase('pooler');
  pooler = await startPgbouncer(binary, database.url, SERVER_CONNECTIONS);
  servers = await startServerPair(pooler.urlFor(database.url), {
    DATABASE_DIRECT_URL: database.url,
    DEMO_DATA: 'on',
  });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.dispose()));
  await pooler?.stop();
  await database?.drop();
});

/**
 * The statements of a request, again and again, four at a time: a hand-written one with a
 * parameter, and one drizzle prepares by name (as `preparedOnce` does). Answers the errors met.
 */
async function runRepeatedStatements(db: Db): Promise<string[]> {
  const byId = db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} = ${sql.placeholder('id')}`)
    .prepare('luz_pooler_probe');
  const errors: string[] = [];
  await mapConcurrently(
    Array.from({ length: RUNS }, (_, i) => i),
    4,
    async (i) => {
      try {
        await db.execute(sql`select ${i}::int as run, count(*) from users where id > ${i}`);
        await byId.execute({ id: i });
      } catch (error) {
        // drizzle wraps what PostgreSQL (here pgbouncer) answered.
        const answered = (error as Error).cause ?? error;
        errors.push((answered as Error).message);
      }
    },
  );
  return errors;
}

async function cardOf(server: LuzServer, guideId: number): Promise<{ nextSessionAt: string } | undefined> {
  const q = new URLSearchParams({ q: `guide ${guideId}` });
  const answer = await call(server.baseUrl, 'GET', `/api/practitioners?${q}`);
  expect(answer.status).toBe(200);
  return (answer.body.items as Array<{ id: number; nextSessionAt: string }>).find((c) => c.id === guideId);
}

describe.skipIf(!binary)('Luz behind pgbouncer in transaction mode', () => {
  it('a pool told of the direct address sends statements unnamed, which the pooler carries', async () => {
    const direct = await openServerDatabase(pooler.urlFor(database.url), 4, database.url);
    try {
      expect(await runRepeatedStatements(direct.db)).toEqual([]);
    } finally {
      await direct.close();
    }
  });

  it('named statements, as a pool on PostgreSQL itself sends them, break through the pooler', async () => {
    // The other side of the test above: without the direct address the pool names what it sends often.
    const naming = await openServerDatabase(pooler.urlFor(database.url), 4);
    try {
      const errors = await runRepeatedStatements(naming.db);
      expect(errors.length).toBeGreaterThan(0);
      expect(
        errors.every((message) => /prepared statement .* (does not exist|already exists)/.test(message)),
      ).toBe(true);
    } finally {
      await naming.close();
    }
  });

  it('two processes serve reads, a sign-in, a booking paid and a listing change heard through LISTEN', async () => {
    const { rows } = await database.pool.query<{ n: number }>('select count(*)::int as n from users');
    expect(rows[0]!.n).toBeGreaterThan(0);

    const [guide] = await seedPeople(database.pool, ROLE.guide, 1);
    const [first, second] = await seedSessions(database.pool, guide!.id, 2, { capacity: 1 });
    const [seeker] = await seedPeople(database.pool, ROLE.seeker, 1);

    const reads = [
      '/api/stats',
      '/api/practitioners',
      '/api/practitioners?category=Energy%20Healing',
      `/api/practitioners/${guide!.id}`,
      `/api/sessions?practitionerId=${guide!.id}`,
    ];
    const answers = await mapConcurrently(
      Array.from({ length: RUNS * reads.length }, (_, i) => i),
      8,
      async (i) => {
        const path = reads[i % reads.length]!;
        return `${(await call(alternate(servers, i).baseUrl, 'GET', path)).status} ${path}`;
      },
    );
    expect(answers.filter((answer) => !answer.startsWith('200 '))).toEqual([]);

    const person = { username: 'pooled_seeker', email: 'pooled@pooler.luz.test', password: 'pooled-pass-1' };
    const registered = await call(servers[0]!.baseUrl, 'POST', '/api/register', {
      body: { ...person, name: 'Pooled Seeker', role: 'student' },
    });
    expect(registered.status).toBe(201);
    const signIn = await call(servers[1]!.baseUrl, 'POST', '/api/login', {
      body: { username: person.email, password: person.password },
    });
    expect(signIn).toMatchObject({ status: 200, body: { username: person.username } });

    for (const server of servers) expect((await cardOf(server, guide!.id))?.nextSessionAt).toBeDefined();
    const hold = await call(servers[0]!.baseUrl, 'POST', '/api/create-checkout-session', {
      token: seeker!.token,
      body: { sessionId: first!.id },
    });
    expect(hold.status).toBe(201);
    // The last spot of the first session is taken: the other process hears it on its direct LISTEN.
    const { rows: next } = await database.pool.query<{ starts_at: Date }>(
      'select starts_at from sessions where id = $1',
      [second!.id],
    );
    await expect
      .poll(async () => (await cardOf(servers[1]!, guide!.id))?.nextSessionAt, { timeout: NOTICE_WITHIN_MS })
      .toBe(next[0]!.starts_at.toISOString());

    const reference = checkoutReference(hold.body.checkoutUrl);
    const paid = await call(servers[1]!.baseUrl, 'POST', `/api/checkout/${reference}/pay`, {
      token: seeker!.token,
      body: PAYING_CARD,
    });
    expect(paid.status).toBe(200);
    const booking = await database.pool.query('select status from bookings where id = $1', [
      hold.body.bookingId,
    ]);
    expect(booking.rows[0]).toEqual({ status: 'confirmed' });
  });

  it('pg-boss sends and works jobs through the pooler', async () => {
    const boss = new PgBoss({ connectionString: pooler.urlFor(database.url), schema: 'pooler_jobs', max: 4 });
    const problems: string[] = [];
    boss.on('error', (error) => problems.push(error.message));
    await boss.start();
    try {
      await boss.createQueue('pooler-probe');
      const done = new Set<number>();
      await boss.work<{ n: number }>(
        'pooler-probe',
        { pollingIntervalSeconds: 0.5, batchSize: 5 },
        async (jobs) => {
          for (const job of jobs) done.add(job.data.n);
        },
      );
      for (let n = 0; n < RUNS; n++) await boss.send('pooler-probe', { n });
      await expect.poll(() => done.size, { timeout: 20_000 }).toBe(RUNS);
      const { rows } = await database.pool.query<{ state: string; n: number }>(
        `select state::text, count(*)::int as n from pooler_jobs.job where name = 'pooler-probe' group by state`,
      );
      expect(rows).toEqual([{ state: 'completed', n: RUNS }]);
      expect(problems).toEqual([]);
    } finally {
      await boss.stop({ graceful: false });
    }
  });
});
