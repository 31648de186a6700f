import { SESSION_COOKIE } from '../../src/server/http/session-cookie';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field in the tests
  body: any;
}

export interface CallOptions {
  /** A signed-in person's session token (sent as the session cookie). */
  token?: string;
  body?: unknown;
  /** The raw body, when its exact bytes matter (a signed webhook). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** The client's address as a proxy reports it: rate limits count per address. */
  clientAddress?: string;
}

/** The request never got an answer: the connection was refused or dropped (a killed process). */
export class Unanswered extends Error {}

/** One HTTP call to a Luz process, the way a browser or Stripe would make it. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.cookie = `${SESSION_COOKIE}=${options.token}`;
  if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    text = await response.text();
  } catch (error) {
    throw new Unanswered(`${method} ${path} on ${baseUrl}: ${(error as Error).message}`, { cause: error });
  }
  return { status: response.status, body: text ? parseJson(text) : null };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A distinct client address for person `n`, as a proxy would report it. */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Luz's own checkout page address (`/checkout/{reference}`) to the reference it pays. */
export function checkoutReference(checkoutUrl: string): string {
  const reference = checkoutUrl.split('/').pop();
  if (!reference) throw new Error(`No checkout reference in ${checkoutUrl}`);
  return reference;
}

/** The test card that pays on Luz's own checkout page. */
export const PAYING_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  name: 'Faults Seeker',
};
