/**
 * `npm run bench` (which builds first): the built server under load, with baselines from the same
 * run, and pass or fail against the targets of PERFORMANCE.md. Exits non-zero when one is missed.
 *
 * 1. PostgreSQL: creates `luz_bench_<pid>` on the server at BENCH_DATABASE_URL, migrates it and
 *    fills it (BENCH_SCALE multiplies the counts; 0.1 for a quick run).
 * 2. Records the SQL each endpoint sends, on the app built in-process with drizzle's logger.
 * 3. Starts `dist/server/main.js` on that database (RATE_LIMITS=off) and loads each endpoint with
 *    autocannon from a child process (32 connections), then replays its recorded SQL through `pg`
 *    with 32 clients (its floor); a bare Fastify route gives the HTTP floor. The server's peak
 *    RSS is read from /proc.
 * 4. PGlite: a tenth of the data in an embedded database, the same endpoints with 8 connections
 *    (informational: the targets are for PostgreSQL).
 * 5. Starts the built server on a new data directory (database created, migrated, demo data),
 *    stops it, starts it again: time to the first answer of each.
 * 6. Prints the table, writes it to bench-results/latest.md, drops what it created, also when it
 *    fails or is interrupted.
 *
 * Traffic only ever goes to 127.0.0.1.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { MAX_UNPAID_HOLDS } from '../../src/contract/checkout';
import { buildApp } from '../../src/server/app';
import { systemClock } from '../../src/server/clock';
import { type Db, openEmbeddedDatabase } from '../../src/server/db/connection';
import { migrateEmbedded } from '../../src/server/db/migrate';
import { openMigratedDatabase } from '../../src/server/db/open-database';
import { preparingClient, StatementNames } from '../../src/server/db/prepared-statements';
import * as schema from '../../src/server/db/schema';
import { createLocalPaymentProvider } from '../../src/server/features/payments/local-provider';
import { DatabaseImageStorage } from '../../src/server/features/uploads/image-storage';
import { SESSION_COOKIE } from '../../src/server/http/session-cookie';
import { PROJECT_ROOT } from '../../src/server/project-paths';
import { checkoutPair } from './checkout-pairs';
import { distinctExploreQueries } from './explore-queries';
import { type BenchData, generateBenchData } from './generate-data';
import { type LoadResult, runLoad, type SignedInRequest, type Traffic } from './load';
import { reminderBurst } from './reminder-burst';
import {
  type BenchReport,
  describeMachine,
  type EndpointFigures,
  missedTargets,
  renderReport,
  TARGETS,
} from './report';
import { requireBuiltServer, startBuiltServer } from './server-process';
import { untilDatabaseIdle, untilServerCaughtUp } from './settle';
import { type FloorResult, measureFloor, type Statement, StatementRecorder } from './sql-floor';
import { Teardown } from './teardown';

const SCALE = Number(process.env.BENCH_SCALE ?? '1');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 32;
const WARMUP_S = 2;
const DURATION_S = 8;
/** Reminders due in the same minute, and how soon all of them must be at the capture. */
const REMINDER_BURST = 10_000;
const REMINDER_BURST_TARGET_MS = 120_000;
const FLOOR_WARMUP_MS = 1000;
const FLOOR_DURATION_MS = 4000;
/** autocannon's own request timeout: a replay may take as long as a request may. */
const FLOOR_STATEMENT_TIMEOUT_MS = 10_000;
/** How long the embedded server may take to finish what a run left queued. */
const PGLITE_CATCH_UP_MS = 60_000;
const PGLITE_SCALE_FACTOR = 0.1;
const PGLITE_CONNECTIONS = 8;
const PGLITE_WARMUP_S = 1;
const PGLITE_DURATION_S = 5;
/**
 * Checkouts recorded for the floor, each replayed once with its commits (a replay books its pair
 * again): enough for the floor's warm-up and a measured run. The load books the pairs after them.
 */
const RECORDED_CHECKOUTS = 6000;
const CHECKOUT_PATH = '/api/create-checkout-session';
/** More than explore answers in a warm-up and a measured run at the best rate seen. */
const DISTINCT_EXPLORE_SEARCHES = 150_000;
/** The floor of an endpoint loaded with many paths replays the SQL of its first ones. */
const MAX_RECORDED_PATHS = 200;
const RESULTS_FILE = join(PROJECT_ROOT, 'bench-results', 'latest.md');
/**
 * Words of endpoint names (comma-separated, e.g. `conversation,message`): only those are loaded, on
 * PostgreSQL beside the bare route, and their lines printed; nothing else runs and no file is written.
 */
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);

