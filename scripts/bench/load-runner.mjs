/**
 * Runs one autocannon load in its own process, so the load generator never shares the server's
 * event loop. Receives `{ url, paths, headers, connections, duration }`, answers the summary.
 */
import autocannon from 'autocannon';

process.once('message', async (job) => {
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.duration,
    headers: job.headers,
    requests: job.paths.map((path) => ({ method: 'GET', path })),
  });
  process.send?.(
    {
      requestsPerSecond: result.requests.average,
      total: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      // Requests still unanswered when the run ended count as errors too.
      errors:
        result.errors +
        result.timeouts +
        result.non2xx +
        Math.max(0, result.requests.sent - result.requests.total - job.connections),
      non2xx: result.non2xx,
    },
    () => process.exit(0),
  );
});
