import { z } from 'zod';
import {
  BOOKING_ERROR_CODES,
  CardPaymentInput,
  CheckoutRedirect,
  CheckoutReferenceParams,
  CheckoutSummary,
} from '../../../contract/checkout';
import type { App } from '../../app-types';
import { BadRequest, NotFound } from '../../errors';
import { requireUser } from '../../http/guards';
import { rateLimitPerUser } from '../../http/rate-limits';
import type { BookingServices } from '../bookings/booking-services';
import { InvalidWebhookSignature } from './payment-provider';

export const PAYMENT_RATE_LIMITS = {
  /** Card attempts on Luz's own checkout page: enough for typos, not for testing stolen numbers. */
  pay: rateLimitPerUser(10, 10 * 60 * 1000, 'payment attempts'),
};

const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/** Luz's own hosted checkout page (`/checkout/{reference}` in the web app) and the providers' webhooks. */
export async function paymentRoutes(app: App, services: BookingServices): Promise<void> {
  const { checkout, paymentEvents, payments } = services;

  app.get(
    '/api/checkout/:reference',
    { schema: { tags: ['payments'], params: CheckoutReferenceParams, response: { 200: CheckoutSummary } } },
    async (request) => checkout.summary(request.params.reference, requireUser(request)),
  );

  app.post(
    '/api/checkout/:reference/pay',
    {
      config: { rateLimit: PAYMENT_RATE_LIMITS.pay },
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
