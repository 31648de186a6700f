import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { fromPglite, type Db as IDatabase } from 'pg-boss';
import { type ChangeNotices, embeddedChangeNotices, serverChangeNotices } from './change-notices';
import { preparingClient, StatementNames, unnamedStatementsClient } from './prepared-statements';
import * as schema from './schema';

type Schema = typeof schema;
/** The drizzle database both drivers share: code written against it runs on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction in it. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'embedded' | 'server';
  /** Commits that change what explore shows, heard from any process on the same database. */
  notices: ChangeNotices;
  /** The PostgreSQL server's connection pool; PGlite has none. */
  pool?: pg.Pool;
  /** The same database as the job queue (pg-boss) reaches it: statements outside any transaction. */
  jobs: { database: IDatabase; backend: 'pglite' | 'postgres' };
  close(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder of the database files; omitted, the database lives in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir`, to start from a copy of another database. */
  loadDataDir?: Blob | File;
}

export async function openEmbeddedDatabase(
  options: EmbeddedOptions = {},
): Promise<Database & { client: PGlite }> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // The migrations create these extensions; PGlite must have their code loaded before it opens.
  const client = await PGlite.create(options.dataDir, {
    loadDataDir: options.loadDataDir,
    extensions: { unaccent, pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    client,
    kind: 'embedded',
    notices: embeddedChangeNotices(client),
    jobs: { database: fromPglite(client), backend: 'pglite' },
    close: () => client.close(),
  };
}

/**
 * A pool on the PostgreSQL server at `url`. With `directUrl`, `url` is a transaction-mode pooler
 * (decision 042): the pool keeps nothing in a session, statements go out unnamed, and LISTEN, which
 * belongs to one session, connects to PostgreSQL itself.
 */
export async function openServerDatabase(
  url: string,
  poolSize = 10,
  directUrl?: string,
): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    Client: directUrl ? unnamedStatementsClient() : preparingClient(new StatementNames()),
  });
  // A connection that drops while idle must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const jobs: IDatabase = { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
  return {
    db,
    pool,
    kind: 'server',
    notices: serverChangeNotices(directUrl ?? url),
    jobs: { database: jobs, backend: 'postgres' },
    close: () => pool.end(),
  };
}