interface Endpoint {
  name: string;
  p99TargetMs: number;
  traffic:
    | { kind: 'get'; paths: string[]; headers?: Record<string, string>; eachOnce?: boolean }
    | { kind: 'checkout' }
    | { kind: 'signed-in'; method: 'GET' | 'POST'; requests: SignedInRequest[] };
}

/** What a seeker writes to their guide under load. */
const BENCH_MESSAGE = 'Running about five minutes late, sorry! Please start without me.';

/** A Lisbon calendar date `days` from today, as explore's date filter takes it. */
function lisbonDate(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(day);
}

/** Each endpoint by its default first page or documented query parameters. */
function endpoints(data: BenchData): Endpoint[] {
  const { counts, firstGuideId } = data;
  const guideIds = Array.from({ length: 200 }, (_, i) => firstGuideId + ((i * 7919) % counts.guides));
  const get = (paths: string[], headers?: Record<string, string>) => ({
    kind: 'get' as const,
    paths,
    headers,
  });
  return [
    {
      name: 'explore search (10 searches, repeated)',
      p99TargetMs: TARGETS.exploreP99Ms,
      traffic: get([
        '/api/practitioners?q=reiki',
        '/api/practitioners?category=Breathwork&page=2',
        `/api/practitioners?date=${lisbonDate(3)}&sort=soonest`,
        '/api/practitioners?format=group&minPrice=3000&maxPrice=8000',
        '/api/practitioners?q=ana%20silva&format=1:1&page=2',
        '/api/practitioners?modality=sound-healing&sort=price-asc&page=3',
        `/api/practitioners?method=bodywork&date=${lisbonDate(10)}`,
        '/api/practitioners?sort=rating&page=5',
        '/api/practitioners?category=Meditation&format=1:1,group&maxPrice=6000&page=2',
        '/api/practitioners?q=joao&sort=soonest',
      ]),
    },
    {
      name: 'explore search (every search new)',
      p99TargetMs: TARGETS.exploreP99Ms,
      traffic: { ...get(distinctExploreQueries(DISTINCT_EXPLORE_SEARCHES, lisbonDate)), eachOnce: true },
    },
    {
      name: 'guide profile',
      p99TargetMs: TARGETS.otherP99Ms,
      traffic: get(guideIds.map((id) => `/api/practitioners/${id}`)),
    },
    {
      name: 'reviews of popular guide',
      p99TargetMs: TARGETS.otherP99Ms,
      traffic: get([`/api/practitioners/${data.popularGuideId}/reviews`]),
    },
    {
      name: 'my bookings (heavy seeker)',
      p99TargetMs: TARGETS.otherP99Ms,
      traffic: get(['/api/bookings'], { cookie: `${SESSION_COOKIE}=${data.seekerToken}` }),
    },
    {
      name: 'admin bookings + search',
      p99TargetMs: TARGETS.otherP99Ms,
      traffic: get(
        [
          '/api/admin/bookings?q=seeker1',
          '/api/admin/bookings?q=marta&status=confirmed',
          '/api/admin/bookings?q=circle&page=2',
          '/api/admin/bookings',
        ],
        { cookie: `${SESSION_COOKIE}=${data.adminToken}` },
      ),
    },
    {
      name: 'read a conversation (newest page)',
      p99TargetMs: TARGETS.conversationReadP99Ms,
      traffic: {
        kind: 'signed-in',
        method: 'GET',
        requests: data.conversations.map((c) => ({
          path: `/api/conversations/${c.bookingId}/messages`,
          token: c.token,
        })),
      },
    },
    {
      name: 'send a message',
      p99TargetMs: TARGETS.otherP99Ms,
      traffic: {
        kind: 'signed-in',
        method: 'POST',
        requests: data.conversations.map((c) => ({
          path: `/api/conversations/${c.bookingId}/messages`,
          token: c.token,
          body: { body: BENCH_MESSAGE },
        })),
      },
    },
    {
      name: 'checkout creation (15-min hold)',
      p99TargetMs: TARGETS.otherP99Ms,
      traffic: { kind: 'checkout' },
    },
  ];
}

function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onAdminConnection<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

