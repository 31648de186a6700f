/** autocannon runs, each in a child process (load-runner.ts) so it never competes with the bench. */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CheckoutPairs } from './checkout-pairs';
import type { Teardown } from './teardown';

export type Traffic =
  /** GET requests cycling through `paths` on each connection. */
  | { kind: 'get'; paths: string[]; headers: Record<string, string>; eachOnce?: false }
  /**
   * GET requests shared out across connections, each path once from `first` on: no two requests
   * ask the same thing, so no answer can be served from what an earlier one read.
   */
  | { kind: 'get'; paths: string[]; headers: Record<string, string>; eachOnce: true; first: number }
  /** POSTs of checkout creation, each for the next (seeker, session) pair from `firstPair` on. */
  | { kind: 'checkout'; path: string; pairs: CheckoutPairs; firstPair: number }
  /** Requests of signed-in people, each with its own cookie (and JSON body), taken in turn across connections. */
  | { kind: 'signed-in'; method: 'GET' | 'POST'; requests: SignedInRequest[] };

export interface SignedInRequest {
  path: string;
  /** The raw session token, sent as the session cookie. */
  token: string;
  body?: unknown;
}

export interface LoadJob {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  traffic: Traffic;
}

export interface LoadResult {
  requestsPerSecond: number;
  total: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and requests left unanswered at the end. */
  errors: number;
  non2xx: number;
  /** The first checkout pair, or path requested once, this run did not use. */
  next: number;
}

const runner = fileURLToPath(new URL('./load-runner.ts', import.meta.url));

export function runLoad(teardown: Teardown, job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(runner, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    teardown.addChild('load generator', child);
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
    child.send(job);
  });
}
