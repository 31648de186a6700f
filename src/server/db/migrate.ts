import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import { installJobQueues } from '../jobs/job-queue';
import { MIGRATIONS_DIR } from '../project-paths';

/**
 * Any number followed by the product name: the advisory lock that serialises start-up work across
 * processes. It was the migrations' lock alone, under the same number, so a process of an earlier
 * version starting beside a newer one still waits for it.
 */
const START_UP_LOCK_KEY = 0x4c757a;

export async function migrateEmbedded(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR });
  await installJobQueues(fromPglite(client), 'pglite');
}

/**
 * Applies the migrations not yet applied, and creates the job queues, on a connection that holds the
 * start-up lock.
 */
export async function migrateServer(connection: pg.Client): Promise<void> {
  await migratePg(drizzlePg({ client: connection }), { migrationsFolder: MIGRATIONS_DIR });
  await installJobQueues(
    { executeSql: (text: string, values?: unknown[]) => connection.query(text, values) },
    'postgres',
  );
}

/**
 * Several processes may start at once against one server: `work` runs in one of them at a time, on a
 * connection of its own straight to PostgreSQL (`url` must not be a transaction-mode pooler, which
 * would hand the lock's session to someone else). The lock belongs to that session, so a process
 * that dies holding it lets the next one in.
 */
export async function underStartUpLock<T>(
  url: string,
  work: (connection: pg.Client) => Promise<T>,
): Promise<T> {
  const connection = new pg.Client({ connectionString: url });
  // A dropped connection fails the statement under way; without a listener it would end the process.
  connection.on('error', () => {});
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [START_UP_LOCK_KEY]);
    return await work(connection);
  } finally {
    // Ending the session releases the lock.
    await connection.end().catch(() => {});
  }
}
