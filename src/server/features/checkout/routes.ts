import { z } from 'zod';
import {
  BOOKING_ERROR_CODES,
  CardPaymentInput,
  CheckoutCreated,
  CheckoutRedirect,
  CheckoutReferenceParams,
  CheckoutSummary,
  CreateCheckoutInput,
  PrivateSlots,
  PrivateSlotsQuery,
} from '../../../contract/checkout';
import { IdParams } from '../../../contract/ids';
import type { App } from '../../app-types';
import { BadRequest, NotFound } from '../../errors';
import { requireUser } from '../../http/guards';
import { rateLimitPerUser } from '../../http/rate-limits';
import { InvalidWebhookSignature, type PaymentProvider } from '../payments';
import type { PaymentEventHandler } from './payment-events';
import type { CheckoutService } from './service';

export const CHECKOUT_RATE_LIMITS = {
  /** Each checkout holds a spot for a while: enough for a seeker changing their mind, not for hoarding. */
  create: rateLimitPerUser(20, 15 * 60 * 1000, /*i18n*/ 'checkout.rateLimits.bookingAttempts'),
  /** Card attempts on Luz's own checkout page: enough for typos, not for testing stolen numbers. */
  pay: rateLimitPerUser(10, 10 * 60 * 1000, /*i18n*/ 'checkout.rateLimits.paymentAttempts'),
};

export interface CheckoutRouteDeps {
  checkout: CheckoutService;
  paymentEvents: PaymentEventHandler;
  payments: PaymentProvider;
}

const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * From "Book Now" to a paid booking: the hold and its checkout, the free hours of a private session,
 * Luz's own hosted checkout page (`/checkout/{reference}` in the web app) and the providers' webhooks.
 */
export async function checkoutRoutes(
  app: App,
  { checkout, paymentEvents, payments }: CheckoutRouteDeps,
): Promise<void> {
  app.post(
    '/api/create-checkout-session',
    {
      config: { rateLimit: CHECKOUT_RATE_LIMITS.create },
      schema: { tags: ['bookings'], body: CreateCheckoutInput, response: { 201: CheckoutCreated } },
    },
    async (request, reply) => {
      const seeker = requireUser(request);
      return reply.status(201).send(await checkout.create(request.body, seeker));
    },
  );

  app.get(
    '/api/practitioners/:id/private-slots',
    {
      schema: {
        tags: ['bookings'],
        params: IdParams,
        querystring: PrivateSlotsQuery,
        response: { 200: PrivateSlots },
      },
    },
    async (request) => checkout.privateSlots(request.params.id, request.query.date),
  );

  app.get(
    '/api/checkout/:reference',
    { schema: { tags: ['payments'], params: CheckoutReferenceParams, response: { 200: CheckoutSummary } } },
    async (request) => checkout.summary(request.params.reference, requireUser(request)),
  );

  app.post(
    '/api/checkout/:reference/pay',
    {
      config: { rateLimit: CHECKOUT_RATE_LIMITS.pay },
      schema: {
        tags: ['payments'],
        params: CheckoutReferenceParams,
        body: CardPaymentInput,
        response: { 200: CheckoutRedirect },
      },
    },
    async (request) => checkout.payLocally(request.params.reference, request.body, requireUser(request)),
  );

  app.post(
    '/api/checkout/:reference/cancel',
    { schema: { tags: ['payments'], params: CheckoutReferenceParams, response: { 200: CheckoutRedirect } } },
    async (request) => checkout.leaveLocally(request.params.reference, requireUser(request)),
  );

  // A webhook's signature covers its exact bytes, so this route alone gets the body unparsed.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/webhooks/stripe',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
        schema: { tags: ['payments'], response: { 200: z.object({ received: z.boolean() }) } },
      },
      async (request) => {
        if (!payments.parseWebhook || payments.name !== 'stripe') throw new NotFound();
        const signature = [request.headers['stripe-signature']].flat()[0];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event: ReturnType<typeof payments.parseWebhook>;
        try {
          event = payments.parseWebhook(body, signature);
        } catch (error) {
          if (error instanceof InvalidWebhookSignature) {
            throw new BadRequest(error.message, BOOKING_ERROR_CODES.invalidSignature);
          }
          throw error;
        }
        await paymentEvents.handle(event);
        return { received: true };
      },
    );
  });
}
