/**
 * The raw-SQL floor of an endpoint: the exact statements the app sent to PostgreSQL while answering
 * one request (recorded through drizzle's logger), replayed directly through `pg` by concurrent
 * clients, with no HTTP, validation, ORM mapping or serialization around them.
 */
import { performance } from 'node:perf_hooks';
import type { Logger } from 'drizzle-orm';
import type pg from 'pg';

export interface Statement {
  text: string;
  params: unknown[];
}

/** Plugged into the app's drizzle instance; records only while a capture runs. */
export class StatementRecorder implements Logger {
  private recording: Statement[] | null = null;

  logQuery(query: string, params: unknown[]): void {
    this.recording?.push({ text: query, params: [...params] });
  }

  /** The statements `work` sent; nothing else may run against the app meanwhile. */
  async capture(work: () => Promise<void>): Promise<Statement[]> {
    const recorded: Statement[] = [];
    this.recording = recorded;
    try {
      await work();
    } finally {
      this.recording = null;
    }
    return recorded;
  }
}

export interface FloorResult {
  p50: number;
  p99: number;
  count: number;
  /** Replays stopped by the statement timeout: their latency counts as the timeout, a lower bound. */
  cutShort: number;
}

/** PostgreSQL's code for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

/**
 * Replays `requests` (each the statement list of one HTTP request, run in order on one connection)
 * round-robin on `concurrency` connections: `warmupMs` unmeasured, then `durationMs` measured. A
 * statement running longer than `statementTimeoutMs` is stopped, so a slow endpoint cannot hold the
 * bench for minutes. `eachOnce`: every request is replayed at most once (a write that can happen
 * only once, commit included), and the run ends early when they are all done.
 */
export async function measureFloor(
  pool: pg.Pool,
  requests: Statement[][],
  options: {
    concurrency: number;
    warmupMs: number;
    durationMs: number;
    statementTimeoutMs: number;
    eachOnce?: boolean;
  },
): Promise<FloorResult> {
  const latencies: number[] = [];
  /** Requests begun during the warm-up: used only when a statement outlasts the whole window. */
  const early: number[] = [];
  let cutShort = 0;
  let next = 0;
  const start = performance.now();
  const measureFrom = start + options.warmupMs;
  const stopAt = measureFrom + options.durationMs;
  const replay = async (client: pg.PoolClient, statements: Statement[]) => {
    try {
      for (const s of statements) await client.query(s.text, s.params);
    } catch (error) {
      if ((error as { code?: string }).code !== QUERY_CANCELED) throw error;
      cutShort++;
      await client.query('rollback');
    }
  };
  const worker = async () => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query(`set statement_timeout = ${Math.round(options.statementTimeoutMs)}`);
      while (performance.now() < stopAt && !(options.eachOnce && next >= requests.length)) {
        const statements = requests[next++ % requests.length]!;
        const t0 = performance.now();
        await replay(client, statements);
        (t0 >= measureFrom ? latencies : early).push(performance.now() - t0);
      }
      await client.query('reset statement_timeout');
    } catch (error) {
      broken = error as Error;
      throw error;
    } finally {
      // A connection left mid-transaction by an error is closed, not given back.
      client.release(broken);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  if (latencies.length === 0) latencies.push(...early);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), count: latencies.length, cutShort };
}
