import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { queryRows } from '../db/raw-query';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that keeps fixed-window counters in PostgreSQL, so every server
 * process behind a load balancer counts the same attempts.
 */
export function postgresRateLimitStore(db: Db, clock: Clock) {
  return class PostgresRateLimitStore {
    constructor(
      _params: unknown,
      private readonly prefix = 'global',
    ) {}

    // The plugin hands each route's merged options, with the route under `routeInfo`, to `child`.
    child(params: object): PostgresRateLimitStore {
      const route = (params as RouteParams).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new PostgresRateLimitStore(params, `${method} ${route?.url ?? ''}`);
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = clock.now();
      const resetAt = new Date(now.getTime() + timeWindow);
      queryRows<{ hits: number; reset_at: string | Date }>(
        db,
        sql`
        insert into rate_limit_counters (key, hits, reset_at)
        values (${`${this.prefix}|${key}`}, 1, ${resetAt.toISOString()})
        on conflict (key) do update set
          hits = case when rate_limit_counters.reset_at <= ${now.toISOString()} then 1 else rate_limit_counters.hits + 1 end,
          reset_at = case when rate_limit_counters.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limit_counters.reset_at end
        returning hits, reset_at`,
      )
        .then(([row]) => {
          const ttl = Math.max(0, new Date(row!.reset_at).getTime() - now.getTime());
          callback(null, { current: Number(row!.hits), ttl });
        })
        .catch((error: Error) => callback(error));
    }
  };
}
