/**
 * Every request the soak makes, recorded with when it started and ended, which process answered
 * (haproxy names it in X-Luz-Process) and with what. Each simulated person sends their own
 * X-Forwarded-For: haproxy appends the soak's loopback address, and Luz (TRUST_PROXY=loopback)
 * believes loopback hops, so rate limits count per person as they would behind a real balancer.
 */
import { SESSION_COOKIE } from '../../src/server/http/session-cookie';

export interface Recorded {
  kind: string;
  method: string;
  path: string;
  /** Milliseconds since the soak began. */
  startedAt: number;
  endedAt: number;
  /** Null: no answer at all (connection refused or dropped). */
  status: number | null;
  process: string | null;
  /** The answer was one this kind of request may get (`expect`). */
  expected: boolean;
  /** Why no answer came (the network error's code or message). */
  error?: string;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field where they are used
  body: any;
  /** The session token a sign-in or sign-up set. */
  token: string | undefined;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  form?: FormData;
  /** The person's own address, sent as X-Forwarded-For. */
  address?: string;
  /** Statuses this request may be answered with; anything else is counted as a failure. */
  expect?: number[];
  /** Another base address than the balancer's (one process directly). */
  baseUrl?: string;
}

const REQUEST_TIMEOUT_MS = 30_000;

export class SoakClient {
  readonly requests: Recorded[] = [];
  private readonly began = performance.now();

  constructor(private readonly baseUrl: string) {}

  now(): number {
    return performance.now() - this.began;
  }

  /** One request; null when it got no answer. Never throws for what the network does. */
  async send(
    kind: string,
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Answer | null> {
    const headers: Record<string, string> = {};
    if (options.token) headers.cookie = `${SESSION_COOKIE}=${options.token}`;
    if (options.address) headers['x-forwarded-for'] = options.address;
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const record: Recorded = {
      kind,
      method,
      path,
      startedAt: this.now(),
      endedAt: 0,
      status: null,
      process: null,
      expected: false,
    };
    this.requests.push(record);
    try {
      const response = await fetch(`${options.baseUrl ?? this.baseUrl}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      record.endedAt = this.now();
      record.status = response.status;
      record.process = response.headers.get('x-luz-process');
      const expect = options.expect ?? [200];
      record.expected = expect.includes(response.status);
      return { status: response.status, body: parse(text), token: sessionToken(response) };
    } catch (error) {
      record.endedAt = this.now();
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      record.error = cause?.code ?? cause?.message ?? (error as Error).message;
      return null;
    }
  }
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

function sessionToken(response: Response): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, value] = pair!.split('=');
    if (name?.trim() === SESSION_COOKIE && value) return value.trim();
  }
  return undefined;
}

/** A distinct address for person `n`, in 10.0.0.0/8. */
export function personAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
