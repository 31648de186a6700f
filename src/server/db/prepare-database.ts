import type { FastifyBaseLogger } from 'fastify';
import { systemClock } from '../clock';
import type { Config } from '../config';
import { ensureAdmin, hashPassword } from '../features/auth';
import type { Database } from './connection';
import { databaseIsEmpty, loadDemoData } from './demo-data/load-demo-data';
import { openMigratedDatabase } from './open-database';

/**
 * The database this process serves from, made ready: migrated, the demo data loaded when wanted into
 * an empty database, the configured admin account created. On a PostgreSQL server all of it runs
 * under one advisory lock on a direct connection, so processes starting together on an empty
 * database neither load the demo twice nor race to create the admin (decision 042).
 */
export async function prepareDatabase(
  config: Pick<Config, 'databaseUrl' | 'databaseDirectUrl' | 'dataDir' | 'demoData' | 'admin'>,
  log: FastifyBaseLogger,
): Promise<Database> {
  const database = await openMigratedDatabase(
    { databaseUrl: config.databaseUrl, directUrl: config.databaseDirectUrl, dataDir: config.dataDir },
    async (db, kind) => {
      const wantsDemoData =
        config.demoData === 'on' || (config.demoData === undefined && kind === 'embedded');
      if (wantsDemoData && (await databaseIsEmpty(db))) {
        const summary = await loadDemoData(db, { hashPassword, now: systemClock.now() });
        log.info({ summary }, 'demo data loaded');
      }
      if (config.admin) await ensureAdmin(db, config.admin, log);
    },
  );
  log.info({ database: database.kind, pooler: Boolean(config.databaseDirectUrl) }, 'database ready');
  return database;
}
