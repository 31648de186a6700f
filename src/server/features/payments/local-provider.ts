import { randomBytes } from 'node:crypto';
import { LOCAL_HOLD_MINUTES } from '../../../contract/checkout';
import type { CheckoutStarted, PaymentProvider } from './payment-provider';

/** The prefix of local checkout references, so they never look like a Stripe id. */
export const LOCAL_REFERENCE_PREFIX = 'lc_';

/**
 * Luz's own test checkout: the card form lives in the web app at `/checkout/{reference}` and is
 * paid through `POST /api/checkout/{reference}/pay`. No money moves, so a refund has nothing to
 * send: the booking's refund columns are the whole record.
 */
export function createLocalPaymentProvider(): PaymentProvider {
  return {
    name: 'local',
    holdMs: LOCAL_HOLD_MINUTES * 60 * 1000,
    async createCheckout() {
      return newLocalCheckout();
    },
    checkoutForNewHold: newLocalCheckout,
    async refund() {},
    async closeCheckout() {},
    // The card typed on Luz's own page is recorded when it is paid there.
    async cardOf() {
      return null;
    },
    parseWebhook: null,
  };
}

function newLocalCheckout(): CheckoutStarted {
  // Unguessable, because the reference is in the page's address.
  const reference = `${LOCAL_REFERENCE_PREFIX}${randomBytes(18).toString('base64url')}`;
  return { reference, checkoutUrl: `/checkout/${reference}` };
}
