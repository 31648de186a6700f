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
}

/**
 * Replays `requests` (each the statement list of one HTTP request, run in order on one connection)
 * round-robin on `concurrency` connections: `warmupMs` unmeasured, then `durationMs` measured.
 */
export async function measureFloor(
  pool: pg.Pool,
  requests: Statement[][],
  options: { concurrency: number; warmupMs: number; durationMs: number },
): Promise<FloorResult> {
  const latencies: number[] = [];
  /** Requests begun during the warm-up: used only when a statement outlasts the whole window. */
  const early: number[] = [];
  let next = 0;
  const start = performance.now();
  const measureFrom = start + options.warmupMs;
  const stopAt = measureFrom + options.durationMs;
  const worker = async () => {
    const client = await pool.connect();
    try {
      while (performance.now() < stopAt) {
        const statements = requests[next++ % requests.length]!;
        const t0 = performance.now();
        for (const s of statements) await client.query(s.text, s.params);
        (t0 >= measureFrom ? latencies : early).push(performance.now() - t0);
      }
    } finally {
      client.release();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  if (latencies.length === 0) latencies.push(...early);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), count: latencies.length };
}
