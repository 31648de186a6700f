/**
 * Runs one autocannon load in its own process, so the load generator never shares an event loop
 * with the bench or the server. Receives a LoadJob, answers a LoadResult.
 */
import autocannon from 'autocannon';
import { SESSION_COOKIE } from '../../src/server/http/session-cookie';
import { checkoutPair } from './checkout-pairs';
import type { LoadJob, LoadResult } from './load';

function requestsOf(job: LoadJob, pairs: { next: number }): autocannon.Request[] {
  const { traffic } = job;
  if (traffic.kind === 'get') return traffic.paths.map((path) => ({ method: 'GET', path }));
  return [
    {
      method: 'POST',
      path: traffic.path,
      // Called for every request: each one books its own (seeker, session) pair.
      setupRequest: (request) => {
        const pair = checkoutPair(traffic.pairs, pairs.next++);
        return {
          ...request,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            cookie: `${SESSION_COOKIE}=${pair.token}`,
          },
          body: JSON.stringify({ sessionId: pair.sessionId }),
        };
      },
    },
  ];
}

process.once('message', async (job: LoadJob) => {
  const pairs = { next: job.traffic.kind === 'checkout' ? job.traffic.firstPair : 0 };
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.duration,
    headers: job.traffic.kind === 'get' ? job.traffic.headers : {},
    requests: requestsOf(job, pairs),
  });
  const answer: LoadResult = {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Requests still unanswered when the run ended count as errors too.
    errors:
      result.errors +
      result.timeouts +
      Math.max(0, result.requests.sent - result.requests.total - job.connections),
    non2xx: result.non2xx,
    nextPair: pairs.next,
  };
  process.send?.(answer, () => process.exit(0));
});
