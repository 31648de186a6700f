/**
 * Runs one autocannon load in its own process, so the load generator never shares an event loop
 * with the bench or the server. Receives a LoadJob, answers a LoadResult.
 */
import autocannon from 'autocannon';
import { SESSION_COOKIE } from '../../src/server/http/session-cookie';
import { checkoutPair } from './checkout-pairs';
import type { LoadJob, LoadResult } from './load';

function requestsOf(job: LoadJob, counter: { next: number }): autocannon.Request[] {
  const { traffic } = job;
  if (traffic.kind === 'get' && traffic.eachOnce) {
    return [
      {
        method: 'GET',
        // Called for every request: connections take the paths in turn, never in step.
        setupRequest: (request) => {
          const path = traffic.paths[counter.next++];
          if (path === undefined) throw new Error(`the load ran out of paths at ${counter.next - 1}`);
          return { ...request, path };
        },
      },
    ];
  }
  if (traffic.kind === 'get') return traffic.paths.map((path) => ({ method: 'GET', path }));
  if (traffic.kind === 'signed-in') {
    return [
      {
        method: traffic.method,
        // Called for every request: connections take the people in turn, never in step.
        setupRequest: (request) => {
          const next = traffic.requests[counter.next++ % traffic.requests.length]!;
          return {
            ...request,
            path: next.path,
            headers: {
              ...request.headers,
              cookie: `${SESSION_COOKIE}=${next.token}`,
              ...(next.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(next.body === undefined ? {} : { body: JSON.stringify(next.body) }),
          };
        },
      },
    ];
  }
  return [
    {
      method: 'POST',
      path: traffic.path,
      // Called for every request: each one books its own (seeker, session) pair.
      setupRequest: (request) => {
        const pair = checkoutPair(traffic.pairs, counter.next++);
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
  const { traffic } = job;
  const counter = {
    next:
      traffic.kind === 'checkout'
        ? traffic.firstPair
        : traffic.kind === 'get' && traffic.eachOnce
          ? traffic.first
          : 0,
  };
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.duration,
    headers: job.traffic.kind === 'get' ? job.traffic.headers : {},
    requests: requestsOf(job, counter),
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
    next: counter.next,
  };
  process.send?.(answer, () => process.exit(0));
});
