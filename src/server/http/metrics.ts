import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ERROR_CODES } from '../../contract/errors';
import { NotFound, Unauthorized } from '../errors';

/** What a `pg.Pool` counts of its connections; PGlite has no pool. */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** The job queue as the metrics read it: how many jobs wait, run, and failed for good. */
export interface JobQueueStats {
  stats(): Promise<{ queued: number; active: number; failed: number }>;
}

export interface MetricsOptions {
  /** METRICS_TOKEN: with it, `/metrics` on the main port answers a request that carries it as a Bearer token. */
  token?: string;
  /** The PostgreSQL server's connection pool. */
  pool?: PoolCounts;
  /** The durable job queue, once there is one. */
  jobs?: JobQueueStats;
}

/** Every request whose address matches no route is counted under this one route label. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Methods are client-chosen words: any outside HTTP's usual ones count as one. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Prometheus metrics of one app, in a registry of its own (tests build many apps in one process).
 * Requests are labelled by the route's pattern, never by the address asked for, so no client can
 * make the series grow without end. Without options nothing is collected, and `/metrics` answers 404.
 */
export function installMetrics(
  app: FastifyInstance,
  options: MetricsOptions | undefined,
): Registry | undefined {
  const registry = options ? new Registry() : undefined;
  if (options && registry) {
    collectDefaultMetrics({ register: registry });
    countRequests(app, registry);
    if (options.pool) poolGauges(registry, options.pool);
    if (options.jobs) jobGauge(app, registry, options.jobs);
  }
  const token = options?.token;
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (!registry || !token) throw new NotFound();
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new Unauthorized(/*i18n*/ 'server.errors.metricsToken', ERROR_CODES.invalidToken);
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
  return registry;
}

function countRequests(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: KNOWN_METHODS.has(request.method) ? request.method : 'OTHER',
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

function poolGauges(registry: Registry, pool: PoolCounts): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('luz_db_pool_connections', 'Connections the database pool holds', () => pool.totalCount);
  gauge('luz_db_pool_idle_connections', 'Connections of the pool not in use', () => pool.idleCount);
  gauge(
    'luz_db_pool_waiting_requests',
    'Queries waiting for a connection of the pool',
    () => pool.waitingCount,
  );
}

function jobGauge(app: FastifyInstance, registry: Registry, jobs: JobQueueStats): void {
  new Gauge({
    name: 'luz_jobs',
    help: 'Jobs of the durable queue by state: queued, active, failed for good',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      try {
        const stats = await jobs.stats();
        this.set({ state: 'queued' }, stats.queued);
        this.set({ state: 'active' }, stats.active);
        this.set({ state: 'failed' }, stats.failed);
      } catch (err) {
        // A scrape still answers with everything else; the job figures go missing until the queue answers.
        this.reset();
        app.log.warn({ err }, 'metrics: the job queue did not give its figures');
      }
    },
  });
}

/** Compared as digests of equal length, in constant time: the answer's timing says nothing of the token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}
