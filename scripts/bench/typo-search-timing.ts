/**
 * Explore with typos against explore with the words spelt right (decision 052), on PostgreSQL with
 * the bench's data: prints the plan of one typo search and one exact search, then the median time
 * of each kind of search read from the database and answered from the in-memory index, and their
 * ratios. A database of its own is created on the server and dropped at the end.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/typo-search-timing.ts [scale] [rounds]
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { GuideSearchQuery } from '../../src/contract/guides';
import { openMigratedDatabase } from '../../src/server/db/open-database';
import { queryRows } from '../../src/server/db/raw-query';
import { ListedGuideIndex } from '../../src/server/features/listings/listed-guide-index';
import {
  searchDatabase,
  searchStatement,
  storedSpellingOf,
} from '../../src/server/features/listings/search-statement';
import { generateBenchData } from './generate-data';

const scale = Number(process.argv[2] ?? 1);
const rounds = Number(process.argv[3] ?? 200);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The same searches twice: spelt right, and with the kind of typo a seeker makes. */
const EXACT = ['meditation', 'breathwork', 'ines machado', 'sound healing', 'goncalves', 'reiki'];
const TYPOS = ['meditaton', 'breathwrk', 'ines machdo', 'sound healng', 'gonsalves', 'reikki'];

const name = `luz_typo_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
try {
  const database = await openMigratedDatabase({ databaseUrl: url.toString(), dataDir: '' });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const data = await generateBenchData((text, params) => client.query(text, params), scale);
  await client.query('analyze');
  await client.end();
  console.log(`${data.counts.guides} guides, ${data.counts.sessions} sessions`);
  const { db } = database;
  const now = new Date();

  for (const q of ['meditaton', 'meditation']) {
    const query = GuideSearchQuery.parse({ q });
    const statement = searchStatement(query, await storedSpellingOf(db, q), now);
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql`explain (analyze, costs off) ${statement}`,
    );
    console.log(`\n-- explain analyze: q=${q}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
  }

  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  async function timed(words: string[], answer: (query: GuideSearchQuery) => Promise<unknown>) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const query = GuideSearchQuery.parse({ q: words[i % words.length], page: 1 + (i % 3) });
      const started = performance.now();
      await answer(query);
      times.push(performance.now() - started);
    }
    return median(times);
  }
  const fromDatabase = (query: GuideSearchQuery) => searchDatabase(db, query, now);
  const index = await ListedGuideIndex.read(db, now);
  const fromMemory = async (query: GuideSearchQuery) =>
    index.search(query, await storedSpellingOf(db, query.q), now);
  // Each word's first search in memory works out its matches; later ones reuse them.
  const firstInMemory: Record<string, number> = {};
  for (const [kind, words] of [
    ['exact', EXACT],
    ['typo', TYPOS],
  ] as const) {
    const started = performance.now();
    for (const q of words) index.search(GuideSearchQuery.parse({ q }), await storedSpellingOf(db, q), now);
    firstInMemory[kind] = (performance.now() - started) / words.length;
  }
  await timed(EXACT, fromDatabase);
  const fromServer = { exact: await timed(EXACT, fromDatabase), typo: await timed(TYPOS, fromDatabase) };
  const memory = { exact: await timed(EXACT, fromMemory), typo: await timed(TYPOS, fromMemory) };
  const row = (label: string, exact: number, typo: number) =>
    console.log(`| ${label} | ${exact.toFixed(2)} | ${typo.toFixed(2)} | ${(typo / exact).toFixed(2)} |`);
  console.log('\n| median ms | exact | typo | typo ÷ exact |\n|---|---|---|---|');
  row('database (SQL)', fromServer.exact, fromServer.typo);
  row('in memory, first search of a word', firstInMemory.exact!, firstInMemory.typo!);
  row('in memory, word seen before', memory.exact, memory.typo);
  await database.close();
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