class Phases {
  readonly done: { name: string; seconds: number }[] = [];

  async run<T>(name: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    console.log(`${name}…`);
    try {
      return await work();
    } finally {
      const ms = performance.now() - started;
      this.done.push({ name, seconds: ms / 1000 });
      console.log(`  ${name}: ${seconds(ms)}`);
    }
  }
}

/** The statements of each endpoint, per request, as the app sent them. */
type Recorded = Map<string, Statement[][]>;

/**
 * The app built in-process with drizzle's logger answers each GET path once (it must answer 200)
 * and RECORDED_CHECKOUTS checkouts (201), recording their SQL. The recorded holds are then
 * released and their checkout references cleared, so replaying each one's SQL once later books the
 * same pair again, as the app did, commit included.
 */
async function recordStatements(databaseUrl: string, data: BenchData, list: Endpoint[]): Promise<Recorded> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', () => {});
  const recorder = new StatementRecorder();
  const db = drizzle({ client: pool, schema, logger: recorder }) as unknown as Db;
  const app = await buildApp({
    db,
    mailer: { send: async () => {} },
    clock: systemClock,
    publicUrl: 'http://127.0.0.1',
    imageStorage: new DatabaseImageStorage(db, systemClock),
    logger: pino({ level: 'silent' }),
    rateLimits: false,
    payments: createLocalPaymentProvider(),
    // The recording answers requests only; jobs it writes are left for no one.
    jobDatabase: {
      database: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
      backend: 'postgres',
    },
    jobWorkers: false,
  });
  const recorded: Recorded = new Map();
  try {
    for (const endpoint of list) {
      const requests: Statement[][] = [];
      if (endpoint.traffic.kind === 'get') {
        for (const path of endpoint.traffic.paths.slice(0, MAX_RECORDED_PATHS)) {
          const headers = endpoint.traffic.headers ?? {};
          requests.push(
            await recorder.capture(async () => {
              const response = await app.inject({ method: 'GET', url: path, headers });
              if (response.statusCode !== 200) {
                throw new Error(`${endpoint.name}: GET ${path} answered ${response.statusCode}`);
              }
            }),
          );
        }
      } else if (endpoint.traffic.kind === 'signed-in') {
        const { method } = endpoint.traffic;
        for (const request of endpoint.traffic.requests.slice(0, MAX_RECORDED_PATHS)) {
          requests.push(
            await recorder.capture(async () => {
              const response = await app.inject({
                method,
                url: request.path,
                headers: { cookie: `${SESSION_COOKIE}=${request.token}` },
                ...(request.body === undefined ? {} : { payload: request.body as object }),
              });
              if (response.statusCode !== (method === 'POST' ? 201 : 200)) {
                throw new Error(
                  `${endpoint.name}: ${method} ${request.path} answered ${response.statusCode}`,
                );
              }
            }),
          );
        }
      } else {
        const bookingIds: number[] = [];
        for (let j = 0; j < RECORDED_CHECKOUTS; j++) {
          const pair = checkoutPair(data.checkout, j);
          const statements = await recorder.capture(async () => {
            const response = await app.inject({
              method: 'POST',
              url: CHECKOUT_PATH,
              headers: { cookie: `${SESSION_COOKIE}=${pair.token}` },
              payload: { sessionId: pair.sessionId },
            });
            if (response.statusCode !== 201) {
              throw new Error(`${endpoint.name}: answered ${response.statusCode} ${response.body}`);
            }
            bookingIds.push(response.json<{ bookingId: number }>().bookingId);
          });
          requests.push(statements);
        }
        await pool.query(
          `with released as (
             update bookings set status = 'cancelled', cancellation_reason = 'checkout_abandoned',
                                 cancelled_at = now(), updated_at = now(),
                                 payment_reference = null, checkout_url = null
             where id = any($1::int[]) returning session_id)
           update sessions s set remaining_spots = s.remaining_spots + 1
           from released where s.id = released.session_id`,
          [bookingIds],
        );
      }
      recorded.set(endpoint.name, requests);
    }
  } finally {
    await app.close();
    await pool.end();
  }
  return recorded;
}

