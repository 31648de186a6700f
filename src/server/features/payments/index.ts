/* The payment providers as other features may use them. */
export {
  type CheckoutStarted,
  InvalidWebhookSignature,
  type PaymentCard,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider';
