import { randomBytes } from 'node:crypto';
import pg from 'pg';

const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database of its own on the PostgreSQL server, for one test file, dropped afterwards. */
export interface ScratchDatabase {
  url: string;
  /** The test's own connections, to seed and to check what the servers wrote. */
  pool: pg.Pool;
  drop(): Promise<void>;
}

export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `luz_faults_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withServer((client) => client.query(`create database ${name}`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  pool.on('error', () => {});
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      // `with (force)` ends the connections of servers a failed test left behind.
      await withServer((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
