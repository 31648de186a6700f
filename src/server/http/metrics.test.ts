import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind, TestWorld } from '../testing/test-app';
import type { JobQueueStats } from './metrics';
import { startMetricsServer } from './metrics-server';

const TOKEN = 'metrics-token-for-tests-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format, as a scraper reads it: one sample a line, `#` lines describe. */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`Not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

let jobFigures: Awaited<ReturnType<JobQueueStats['stats']>> | Error = { queued: 3, active: 1, failed: 2 };
const jobs: JobQueueStats = {
  async stats() {
    if (jobFigures instanceof Error) throw jobFigures;
    return jobFigures;
  },
};

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start({ metrics: { token: TOKEN, jobs } });
});
afterAll(() => world.close());

async function scrape(): Promise<Sample[]> {
  const res = await world.client().get('/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(res.status).toBe(200);
  return parseMetrics(String(res.body));
}
const seriesOf = (samples: Sample[], name: string) => samples.filter((sample) => sample.name === name);

describe('metrics', () => {
  it('count requests by route pattern, method and status code, with latency histograms', async () => {
    const client = world.client();
    for (const id of [1, 2, 3, 2147483647]) await client.get(`/api/practitioners/${id}`);
    await client.get('/api/stats');
    const samples = await scrape();

    const requests = seriesOf(samples, 'http_requests_total');
    const notFound = requests.find(
      (s) => s.labels.route === '/api/practitioners/:id' && s.labels.status_code === '404',
    );
    expect(notFound, JSON.stringify(requests)).toMatchObject({ labels: { method: 'GET' }, value: 4 });
    expect(requests.some((s) => s.labels.route?.includes('2147483647'))).toBe(false);
    expect(requests.find((s) => s.labels.route === '/api/stats')).toMatchObject({
      labels: { method: 'GET', status_code: '200' },
      value: 1,
    });
    const buckets = seriesOf(samples, 'http_request_duration_seconds_bucket').filter(
      (s) => s.labels.route === '/api/stats',
    );
    expect(buckets.length).toBeGreaterThan(5);
    expect(buckets.find((s) => s.labels.le === '+Inf')?.value).toBe(1);
    expect(seriesOf(samples, 'http_request_duration_seconds_count').length).toBeGreaterThan(0);
  });

  it('count every address that matches no route under one label: series do not grow with them', async () => {
    const client = world.client();
    await client.get('/api/no-such-thing/0');
    const before = seriesOf(await scrape(), 'http_requests_total').length;
    for (let n = 1; n <= 1000; n++) await client.get(`/api/no-such-thing/${n}?q=${n}`);
    const after = seriesOf(await scrape(), 'http_requests_total');
    expect(after.length).toBe(before);
    const unmatched = after.find((s) => s.labels.route === 'unmatched' && s.labels.status_code === '404');
    expect(unmatched?.value).toBeGreaterThanOrEqual(1001);
  });

  it('include the event loop lag and the job queue figures', async () => {
    const samples = await scrape();
    expect(seriesOf(samples, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    expect(seriesOf(samples, 'luz_jobs').map((s) => [s.labels.state, s.value])).toEqual([
      ['queued', 3],
      ['active', 1],
      ['failed', 2],
    ]);
  });

  it('still answer when the job queue cannot give its figures, without them', async () => {
    jobFigures = new Error('the queue is down');
    try {
      const samples = await scrape();
      expect(seriesOf(samples, 'luz_jobs')).toEqual([]);
      expect(seriesOf(samples, 'http_requests_total').length).toBeGreaterThan(0);
    } finally {
      jobFigures = { queued: 0, active: 0, failed: 0 };
    }
  });

  it('show the database pool on PostgreSQL, and nothing of a pool on PGlite', async () => {
    const pool = seriesOf(await scrape(), 'luz_db_pool_connections');
    if (databaseKind === 'server') {
      expect(pool).toHaveLength(1);
      expect(pool[0]!.value).toBeGreaterThan(0);
      expect(seriesOf(await scrape(), 'luz_db_pool_waiting_requests')).toHaveLength(1);
    } else {
      expect(pool).toEqual([]);
    }
  });
});

describe('/metrics on the main port', () => {
  it('answers 401 without the token or with a wrong one, and asks for a Bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await world.client().get('/metrics', authorization ? { authorization } : {});
      expect(res.status, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).toEqual({
        error: 'A valid metrics token is needed',
        code: 'INVALID_TOKEN',
        requestId: res.headers['x-request-id'],
      });
    }
  });

  it('answers the text format, kept by no cache, with the token', async () => {
    const res = await world.client().get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 when no token is configured, whatever is sent', async () => {
    const untokened = await TestWorld.start({ metrics: {} });
    try {
      for (const authorization of [undefined, 'Bearer ', `Bearer ${TOKEN}`]) {
        const res = await untokened.client().get('/metrics', authorization ? { authorization } : {});
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('NOT_FOUND');
      }
      // Its metrics are its own: the first app's requests are not in them.
      const server = await startMetricsServer({
        registry: untokened.app.metrics!,
        port: 0,
        host: '127.0.0.1',
      });
      try {
        const text = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
        const requests = seriesOf(parseMetrics(text), 'http_requests_total');
        expect(requests.map((s) => [s.labels.route, s.labels.status_code, s.value])).toEqual([
          ['/metrics', '404', 3],
        ]);
      } finally {
        await server.close();
      }
    } finally {
      await untokened.close();
    }
  });
});

describe('the metrics port', () => {
  it('serves /metrics alone, without a token, bound to the given host', async () => {
    const server = await startMetricsServer({ registry: world.app.metrics!, port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const samples = parseMetrics(await res.text());
      expect(seriesOf(samples, 'http_requests_total').length).toBeGreaterThan(0);
      for (const path of ['/', '/api/stats', '/metrics/x', '/healthz'])
        expect((await fetch(`${base}${path}`)).status, path).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
