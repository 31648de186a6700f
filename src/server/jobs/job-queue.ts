import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type DrizzleTransactionLike,
  fromDrizzle,
  type Db as IDatabase,
  type Job,
  type JobResult,
  PgBoss,
} from 'pg-boss';
import type { DbOrTx } from '../db/connection';

/**
 * Every kind of side effect Luz runs as a job, with what its job carries. A job names what it is
 * about (a booking, an application, an account), never the message itself: the handler reads the
 * state as it is when it runs, so a retry sends what is true then.
 */
export interface JobPayloads {
  'booking-confirmation-email': { bookingId: number };
  'booking-cancellation-email': { bookingId: number };
  /**
   * The change kept under the session's calendar SEQUENCE `calendarSequence`; jobs written before
   * changes were kept carry none and send the session as it is.
   */
  'session-change-email': { bookingId: number; calendarSequence?: number };
  refund: { bookingId: number };
  'close-checkout': { reference: string };
  'password-reset-email': { userId: number };
  'guide-application-decision-email': { applicationId: number };
  'guide-booking-email': { bookingId: number };
  'guide-cancellation-email': { bookingId: number };
  'guide-session-cancellation-email': { sessionId: number };
  /** The sessions a removal cancelled: the handler cannot tell them from the guide's own cancellations. */
  'guide-removal-email': { guideId: number; sessionIds: number[] };
  'message-notice-email': { messageId: number; recipientId: number };
  /** The reminder of a booking for its session starting at `startsAt` (ISO): moved sessions get a new one. */
  'booking-reminder-email': { bookingId: number; startsAt: string };
  /** A guide's agenda of the Lisbon day `day` (yyyy-MM-dd), sent the evening before. */
  'guide-agenda-email': { guideId: number; day: string };
  'maintenance-sweep': Record<string, never>;
}
export type JobKind = keyof JobPayloads;

export const JOB_KINDS = [
  'booking-confirmation-email',
  'booking-cancellation-email',
  'session-change-email',
  'refund',
  'close-checkout',
  'password-reset-email',
  'guide-application-decision-email',
  'guide-booking-email',
  'guide-cancellation-email',
  'guide-session-cancellation-email',
  'guide-removal-email',
  'message-notice-email',
  'booking-reminder-email',
  'guide-agenda-email',
  'maintenance-sweep',
] as const satisfies readonly JobKind[];

/** What a handler knows of the job it runs: enough to name what it does in a stable way. */
export interface RunningJob<K extends JobKind> {
  id: string;
  kind: K;
  data: JobPayloads[K];
}

export type JobHandler<K extends JobKind> = (job: RunningJob<K>) => Promise<void>;

/** Where pg-boss keeps its tables. */
export const JOB_SCHEMA = 'pgboss';

/**
 * A job still active this long after it was taken belongs to a process that died holding it: it is
 * put back for another (every job here ends well within it). pg-boss's own default is a quarter-hour,
 * which would hold a paid seeker's confirmation that long.
 */
const JOB_EXPIRE_SECONDS = 60;
/** How often a working process looks for such jobs. */
const SUPERVISE_INTERVAL_SECONDS = 15;
/** What pg-boss is told of the database it runs on. */
export type JobBackend = 'pglite' | 'postgres';