/** Warm-up, then the measured run; checkout goes on with the pairs after those already used. */
async function loadEndpoint(
  teardown: Teardown,
  url: string,
  requests: Endpoint['traffic'],
  options: {
    connections: number;
    warmupS: number;
    durationS: number;
    data: BenchData;
    firstPair: number;
    /** Waits until the server is done with what a run left behind. */
    settle: () => Promise<void>;
  },
): Promise<LoadResult> {
  const traffic = (first: number): Traffic => {
    if (requests.kind === 'checkout') {
      return { kind: 'checkout', path: CHECKOUT_PATH, pairs: options.data.checkout, firstPair: first };
    }
    if (requests.kind === 'signed-in') return requests;
    const headers = requests.headers ?? {};
    return requests.eachOnce
      ? { kind: 'get', paths: requests.paths, headers, eachOnce: true, first }
      : { kind: 'get', paths: requests.paths, headers };
  };
  const job = { url, connections: options.connections };
  const warm = await runLoad(teardown, {
    ...job,
    duration: options.warmupS,
    traffic: traffic(options.firstPair),
  });
  await options.settle();
  const measured = await runLoad(teardown, {
    ...job,
    duration: options.durationS,
    traffic: traffic(warm.next),
  });
  await options.settle();
  return measured;
}

function describeLoad(name: string, load: LoadResult, floor: FloorResult | null): string {
  const sql = floor ? `, SQL p50 ${floor.p50.toFixed(1)} ms` : '';
  return `  ${name}: ${load.requestsPerSecond.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms${sql}`;
}

