/**
 * `npm run bench`: the API under load on PostgreSQL, with baselines from the same run.
 *
 * 1. Creates `luz_bench_<pid>` on the server at BENCH_DATABASE_URL, migrates it and fills it with
 *    bench data (BENCH_SCALE multiplies the counts; 0.1 for a quick run).
 * 2. Builds the app in-process on it (rate limits off, no mail, silent logs) on a free 127.0.0.1
 *    port, beside a bare Fastify route returning a fixed JSON body.
 * 3. For each endpoint: autocannon from a child process (32 connections, 2 s warm-up, 8 s
 *    measured), then the same SQL the endpoint sent, replayed through `pg` by 32 clients.
 * 4. Prints one table with the targets, and drops the database.
 *
 * Traffic only ever goes to 127.0.0.1.
 */
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp, type LuzApp } from '../../src/server/app';
import { systemClock } from '../../src/server/clock';
import type { Db } from '../../src/server/db/connection';
import { openMigratedDatabase } from '../../src/server/db/open-database';
import * as schema from '../../src/server/db/schema';
import { createLocalPaymentProvider } from '../../src/server/features/payments/local-provider';
import { SESSION_COOKIE } from '../../src/server/http/session-cookie';
import { type BenchData, generateBenchData } from './generate-data';
import { type FloorResult, measureFloor, type Statement, StatementRecorder } from './sql-floor';

const SCALE = Number(process.env.BENCH_SCALE ?? '1');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 32;
const WARMUP_S = 2;
const DURATION_S = 8;
const FLOOR_WARMUP_MS = 1000;
const FLOOR_DURATION_MS = 4000;
const APP_POOL_SIZE = 10; // what main.ts opens
const RSS_TARGET_MB = 300;

interface Endpoint {
  name: string;
  paths: string[];
  headers?: Record<string, string>;
  p99TargetMs: number;
}

