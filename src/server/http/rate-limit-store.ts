import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { countRateLimitHit } from '../db/rate-limit-counters';

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
      countRateLimitHit(db, `${this.prefix}|${key}`, now, timeWindow)
        .then(({ hits, resetAt }) =>
          callback(null, { current: hits, ttl: resetAt.getTime() - now.getTime() }),
        )
        .catch((error: Error) => callback(error));
    }
  };
}
