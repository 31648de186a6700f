import type { Config } from '../../config';
import { createLocalPaymentProvider } from './local-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripePaymentProvider } from './stripe-provider';

/** Stripe when STRIPE_SECRET_KEY is set, Luz's own test checkout otherwise. */
export function paymentProviderFrom(
  config: Pick<Config, 'stripeSecretKey' | 'stripeWebhookSecret'>,
): PaymentProvider {
  if (config.stripeSecretKey && config.stripeWebhookSecret) {
    return createStripePaymentProvider({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
    });
  }
  return createLocalPaymentProvider();
}
