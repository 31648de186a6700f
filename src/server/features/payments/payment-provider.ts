/**
 * Where Luz takes and gives back money. Two adapters: `local` (Luz's own test checkout page, the
 * default) and `stripe` (Stripe Checkout, when STRIPE_SECRET_KEY is set). The bookings feature
 * speaks only to this interface; the provider never decides a booking's state itself.
 */

export type PaymentProviderName = 'local' | 'stripe';

/** What a provider needs to know of a booking. */
export interface PaymentBooking {
  id: number;
  /** The provider's checkout reference, once it has one. */
  paymentReference: string | null;
  /** The payment to refund (Stripe's payment intent), once paid. */
  stripePaymentIntentId: string | null;
}

export interface CheckoutRequest {
  booking: PaymentBooking;
  /** Cents, from the stored session: never from the client. */
  amount: number;
  /** What the seeker pays for, as the provider's page shows it. */
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** The hold's end: the checkout must not take a payment after it. */
  expiresAt: Date;
}

export interface CheckoutStarted {
  /** Where the browser goes to pay. */
  checkoutUrl: string;
  /** The provider's id of this checkout, stored on the booking. */
  reference: string;
}

/**
 * A webhook delivery, verified and translated out of the provider's vocabulary. `id` is the
 * provider's event id: the same delivery twice has the same id.
 */
export type PaymentEvent =
  | {
      id: string;
      kind: 'checkout.completed';
      bookingId: number | null;
      reference: string;
      paymentIntentId: string | null;
      /** What was actually paid, in the smallest unit of `currency`. */
      amountPaid: number | null;
      /** ISO 4217, lower case, as Stripe writes it ("eur"). */
      currency: string | null;
    }
  | { id: string; kind: 'checkout.expired'; bookingId: number | null; reference: string }
  | {
      id: string;
      kind: 'payment.refunded';
      paymentIntentId: string;
      /** Cents refunded so far on that payment, in total. */
      amountRefunded: number;
    }
  | { id: string; kind: 'ignored'; type: string };

/** The card a payment was made with, as a receipt names it. */
export interface PaymentCard {
  /** As the provider writes it ("visa", "mastercard"); null when it does not say. */
  brand: string | null;
  last4: string | null;
}

export class InvalidWebhookSignature extends Error {
  constructor(message = 'The webhook signature is not valid') {
    super(message);
    this.name = 'InvalidWebhookSignature';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** How long a spot is held while the seeker pays: the provider's page must not outlive it. */
  readonly holdMs: number;

  createCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;

  /**
   * A checkout that needs nothing of the booking (Luz's own page), opened before the hold so the
   * hold is written with its reference in one commit. Null: the checkout is opened for the held
   * booking with `createCheckout` (Stripe's carries the booking's id and amount).
   */
  readonly checkoutForNewHold: (() => CheckoutStarted) | null;

  /**
   * Gives `amount` cents of the booking's payment back. Idempotent per booking: calling it again
   * for the same booking (a retry, a race) never refunds twice.
   */
  refund(input: { booking: PaymentBooking; amount: number }): Promise<void>;

  /** Closes an open checkout early (the seeker cancelled), so it can no longer take a payment. */
  closeCheckout(reference: string): Promise<void>;

  /**
   * The card that paid through this payment (Stripe's payment intent), for the receipt; null when the
   * provider has none to tell. May throw when the provider cannot be reached.
   */
  cardOf(paymentIntentId: string): Promise<PaymentCard | null>;

  /**
   * Verifies a webhook delivery against the raw body it was signed over, and translates it.
   * Throws `InvalidWebhookSignature` when the signature does not match. Null: this provider has
   * no webhooks.
   */
  parseWebhook: ((rawBody: Buffer, signature: string | undefined) => PaymentEvent) | null;
}