interface LoadResult {
  requestsPerSecond: number;
  total: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface Row {
  endpoint: Endpoint;
  load: LoadResult;
  floor: FloorResult | null;
}

function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A Lisbon calendar date `days` from today, as explore's date filter takes it. */
function lisbonDate(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(day);
}

function endpoints(data: BenchData): Endpoint[] {
  const { counts, firstGuideId } = data;
  const guideIds = Array.from({ length: 200 }, (_, i) => firstGuideId + ((i * 7919) % counts.guides));
  return [
    {
      name: 'explore search',
      p99TargetMs: 40,
      paths: [
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
      ],
    },
    {
      name: 'guide profile',
      p99TargetMs: 60,
      paths: guideIds.map((id) => `/api/practitioners/${id}`),
    },
    {
      name: 'reviews of popular guide',
      p99TargetMs: 60,
      paths: [`/api/practitioners/${data.popularGuideId}/reviews`],
    },
    {
      name: 'my bookings (heavy seeker)',
      p99TargetMs: 60,
      paths: ['/api/bookings'],
      headers: { cookie: `${SESSION_COOKIE}=${data.seekerToken}` },
    },
    {
      name: 'admin bookings + search',
      p99TargetMs: 60,
      paths: [
        '/api/admin/bookings?q=seeker1',
        '/api/admin/bookings?q=marta&status=confirmed',
        '/api/admin/bookings?q=circle&page=2',
        '/api/admin/bookings',
      ],
      headers: { cookie: `${SESSION_COOKIE}=${data.adminToken}` },
    },
  ];
}

const loadRunner = join(fileURLToPath(new URL('.', import.meta.url)), 'load-runner.mjs');

/** autocannon in a child process, so it never competes with the server for its event loop. */
function runLoad(url: string, endpoint: Endpoint, duration: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(loadRunner, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load runner exited with ${code}`));
    });
    child.send({
      url,
      paths: endpoint.paths,
      headers: endpoint.headers ?? {},
      connections: CONNECTIONS,
      duration,
    });
  });
}

/** Checks every path answers 200 and records the SQL each one sends. */
async function captureStatements(
  app: LuzApp,
  recorder: StatementRecorder,
  endpoint: Endpoint,
): Promise<Statement[][]> {
  const requests: Statement[][] = [];
  for (const path of endpoint.paths) {
    let status = 0;
    const statements = await recorder.capture(async () => {
      const response = await app.inject({ method: 'GET', url: path, headers: endpoint.headers ?? {} });
      status = response.statusCode;
    });
    if (status !== 200) throw new Error(`${endpoint.name}: GET ${path} answered ${status}`);
    requests.push(statements);
  }
  return requests;
}

function fmt(n: number, digits = 1): string {
  return Number.isFinite(n) ? n.toFixed(digits) : '-';
}

function printTable(rows: Row[], peakRssMb: number): boolean {
  const header = [
    'endpoint',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'sql p50',
    'ratio',
    'p99 target',
    'result',
  ];
  const lines: string[][] = [];
  let allPass = true;
  for (const { endpoint, load, floor } of rows) {
    const ratio = floor ? load.p50 / floor.p50 : NaN;
    const failures: string[] = [];
    if (load.p99 > endpoint.p99TargetMs) failures.push('p99');
    if (floor && ratio > 1.5) failures.push('ratio');
    if (load.errors > 0) failures.push('errors');
    if (load.total === 0) failures.push('no response within the run');
    if (failures.length > 0) allPass = false;
    lines.push([
      endpoint.name,
      fmt(load.requestsPerSecond, 0),
      load.total === 0 ? '-' : fmt(load.p50),
      load.total === 0 ? '-' : fmt(load.p99),
      String(load.errors),
      floor ? fmt(floor.p50) : 'n/a',
      floor ? `${fmt(ratio, 2)}x` : 'n/a',
      `<= ${endpoint.p99TargetMs}`,
      failures.length === 0 ? 'PASS' : `FAIL (${failures.join(', ')})`,
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const render = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(render(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(render(line));
  const rssPass = peakRssMb <= RSS_TARGET_MB;
  console.log(
    `\nServer RSS peak during load: ${fmt(peakRssMb, 0)} MB (target <= ${RSS_TARGET_MB} MB): ${rssPass ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    'Targets: explore p99 <= 40 ms, others p99 <= 60 ms, p50 <= 1.5x its raw-SQL p50, zero errors (incl. non-2xx).',
  );
  return allPass && rssPass;
}

async function main(): Promise<void> {
  if (!(SCALE > 0)) throw new Error('BENCH_SCALE must be a positive number');
  const dbName = `luz_bench_${process.pid}`;
  const databaseUrl = databaseUrlFor(SERVER_URL, dbName);
  const uploadsDir = await mkdtemp(join(tmpdir(), 'luz-bench-uploads-'));
  console.log(`Luz bench: scale ${SCALE}, database ${dbName} on ${new URL(SERVER_URL).host}`);
  await withAdminClient((client) => client.query(`create database ${dbName}`));

  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const migrated = await openMigratedDatabase({ databaseUrl, dataDir: uploadsDir });
    await migrated.close();

    const dataPool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
    dataPool.on('error', () => {});
    cleanups.push(() => dataPool.end());
    const started = performance.now();
    const data = await generateBenchData(dataPool, SCALE);
    const c = data.counts;
    console.log(
      `Generated ${c.guides} guides, ${c.seekers} seekers, ${c.sessions} sessions, ${c.bookings} bookings, ` +
        `${c.reviews} reviews in ${fmt((performance.now() - started) / 1000)} s (incl. vacuum analyze)`,
    );

    // The app, on its own pool, with drizzle's logger recording SQL while a capture runs.
    const appPool = new pg.Pool({ connectionString: databaseUrl, max: APP_POOL_SIZE });
    appPool.on('error', () => {});
    const recorder = new StatementRecorder();
    const db = drizzle({ client: appPool, schema, logger: recorder }) as unknown as Db;
    const app = await buildApp({
      db,
      mailer: { send: async () => {} },
      clock: systemClock,
      publicUrl: 'http://127.0.0.1',
      uploadsDir,
      logger: pino({ level: 'silent' }),
      rateLimits: false,
      payments: createLocalPaymentProvider(),
    });
    cleanups.unshift(() => appPool.end());
    cleanups.unshift(() => app.close());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    const bare = Fastify({ logger: false });
    bare.get('/', async () => ({ hello: 'world', product: 'Luz' }));
    await bare.listen({ host: '127.0.0.1', port: 0 });
    cleanups.unshift(() => bare.close());
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

    let peakRss = 0;
    const sampleRss = () => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    };
    const rows: Row[] = [];
    const measure = async (url: string, endpoint: Endpoint, floorOf: Statement[][] | null) => {
      process.stdout.write(`  ${endpoint.name}: load…`);
      const sampler = setInterval(sampleRss, 200);
      let load: LoadResult;
      try {
        await runLoad(url, endpoint, WARMUP_S);
        load = await runLoad(url, endpoint, DURATION_S);
      } finally {
        clearInterval(sampler);
      }
      let floor: FloorResult | null = null;
      if (floorOf) {
        process.stdout.write(' raw SQL…');
        floor = await measureFloor(dataPool, floorOf, {
          concurrency: CONNECTIONS,
          warmupMs: FLOOR_WARMUP_MS,
          durationMs: FLOOR_DURATION_MS,
        });
      }
      console.log(' done');
      rows.push({ endpoint, load, floor });
    };

    console.log('Measuring (autocannon: 32 connections, 2 s warm-up, 8 s measured; raw SQL: 32 clients):');
    await measure(bareUrl, { name: 'bare fastify (fixed JSON)', paths: ['/'], p99TargetMs: 60 }, null);
    for (const endpoint of endpoints(data)) {
      const statements = await captureStatements(app, recorder, endpoint);
      await measure(appUrl, endpoint, statements);
    }
    console.log('');
    printTable(rows, peakRss / 1024 / 1024);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    await withAdminClient((client) => client.query(`drop database if exists ${dbName} with (force)`));
    await rm(uploadsDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