export interface RetryPolicy {
  /** Attempts after the first. */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each further one when `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** The longest wait between two attempts, in seconds. */
  retryDelayMax?: number;
}

/** A mail server down for a few minutes, or a provider's brief outage, is ridden out; about an hour in all. */
export const DEFAULT_RETRY: RetryPolicy = {
  retryLimit: 8,
  retryDelay: 15,
  retryBackoff: true,
  retryDelayMax: 1200,
};

/**
 * Kinds that arrive by the thousand at once (every reminder of sessions starting in the same minute):
 * a worker takes them in batches, several batches at a time, and asks again at once while batches
 * come back full. One at a time with a pause between, ten thousand reminders would take hours.
 */
const BATCHED_KINDS: Partial<Record<JobKind, { batchSize: number; localConcurrency: number }>> = {
  'booking-reminder-email': { batchSize: 25, localConcurrency: 4 },
};

/** The sweep of expired holds, ended sessions and expired counters: once a minute, by one process at a time. */
const MAINTENANCE_SCHEDULE = '* * * * *';

export interface JobQueueOptions {
  /** The database pg-boss polls and keeps its own tables in (not a transaction). */
  database: IDatabase;
  backend: JobBackend;
  log: FastifyBaseLogger;
  /** Off: this process only writes jobs, another one runs them (JOB_WORKERS=off). */
  workers: boolean;
  retry?: RetryPolicy;
  /** How often an idle worker looks for new jobs, in seconds (at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Off in tests: the sweep is asked for, not waited for. */
  schedule?: boolean;
}

export interface JobQueueStats {
  queued: number;
  active: number;
  failed: number;
}

/**
 * Side effects as jobs in PostgreSQL (pg-boss), written in the transaction of the change that causes
 * them: a change that rolls back leaves no job, and a committed one leaves a job that some process
 * runs even if the one that wrote it dies at once. Jobs retry with backoff and end, if they never
 * succeed, as failed jobs an admin can see and retry.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<JobKind, JobHandler<JobKind>>();
  private readonly retry: RetryPolicy;
  /** Writes outside any transaction still under way (a request's follow-up after its answer). */
  private readonly writing = new Set<Promise<unknown>>();
  private started = false;
  private drainRunning?: Promise<void>;
  private nextDrain?: Promise<void>;

  constructor(private readonly options: JobQueueOptions) {
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.boss = new PgBoss({
      db: options.database,
      backend: options.backend,
      schema: JOB_SCHEMA,
      // pg-boss's own maintenance (expiring, deleting old jobs) runs where jobs are worked.
      supervise: options.workers,
      superviseIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
      schedule: options.workers && options.schedule !== false,
      migrate: true,
    });
    this.boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
  }

  /** Who runs a kind of job; set for every kind before `start`. */
  handle<K extends JobKind>(kind: K, handler: JobHandler<K>): void {
    this.handlers.set(kind, handler as unknown as JobHandler<JobKind>);
  }

  async start(): Promise<void> {
    // The queues exist before pg-boss starts so its cache of them is full: writing a job inside a
    // transaction then never needs a second connection (PGlite has only one).
    await installJobQueues(this.options.database, this.options.backend);
    await this.boss.start();
    this.started = true;
    if (!this.options.workers) return;
    const pollingIntervalSeconds = this.options.pollingIntervalSeconds ?? 2;
    for (const kind of JOB_KINDS) {
      const batched = BATCHED_KINDS[kind];
      if (batched) {
        await this.boss.work(
          kind,
          { pollingIntervalSeconds, ...batched, burstWhenBatchFull: true, perJobResults: true },
          // Each job of a batch succeeds or fails alone: one bad address does not send its batch again.
          async (batch) =>
            Promise.all(
              batch.map(async (job): Promise<JobResult> => {
                try {
                  await this.run(kind, job);
                  return { id: job.id, status: 'completed' };
                } catch (err) {
                  return { id: job.id, status: 'failed', output: { message: (err as Error).message } };
                }
              }),
            ),
        );
        continue;
      }
      await this.boss.work(kind, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
        if (job) await this.run(kind, job);
      });
    }
    if (this.options.schedule !== false) await this.boss.schedule('maintenance-sweep', MAINTENANCE_SCHEDULE);
  }

  /**
   * Writes a job in `tx`, the transaction of the change that causes it. `singletonKey` makes a
   * second job about the same thing, while the first is still waiting, a no-op.
   */
  async enqueue<K extends JobKind>(
    tx: DbOrTx,
    kind: K,
    data: JobPayloads[K],
    options: { singletonKey?: string } = {},
  ): Promise<void> {
    const written = this.boss.send(kind, data, {
      ...this.retry,
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      // Both drivers' `execute` answer rows as pg-boss reads them (see db/raw-query.ts).
      db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
    });
    this.writing.add(written);
    try {
      await written;
    } finally {
      this.writing.delete(written);
    }
  }

  /** Writes many jobs of one kind in `tx` with one statement (a sweep's batch of reminders). */
  async enqueueMany<K extends JobKind>(tx: DbOrTx, kind: K, items: readonly JobPayloads[K][]): Promise<void> {
    if (items.length === 0) return;
    const written = this.boss.insert(
      kind,
      items.map((data) => ({ data, ...this.retry })),
      { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) },
    );
    this.writing.add(written);
    try {
      await written;
    } finally {
      this.writing.delete(written);
    }
  }

  /**
   * Runs every job that is due, here and now, until none is left (retries due at once included).
   * Tests use it where they would wait for a worker; a process never needs it. Callers at once share
   * one round, and a caller arriving during a round gets the next one, which sees what it wrote.
   */
  drain(): Promise<void> {
    if (this.nextDrain) return this.nextDrain;
    if (this.drainRunning) {
      this.nextDrain = this.drainRunning.then(() => {
        this.nextDrain = undefined;
        return this.startDrain();
      });
      return this.nextDrain;
    }
    return this.startDrain();
  }

  private startDrain(): Promise<void> {
    const round = this.drainAll().finally(() => {
      if (this.drainRunning === round) this.drainRunning = undefined;
    });
    this.drainRunning = round;
    return round;
  }

  private async drainAll(): Promise<void> {
    await Promise.allSettled([...this.writing]);
    let ran = 1;
    // A round that found nothing due stops it too: a job of another kind, or held back, is not ours to run.
    while (ran > 0 && (await this.anyDue())) {
      ran = 0;
      for (const kind of JOB_KINDS) {
        const jobs = await this.boss.fetch(kind, { batchSize: 20 });
        ran += jobs.length;
        for (const job of jobs) {
          try {
            await this.run(kind, job);
            await this.boss.complete(kind, job.id);
          } catch (err) {
            await this.boss.fail(kind, job.id, { message: (err as Error).message });
          }
        }
      }
    }
  }

  /** One cheap look before asking each queue: most drains find nothing to do. */
  private async anyDue(): Promise<boolean> {
    const { rows } = await this.options.database.executeSql(
      `select 1 from ${JOB_SCHEMA}.job where state < 'active' and start_after <= now() limit 1`,
    );
    return rows.length > 0;
  }

  /** How many jobs wait (new or to be retried), run now, and failed for good. */
  async stats(): Promise<JobQueueStats> {
    const { rows } = await this.options.database.executeSql(
      `select count(*) filter (where state in ('created', 'retry'))::int as queued,
              count(*) filter (where state = 'active')::int as active,
              count(*) filter (where state = 'failed')::int as failed
       from ${JOB_SCHEMA}.job`,
    );
    const row = rows[0] as JobQueueStats | undefined;
    return { queued: row?.queued ?? 0, active: row?.active ?? 0, failed: row?.failed ?? 0 };
  }

  /** Puts a failed job back in line, in `tx` (the transaction that records who asked). */
  async retryFailed(tx: DbOrTx, kind: JobKind, id: string): Promise<void> {
    await this.boss.retry(kind, id, { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
  }

  /** Stops taking jobs and waits for those running to end. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // Within the shutdown grace of main.ts, which also closes the server and the database.
    await this.boss.stop({ graceful: true, timeout: 8_000 });
  }

  private async run(kind: JobKind, job: Job<unknown>): Promise<void> {
    const handler = this.handlers.get(kind);
    if (!handler) throw new Error(`No handler for ${kind} jobs`);
    try {
      await handler({ id: job.id, kind, data: job.data as JobPayloads[JobKind] });
    } catch (err) {
      this.options.log.warn(
        { err, job: job.id, kind },
        'job failed; it will be retried while attempts remain',
      );
      throw err;
    }
  }
}

/**
 * pg-boss's schema and Luz's queues, created when missing. Run with the migrations, so a new
 * database (and every test's copy of the template) has them already; pg-boss serialises its own
 * installation with an advisory lock, so processes starting together do not trip on one another.
 */
export async function installJobQueues(database: IDatabase, backend: JobBackend): Promise<void> {
  const boss = new PgBoss({
    db: database,
    backend,
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  try {
    const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
    for (const kind of JOB_KINDS) {
      const queue = existing.get(kind);
      if (!queue) await boss.createQueue(kind, { expireInSeconds: JOB_EXPIRE_SECONDS });
      else if (queue.expireInSeconds !== JOB_EXPIRE_SECONDS)
        await boss.updateQueue(kind, { expireInSeconds: JOB_EXPIRE_SECONDS });
    }
  } finally {
    await boss.stop({ graceful: false });
  }
}
