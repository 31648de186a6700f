import { join } from 'node:path';
import { type Database, openEmbeddedDatabase, openServerDatabase } from './connection';
import { migrateEmbedded, migrateServer } from './migrate';

/** The PostgreSQL server at `databaseUrl` when given, else the embedded database in `dataDir`; migrated. */
export async function openMigratedDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const database = await openServerDatabase(options.databaseUrl);
    await migrateServer(database.pool);
    return database;
  }
  const database = await openEmbeddedDatabase({ dataDir: join(options.dataDir, 'pgdata') });
  await migrateEmbedded(database.client);
  return database;
}
