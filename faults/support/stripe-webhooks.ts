import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/**
 * Stripe settings for servers that take payments through Stripe. Only webhooks reach these
 * servers in the tests: they are verified with the secret and need no call to Stripe's API.
 */
export const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_luz_faults',
  STRIPE_WEBHOOK_SECRET: 'whsec_luz_faults',
};

const stripe = new Stripe(STRIPE_ENV.STRIPE_SECRET_KEY);

/** A webhook delivery as Stripe sends it: the exact bytes and the signature over them. */
export interface WebhookDelivery {
  rawBody: string;
  headers: Record<string, string>;
}

/** One event, signed; delivering the same value twice is Stripe redelivering it. */
export function signedEvent(type: string, object: Record<string, unknown>): WebhookDelivery {
  const rawBody = JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload: rawBody,
    secret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
  });
  return { rawBody, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

/** Stripe's checkout.session.completed for a paid Checkout Session of a booking. */
export function checkoutCompleted(booking: {
  id: number;
  reference: string;
  amount: number;
}): WebhookDelivery {
  return signedEvent('checkout.session.completed', {
    id: booking.reference,
    object: 'checkout.session',
    client_reference_id: String(booking.id),
    metadata: { bookingId: String(booking.id) },
    payment_intent: `pi_${randomBytes(12).toString('hex')}`,
    payment_status: 'paid',
    amount_total: booking.amount,
    currency: 'eur',
  });
}

/** Stripe's checkout.session.expired: the seeker never paid. */
export function checkoutExpired(booking: { id: number; reference: string }): WebhookDelivery {
  return signedEvent('checkout.session.expired', {
    id: booking.reference,
    object: 'checkout.session',
    client_reference_id: String(booking.id),
    metadata: { bookingId: String(booking.id) },
    payment_status: 'unpaid',
  });
}