async function main(teardown: Teardown): Promise<boolean> {
  if (!(SCALE > 0)) throw new Error('BENCH_SCALE must be a positive number');
  requireBuiltServer();
  const phases = new Phases();
  const workDir = await mkdtemp(join(tmpdir(), 'luz-bench-'));
  teardown.add('temporary folders', () => rm(workDir, { recursive: true, force: true }));
  const folder = async (name: string) => {
    const path = join(workDir, name);
    await mkdir(path, { recursive: true });
    return path;
  };

  const dbName = `luz_bench_${process.pid}`;
  const databaseUrl = databaseUrlFor(SERVER_URL, dbName);
  console.log(`Luz bench: scale ${SCALE}, database ${dbName} on ${new URL(SERVER_URL).host}`);
  const postgresVersion = await onAdminConnection(async (client) => {
    await client.query(`create database ${dbName}`);
    return (await client.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
  });
  teardown.add(`database ${dbName}`, () =>
    onAdminConnection((client) => client.query(`drop database if exists ${dbName} with (force)`)),
  );

  const dataPool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  dataPool.on('error', () => {});
  teardown.add('pg pool', () => dataPool.end());
  // Replayed as the app sends them: frequent statements prepared (src/server/db/prepared-statements.ts).
  const floorPool = new pg.Pool({
    connectionString: databaseUrl,
    max: CONNECTIONS,
    Client: preparingClient(new StatementNames()),
  });
  floorPool.on('error', () => {});
  teardown.add('floor pool', () => floorPool.end());
  const data = await phases.run('PostgreSQL data', async () => {
    const migrated = await openMigratedDatabase({ databaseUrl, dataDir: await folder('migrate') });
    await migrated.close();
    const client = await dataPool.connect();
    try {
      return await generateBenchData((text, params) => client.query(text, params), SCALE);
    } finally {
      client.release();
    }
  });
  const c = data.counts;
  console.log(
    `  ${c.guides} guides, ${c.seekers} seekers, ${c.sessions} sessions, ${c.bookings} bookings, ${c.reviews} reviews`,
  );

  const list = endpoints(data).filter(
    (endpoint) => ONLY.length === 0 || ONLY.some((word) => endpoint.name.toLowerCase().includes(word)),
  );
  const recorded = await phases.run('recording each endpoint’s SQL', async () =>
    recordStatements(databaseUrl, data, list),
  );

  const postgresRows: EndpointFigures[] = [];
  const peakRssMb = await phases.run('load on PostgreSQL', async () => {
    const bare = Fastify({ logger: false });
    bare.get('/', async () => ({ hello: 'world', product: 'Luz' }));
    await bare.listen({ host: '127.0.0.1', port: 0 });
    const stopBare = teardown.add('bare route', () => bare.close());
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
    const bareLoad = await loadEndpoint(
      teardown,
      bareUrl,
      { kind: 'get', paths: ['/'] },
      {
        connections: CONNECTIONS,
        warmupS: WARMUP_S,
        durationS: DURATION_S,
        data,
        firstPair: 0,
        settle: async () => {},
      },
    );
    await stopBare();
    postgresRows.push({
      name: 'bare Fastify route (fixed JSON)',
      load: bareLoad,
      floor: null,
      p99TargetMs: null,
    });
    console.log(describeLoad('bare Fastify route', bareLoad, null));

    const server = await startBuiltServer(teardown, 'server on PostgreSQL', {
      DATABASE_URL: databaseUrl,
      DATA_DIR: await folder('server-data'),
      DEMO_DATA: 'off',
      RATE_LIMITS: 'off',
    });
    for (const endpoint of list) {
      const load = await loadEndpoint(teardown, server.url, endpoint.traffic, {
        connections: CONNECTIONS,
        warmupS: WARMUP_S,
        durationS: DURATION_S,
        data,
        firstPair: RECORDED_CHECKOUTS,
        settle: () => untilDatabaseIdle(dataPool, dbName),
      });
      const floor = await measureFloor(floorPool, recorded.get(endpoint.name)!, {
        concurrency: CONNECTIONS,
        warmupMs: FLOOR_WARMUP_MS,
        durationMs: FLOOR_DURATION_MS,
        statementTimeoutMs: FLOOR_STATEMENT_TIMEOUT_MS,
        eachOnce: endpoint.traffic.kind === 'checkout',
      });
      console.log(describeLoad(endpoint.name, load, floor));
      postgresRows.push({ name: endpoint.name, load, floor, p99TargetMs: endpoint.p99TargetMs });
    }
    const peak = server.peakRssMb();
    await server.stop();
    return peak;
  });

  if (ONLY.length > 0) {
    const missed = postgresRows.filter(
      (row) =>
        row.p99TargetMs !== null &&
        !(row.load.p99 <= row.p99TargetMs && row.load.errors + row.load.non2xx === 0),
    );
    for (const row of missed) console.log(`  missed: ${row.name} (p99 target ${row.p99TargetMs} ms)`);
    console.log(`  peak RSS of the server ${peakRssMb.toFixed(0)} MB`);
    return missed.length === 0;
  }

  const pgliteScale = SCALE * PGLITE_SCALE_FACTOR;
  const pgliteDir = await folder('pglite');
  const pgliteData = await phases.run('PGlite data', async () => {
    const embedded = await openEmbeddedDatabase({ dataDir: join(pgliteDir, 'pgdata') });
    const close = teardown.add('PGlite', () => embedded.close());
    try {
      await migrateEmbedded(embedded.client);
      return await generateBenchData((text, params) => embedded.client.query(text, params), pgliteScale);
    } finally {
      await close();
    }
  });
  const pgliteRows = await phases.run('load on PGlite', async () => {
    const server = await startBuiltServer(teardown, 'server on PGlite', {
      DATA_DIR: pgliteDir,
      DEMO_DATA: 'off',
      RATE_LIMITS: 'off',
    });
    const rows: EndpointFigures[] = [];
    const probe = `${server.url}/api/practitioners/${pgliteData.firstGuideId}`;
    const settle = async () => {
      if (!(await untilServerCaughtUp(probe, PGLITE_CATCH_UP_MS))) {
        console.warn(`  the server on PGlite was still busy after ${PGLITE_CATCH_UP_MS / 1000} s`);
      }
    };
    for (const endpoint of endpoints(pgliteData)) {
      const load = await loadEndpoint(teardown, server.url, endpoint.traffic, {
        connections: PGLITE_CONNECTIONS,
        warmupS: PGLITE_WARMUP_S,
        durationS: PGLITE_DURATION_S,
        data: pgliteData,
        firstPair: 0,
        settle,
      });
      console.log(describeLoad(endpoint.name, load, null));
      rows.push({ name: endpoint.name, load, floor: null, p99TargetMs: null });
    }
    await server.stop();
    return rows;
  });

  const starts = await phases.run('first start and restart', async () => {
    const dataDir = await folder('restart');
    const first = await startBuiltServer(teardown, 'first start', { DATA_DIR: dataDir });
    await first.stop();
    const again = await startBuiltServer(teardown, 'restart', { DATA_DIR: dataDir });
    await again.stop();
    console.log(`  first start ${seconds(first.startMs)}, restart ${seconds(again.startMs)}`);
    return { firstStartMs: first.startMs, restartMs: again.startMs };
  });

  const burst = await phases.run('reminders due in one minute', async () => {
    const result = await reminderBurst(REMINDER_BURST);
    console.log(
      `  ${result.count} reminders: all at the SMTP capture in ${seconds(result.allSentMs)}, ${result.received} received, ${result.distinct} distinct`,
    );
    return result;
  });
  const burstMet =
    burst.allSentMs <= REMINDER_BURST_TARGET_MS &&
    burst.received === burst.count &&
    burst.distinct === burst.count;

  const pc = pgliteData.counts;
  const report: BenchReport = {
    date: new Date(),
    machine: describeMachine(postgresVersion),
    scale: SCALE,
    counts: data.counts,
    sections: [
      {
        title: `API on PostgreSQL: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s measured`,
        rows: postgresRows,
        targets: true,
      },
      {
        title:
          `API on PGlite (informational): ${pc.guides} guides, ${pc.sessions} sessions, ${pc.bookings} bookings; ` +
          `${PGLITE_CONNECTIONS} connections, ${PGLITE_DURATION_S} s measured`,
        rows: pgliteRows,
        targets: false,
      },
    ],
    server: { peakRssMb, ...starts },
    notes: [
      'The load runs against the built server (`dist/server/main.js`) in its own process, with RATE_LIMITS=off ' +
        'and its default logging (to /dev/null); autocannon runs in another process.',
      `SQL p50: the statements the endpoint sent for one request, recorded from the app and replayed through \`pg\` ` +
        `by ${CONNECTIONS} clients (${FLOOR_DURATION_MS / 1000} s measured), prepared once frequent as the app ` +
        "prepares them. Checkout's are replayed as sent, commits included, each recorded checkout once (its " +
        'hold was released after recording), so each replay books its pair again. Explore with every search new replays the SQL ' +
        `of its first ${MAX_RECORDED_PATHS} searches.`,
      'Explore, guides’ pages and their reviews are kept between changes (decisions 015 and 017): the 10 ' +
        'repeated searches, 200 profiles and the reviews are answered from memory after their first read. ' +
        'Searches never repeated are answered from the index of listed guides in memory (decision 018); ' +
        'their SQL p50 is that of the database path the index replaces.',
      `Checkout books a different (seeker, session) pair on every request: ${data.checkout.seekerTokens.length} ` +
        `signed-in seekers, each holding at most ${MAX_UNPAID_HOLDS} of ${data.checkout.sessionIds.length} ` +
        'coming sessions that have a place for each, as checkout allows a seeker unpaid holds.',
      ...(postgresRows.some((row) => (row.floor?.cutShort ?? 0) > 0)
        ? [
            `* Some replays were stopped at the ${FLOOR_STATEMENT_TIMEOUT_MS / 1000} s statement timeout and ` +
              'count as that long: the SQL p50 is a lower bound.',
          ]
        : []),
      `Reminders (decision 055): ${burst.count} confirmed bookings whose sessions reach their 24-hour mark in the ` +
        `same minute, queued by one maintenance sweep and sent by one process's workers on the embedded ` +
        `database to a loopback SMTP capture: all there in ${seconds(burst.allSentMs)}, ${burst.received} ` +
        `received, ${burst.distinct} distinct Message-IDs (target: all within 2 minutes, each once) — ` +
        `${burstMet ? 'met' : 'MISSED'}.`,
      'Targets: explore and reading a conversation p99 <= 40 ms, other endpoints p99 <= 60 ms, p50 <= 1.5x the SQL p50, ' +
        'no errors and no non-2xx; peak RSS (VmHWM) of the server on PostgreSQL <= 300 MB; restart <= 2 s.',
    ],
    phases: phases.done,
  };
  const markdown = renderReport(report);
  console.log(`\n${markdown}`);
  await mkdir(join(PROJECT_ROOT, 'bench-results'), { recursive: true });
  await writeFile(RESULTS_FILE, markdown);
  console.log(`Written to ${RESULTS_FILE}`);
  return missedTargets(report).length === 0 && burstMet;
}

const teardown = new Teardown();
teardown.exitOnSignals();
const started = performance.now();
main(teardown)
  .then(
    (pass) => (pass ? 0 : 1),
    (error: unknown) => {
      if (!teardown.interrupted) console.error(error);
      return 1;
    },
  )
  .then(async (code) => {
    await teardown.run();
    console.log(`Bench took ${seconds(performance.now() - started)}.`);
    process.exit(code);
  });
