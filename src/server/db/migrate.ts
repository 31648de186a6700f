import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { fromPglite } from 'pg-boss';
import { installJobQueues } from '../jobs/job-queue';
import { MIGRATIONS_DIR } from '../project-paths';

/** Any number followed by the product name: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 0x4c757a;

export async function migrateEmbedded(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR });
  await installJobQueues(fromPglite(client), 'pglite');
}

/** Several processes may start at once against one server: only one of them migrates at a time. */
export async function migrateServer(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: connection }), { migrationsFolder: MIGRATIONS_DIR });
      await installJobQueues(
        { executeSql: (text: string, values?: unknown[]) => connection.query(text, values) },
        'postgres',
      );
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
