import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_CODES } from '../../contract/errors';
import type { Db } from '../db/connection';
import { queryRows } from '../db/raw-query';
import { ServiceUnavailable } from '../errors';
import { MIGRATIONS_DIR } from '../project-paths';

/** Longer than this, a balancer's check would give up first: a database this slow is not ready. */
const DATABASE_ANSWER_MS = 2_000;

/**
 * Whether this process should be sent requests: its database answers, carries every migration this
 * build ships, and the process is not shutting down. The migrations are compared once, on the first
 * check that reaches the database; after that a check is a ping.
 */
export class Readiness {
  private migrationsSeen = false;
  private shuttingDown = false;

  constructor(
    private readonly deps: {
      db: Db;
      log: FastifyBaseLogger;
      /** The drizzle journal of the build, read from `migrations/` when omitted. */
      expectedMigrations?: () => Promise<ExpectedMigration[]>;
    },
  ) {}

  /** From now on the process says it is not ready, so a balancer stops sending it requests. */
  beginShutdown(): void {
    this.shuttingDown = true;
  }

  /** Resolves when ready; throws ServiceUnavailable with the reason otherwise. */
  async check(): Promise<void> {
    if (this.shuttingDown)
      throw new ServiceUnavailable(/*i18n*/ 'server.errors.shuttingDown', ERROR_CODES.notReady);
    let missing: string[];
    try {
      missing = await withinTime(this.migrationsSeen ? this.ping() : this.missingMigrations());
    } catch (err) {
      this.deps.log.warn({ err }, 'readiness check: the database did not answer');
      throw new ServiceUnavailable(/*i18n*/ 'server.errors.databaseUnreachable', ERROR_CODES.notReady);
    }
    if (missing.length > 0) {
      throw new ServiceUnavailable(
        `The database lacks migrations: ${missing.join(', ')}`,
        ERROR_CODES.notReady,
      );
    }
    this.migrationsSeen = true;
  }

  private async ping(): Promise<string[]> {
    await this.deps.db.execute(sql`select 1`);
    return [];
  }

  /** Drizzle records each applied migration by its journal time (`when`), in `drizzle.__drizzle_migrations`. */
  private async missingMigrations(): Promise<string[]> {
    const expected = await (this.deps.expectedMigrations ?? journalMigrations)();
    const [table] = await queryRows<{ present: boolean }>(
      this.deps.db,
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    );
    if (!table?.present) return expected.map((migration) => migration.tag);
    const applied = await queryRows<{ createdAt: string }>(
      this.deps.db,
      sql`select created_at::text as "createdAt" from drizzle.__drizzle_migrations`,
    );
    const appliedTimes = new Set(applied.map((row) => row.createdAt));
    return expected.filter((migration) => !appliedTimes.has(String(migration.when))).map((m) => m.tag);
  }
}

export interface ExpectedMigration {
  tag: string;
  when: number;
}

let journal: Promise<ExpectedMigration[]> | undefined;

/** The migrations this build ships, read once per process. */
function journalMigrations(): Promise<ExpectedMigration[]> {
  journal ??= readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { entries: ExpectedMigration[] }).entries,
  );
  return journal;
}

function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), DATABASE_ANSWER_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * `/healthz`: the process answers (no database call). `/readyz`: it should be sent requests.
 * Both are asked every few seconds by balancers and orchestrators: no rate limit, no session, no
 * cache, and no info line per hit in the log.
 */
export function healthRoutes(app: FastifyInstance, readiness: Readiness): void {
  const quiet = { logLevel: 'warn' as const, schema: { hide: true } };
  app.get('/healthz', quiet, async (_request, reply) => {
    noStore(reply);
    return { status: 'ok' };
  });
  app.get('/readyz', quiet, async (_request, reply) => {
    noStore(reply);
    await readiness.check();
    return { status: 'ready' };
  });
}
