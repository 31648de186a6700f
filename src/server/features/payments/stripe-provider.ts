import Stripe from 'stripe';
import { REFUND_RULE } from '../../../contract/policies';
import { InvalidWebhookSignature, type PaymentEvent, type PaymentProvider } from './payment-provider';

/**
 * Stripe asks that a Checkout Session live at least 30 minutes, measured on its own clock when the
 * request arrives. The hold is placed a moment before the request, so it gets one minute more:
 * exactly 30 would be refused by the time Stripe reads it.
 */
export const STRIPE_HOLD_MINUTES = 31;

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the API (tests point it at a loopback server). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    // Every call that changes something carries an idempotency key, so retrying is safe.
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.api ?? {}),
  });

  return {
    name: 'stripe',
    holdMs: STRIPE_HOLD_MINUTES * 60 * 1000,
    checkoutForNewHold: null,

    async createCheckout(request) {
      const bookingId = String(request.booking.id);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: request.amount,
                product_data: { name: request.description },
              },
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: bookingId,
          metadata: { bookingId },
          payment_intent_data: { metadata: { bookingId } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          // Stripe's page is where the seeker pays: the refund rule is shown above its button, as on Luz's own.
          custom_text: { submit: { message: REFUND_RULE } },
        },
        { idempotencyKey: `checkout-booking-${bookingId}` },
      );
      if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a URL`);
      return { checkoutUrl: session.url, reference: session.id };
    },

    async refund({ booking, amount }) {
      if (!booking.stripePaymentIntentId) {
        throw new Error(`Booking ${booking.id} has no payment intent to refund`);
      }
      try {
        await stripe.refunds.create(
          { payment_intent: booking.stripePaymentIntentId, amount },
          { idempotencyKey: `refund-booking-${booking.id}` },
        );
      } catch (error) {
        // Refunded already (an earlier attempt whose answer was lost, after its key expired).
        if ((error as { code?: string }).code === 'charge_already_refunded') return;
        throw error;
      }
    },

    async closeCheckout(reference) {
      try {
        // A closing sent again (its job retried) is one request to Stripe.
        await stripe.checkout.sessions.expire(
          reference,
          {},
          { idempotencyKey: `close-checkout-${reference}` },
        );
      } catch (error) {
        // Already completed or expired: nothing left to close.
        if ((error as { type?: string }).type === 'StripeInvalidRequestError') return;
        throw error;
      }
    },

    async cardOf(paymentIntentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      const card = charge?.payment_method_details?.card;
      return card ? { brand: card.brand ?? null, last4: card.last4 ?? null } : null;
    },

    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch {
        throw new InvalidWebhookSignature();
      }
      return toPaymentEvent(event);
    },
  };
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A delayed payment method completes the session unpaid; its success arrives later.
      if (session.payment_status !== 'paid') return { id: event.id, kind: 'ignored', type: event.type };
      return {
        id: event.id,
        kind: 'checkout.completed',
        bookingId: bookingIdOf(session.metadata?.bookingId ?? session.client_reference_id),
        reference: session.id,
        paymentIntentId: idOf(session.payment_intent),
        amountPaid: session.amount_total,
        currency: session.currency,
      };
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      return {
        id: event.id,
        kind: 'checkout.expired',
        bookingId: bookingIdOf(session.metadata?.bookingId ?? session.client_reference_id),
        reference: session.id,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      if (!paymentIntentId) return { id: event.id, kind: 'ignored', type: event.type };
      return {
        id: event.id,
        kind: 'payment.refunded',
        paymentIntentId,
        amountRefunded: charge.amount_refunded,
      };
    }
    default:
      return { id: event.id, kind: 'ignored', type: event.type };
  }
}

function bookingIdOf(value: string | null | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) ? Number(value) : null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
