/**
 * After a load run, requests autocannon gave up on (or sent just before the end) go on running in
 * the server. Left alone they would weigh on the next endpoint's figures; these wait them out.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

/** How long leftover statements may run on before they are cancelled. */
const CANCEL_AFTER_MS = 3000;
const POLL_MS = 50;

/**
 * Waits until no statement runs on `database` but the caller's own, cancelling what still runs
 * after CANCEL_AFTER_MS (the requests they belong to were counted already, as errors).
 */
export async function untilDatabaseIdle(pool: pg.Pool, database: string): Promise<void> {
  const others = `from pg_stat_activity
    where datname = $1 and state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()`;
  const started = performance.now();
  for (;;) {
    const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n ${others}`, [database]);
    if (rows[0]!.n === 0) return;
    if (performance.now() - started > CANCEL_AFTER_MS) {
      await pool.query(`select pg_cancel_backend(pid) ${others}`, [database]);
    }
    await sleep(POLL_MS);
  }
}

/**
 * The embedded database runs one statement at a time, in order: once a request sent now is
 * answered, everything queued before it is done. Gives up after `timeoutMs`.
 */
export async function untilServerCaughtUp(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}
