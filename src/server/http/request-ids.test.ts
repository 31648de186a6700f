import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '../../contract/errors';
import { createLocalPaymentProvider } from '../features/payments/local-provider';
import { loggerOptions } from '../logging';
import { createGuide, createSession } from '../testing/fixtures';
import { type TestResponse, TestWorld } from '../testing/test-app';
import { SESSION_COOKIE } from './session-cookie';

type LogLine = { level: number; msg: string; reqId?: string; [key: string]: unknown };

/** The app's log as it would be written, kept line by line. */
function keptLog(): { logger: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino(loggerOptions('info') as pino.LoggerOptions, {
    write: (line: string) => void lines.push(JSON.parse(line) as LogLine),
  });
  return { logger: logger as FastifyBaseLogger, lines };
}

/** A body stream that sends half, waits, then sends the rest. */
function slowly(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const half = Math.floor(bytes.length / 2);
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(bytes.slice(0, half));
      await new Promise((resolve) => setTimeout(resolve, 50));
      controller.enqueue(bytes.slice(half));
      controller.close();
    },
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let world: TestWorld;
let log: ReturnType<typeof keptLog>;
beforeAll(async () => {
  log = keptLog();
  // A provider that cannot open a checkout makes the checkout service write an error line of its own.
  const payments = {
    ...createLocalPaymentProvider(),
    checkoutForNewHold: null,
    async createCheckout(): Promise<never> {
      throw new Error('the provider is down');
    },
  };
  world = await TestWorld.start({ logger: log.logger, payments });
});
afterAll(() => world.close());

const idOf = (res: TestResponse) => String(res.headers['x-request-id']);

describe('request ids', () => {
  it('name every answer in an X-Request-Id header, a new UUID when none came', async () => {
    const res = await world.client().get('/api/stats');
    expect(res.status).toBe(200);
    expect(idOf(res)).toMatch(UUID);
    const other = await world.client().get('/api/stats');
    expect(idOf(other)).not.toBe(idOf(res));
  });

  it('keep the id a balancer sent when it is short and plain', async () => {
    const id = 'lb-7f3a.2026_11_27';
    const res = await world.client().get('/api/stats', { 'x-request-id': id });
    expect(idOf(res)).toBe(id);
    const longest = 'a'.repeat(64);
    expect(idOf(await world.client().get('/api/stats', { 'x-request-id': longest }))).toBe(longest);
  });

  it('replace an incoming id that is too long or carries other characters', async () => {
    for (const unsafe of ['a'.repeat(65), 'id with spaces', 'id"}{"level":60', '<script>', 'é-accent', '']) {
      const res = await world.client().get('/api/stats', { 'x-request-id': unsafe });
      expect(idOf(res), unsafe).toMatch(UUID);
    }
  });

  it('are in every error answer, as requestId beside error and code, the framework’s own included', async () => {
    const client = world.client();
    const json = { 'content-type': 'application/json' };
    const answers: Array<[number, TestResponse]> = [
      [404, await client.get('/api/nothing-here')],
      [400, await client.post('/api/login', '{"username": ', json)],
      [413, await client.post('/api/login', { username: 'x'.repeat(200 * 1024), password: 'secret1' })],
      [
        415,
        await client.post('/api/login', 'username=a', {
          'content-type': 'application/x-www-form-urlencoded',
        }),
      ],
      [400, await client.get('/api/practitioners/%E0%A4%A')],
      [400, await client.post('/api/login', { username: 42 })],
      [401, await client.get('/api/user')],
      [404, await client.get('/api/practitioners/2147483647')],
      [404, await client.get('/uploads/no-such-image.webp')],
    ];
    for (const [status, res] of answers) {
      const seen = `${status} ${JSON.stringify(res.body)}`;
      expect(res.status, seen).toBe(status);
      expect(ApiErrorBody.strict().safeParse(res.body).success, seen).toBe(true);
      expect(res.body.requestId, seen).toMatch(UUID);
      expect(res.body.requestId, seen).toBe(idOf(res));
    }
  });

  it('are in every log line of a request, a service’s own lines included', async () => {
    const guide = await createGuide(world);
    const session = await createSession(world, guide);
    const { client } = await world.signedIn();
    // Over a real socket: there the body arrives in events outside the request's own async context.
    const address = await world.app.listen({ port: 0, host: '127.0.0.1' });
    const first = log.lines.length;
    const answer = await fetch(`${address}/api/create-checkout-session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}`,
      },
      // In two parts, a moment apart, as a slow client sends it.
      body: slowly(JSON.stringify({ sessionId: session.id })),
      duplex: 'half',
    } as RequestInit);
    const res = {
      status: answer.status,
      body: await answer.json(),
      headers: { 'x-request-id': answer.headers.get('x-request-id') ?? '' },
    };
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(500);
    const lines = log.lines.slice(first);

    const serviceLine = lines.find((line) => line.msg === 'the payment provider could not open a checkout');
    expect(serviceLine, JSON.stringify(lines)).toBeDefined();
    expect(serviceLine!.reqId).toBe(idOf(res));
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    for (const line of lines) expect(line.reqId, JSON.stringify(line)).toBe(idOf(res));
  });
});
