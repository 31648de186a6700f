import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createStripePaymentProvider } from '../features/payments/stripe-provider';

export const TEST_STRIPE_WEBHOOK_SECRET = 'whsec_luz_test_secret';

/** A request the Stripe SDK sent, its form body decoded into nested keys as Stripe reads them. */
export interface StripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

/**
 * A stand-in for api.stripe.com on 127.0.0.1: answers the calls Luz makes (Checkout Sessions,
 * their expiry, payment intents' cards, refunds) and keeps every request, so tests assert exactly what would reach Stripe.
 * `failNext` makes the next call fail as Stripe does when it is down.
 */
export class LoopbackStripe {
  readonly requests: StripeRequest[] = [];
  /** The card every payment intent answers it was paid with. */
  card = { brand: 'visa', last4: '4242' };
  private failures = 0;
  private readonly server: Server = createServer((request, response) => {
    void this.answer(request).then(({ status, body }) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomHex()}` });
      response.end(JSON.stringify(body));
    });
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** A Stripe payment provider whose API calls come here. */
  provider() {
    return createStripePaymentProvider({
      secretKey: 'sk_test_luz',
      webhookSecret: TEST_STRIPE_WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port: this.port, protocol: 'http' },
    });
  }

  failNext(times = 1): void {
    this.failures = times;
  }

  requestsTo(path: string | RegExp): StripeRequest[] {
    return this.requests.filter((r) => (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const path = (request.url ?? '').split('?')[0]!;
    this.requests.push({
      method: request.method ?? '',
      path,
      idempotencyKey: [request.headers['idempotency-key']].flat()[0],
      form,
    });
    if (this.failures > 0) {
      this.failures--;
      return { status: 400, body: { error: { type: 'api_error', message: 'Stripe is having a bad day' } } };
    }
    if (path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomHex()}`;
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          metadata: { bookingId: form.get('metadata[bookingId]') },
        },
      };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (expire)
      return { status: 200, body: { id: expire[1], object: 'checkout.session', status: 'expired' } };
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (intent && request.method === 'GET') {
      return {
        status: 200,
        body: {
          id: intent[1],
          object: 'payment_intent',
          status: 'succeeded',
          latest_charge: {
            id: `ch_${randomHex()}`,
            object: 'charge',
            payment_intent: intent[1],
            payment_method_details: { type: 'card', card: { ...this.card } },
          },
        },
      };
    }
    if (path === '/v1/refunds') {
      return {
        status: 200,
        body: {
          id: `re_${randomHex()}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        },
      };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `No such path ${path}` } },
    };
  }
}

function randomHex(): string {
  return randomBytes(8).toString('hex');
}

const signer = new Stripe('sk_test_luz');

/** A Stripe event as Stripe would POST it: the JSON body and a valid `stripe-signature` header for it. */
export function signedStripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string } = {},
): { body: string; headers: Record<string, string>; id: string } {
  const id = options.id ?? `evt_${randomHex()}`;
  const body = JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? TEST_STRIPE_WEBHOOK_SECRET,
  });
  return { body, id, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}
