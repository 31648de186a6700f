import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { type Database, type Db, openEmbeddedDatabase, openServerDatabase } from './connection';
import { migrateEmbedded, migrateServer, underStartUpLock } from './migrate';
import * as schema from './schema';

export interface DatabaseLocation {
  /** The PostgreSQL server, or a transaction-mode pooler in front of it when `directUrl` is given. */
  databaseUrl?: string;
  /** PostgreSQL itself, behind the pooler at `databaseUrl`. */
  directUrl?: string;
  /** The embedded database's folder, when there is no `databaseUrl`. */
  dataDir: string;
}

/** What a process does to a freshly migrated database before serving (demo data, the admin account). */
export type StartUpWork = (db: Db, kind: Database['kind']) => Promise<void>;

/**
 * The PostgreSQL server at `databaseUrl` when given, else the embedded database in `dataDir`;
 * migrated, then `startUpWork` done. On a server, migrating and `startUpWork` run under one lock, so
 * of processes starting together on an empty database one migrates and loads while the others wait,
 * then find the work done.
 */
export async function openMigratedDatabase(
  location: DatabaseLocation,
  startUpWork: StartUpWork = async () => {},
): Promise<Database> {
  if (location.databaseUrl) {
    const directUrl = location.directUrl ?? location.databaseUrl;
    await underStartUpLock(directUrl, async (connection) => {
      await migrateServer(connection);
      await startUpWork(drizzlePg({ client: connection, schema }) as unknown as Db, 'server');
    });
    return openServerDatabase(location.databaseUrl, 10, location.directUrl);
  }
  // The embedded database's files are opened by one process at a time: there is nobody to wait for.
  const database = await openEmbeddedDatabase({ dataDir: join(location.dataDir, 'pgdata') });
  await migrateEmbedded(database.client);
  await startUpWork(database.db, 'embedded');
  return database;
}
