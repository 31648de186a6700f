import { sql } from 'drizzle-orm';
import type { Db } from './connection';
import { instantOf, queryRows } from './raw-query';

/*
 * The fixed-window counters of every rate limit, in PostgreSQL (`rate_limit_counters`), so every
 * server process counts the same attempts: the routes' limits (`http/rate-limit-store.ts`) and the
 * sign-in throttle of an account count here.
 */

/**
 * One more hit on the fixed-window counter `key`, in one atomic upsert: a window that has run out
 * starts again at 1. Answers the hits of the current window and when it ends.
 */
export async function countRateLimitHit(
  db: Db,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ hits: number; resetAt: Date }> {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await queryRows<{ hits: number; reset_at: string | Date }>(
    db,
    sql`
    insert into rate_limit_counters (key, hits, reset_at)
    values (${key}, 1, ${resetAt.toISOString()})
    on conflict (key) do update set
      hits = case when rate_limit_counters.reset_at <= ${now.toISOString()} then 1 else rate_limit_counters.hits + 1 end,
      reset_at = case when rate_limit_counters.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limit_counters.reset_at end
    returning hits, reset_at`,
  );
  const ends = instantOf(row!.reset_at);
  return { hits: Number(row!.hits), resetAt: new Date(Math.max(ends.getTime(), now.getTime())) };
}

/** Takes back one hit of `key` (an attempt that turned out not to count). */
export async function uncountRateLimitHit(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limit_counters set hits = greatest(hits - 1, 0) where key = ${key}`);
}

/**
 * How much of `rate_limit_counters` one purge may delete: batches of `batchSize` rows, each its own
 * short statement, at most `maxBatches` of them, so a purge after a flood never holds the database
 * long; what is left goes in the next run.
 */
export const RATE_LIMIT_PURGE = { batchSize: 1000, maxBatches: 10 };

/**
 * Deletes counters whose window ended at or before `now`; answers how many went. A counter that has
 * run out starts again from 1 at its next hit, so deleting it changes no limit; without this, every
 * address that ever came would keep its rows. Several processes purging at once take different rows.
 */
export async function purgeExpiredRateLimitCounters(
  db: Db,
  now: Date,
  { batchSize, maxBatches } = RATE_LIMIT_PURGE,
): Promise<number> {
  let purged = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const [row] = await queryRows<{ deleted: number }>(
      db,
      sql`
      with deleted as (
        delete from rate_limit_counters
        where key in (
          select key from rate_limit_counters
          where reset_at <= ${now.toISOString()}
          limit ${batchSize}
          for update skip locked
        )
        and reset_at <= ${now.toISOString()}
        returning 1
      )
      select count(*)::int as deleted from deleted`,
    );
    const deleted = Number(row!.deleted);
    purged += deleted;
    if (deleted < batchSize) break;
  }
  return purged;
}
