import { z } from 'zod';
import { lisbonDate } from './lisbon-time';

/**
 * A booking's reference as people read it on a receipt, a bank statement or the phone: the year the
 * booking was made (in Lisbon) and its number, "LUZ-2026-000123". Worked out from the booking's id and
 * creation, so it never changes and needs no column of its own.
 */
export function bookingReference(bookingId: number, createdAt: Date | string): string {
  const year = lisbonDate(new Date(createdAt)).slice(0, 4);
  return `LUZ-${year}-${String(bookingId).padStart(6, '0')}`;
}

/** The web page of a booking's receipt, printable. */
export function receiptPath(bookingId: number): string {
  return `/bookings/${bookingId}/receipt`;
}

export const RECEIPT_MESSAGES = {
  notPaid: /*i18n*/ 'contract.receipts.notPaid',
  inReview: /*i18n*/ 'contract.receipts.inReview',
  seekersOnly: /*i18n*/ 'contract.receipts.seekersOnly',
} as const;

export const RECEIPT_ERROR_CODES = { noReceipt: 'NO_RECEIPT' } as const;

/** How a payment was made, as the receipt names it. */
export const ReceiptPaymentMethod = z.object({
  /** `test_card`: Luz's own checkout page, where no money moves. */
  kind: z.enum(['card', 'test_card']),
  /** The card's brand as the provider writes it ("visa"), when it said. */
  brand: z.string().nullable(),
  last4: z.string().nullable(),
});
export type ReceiptPaymentMethod = z.infer<typeof ReceiptPaymentMethod>;

/** GET /api/bookings/{id}/receipt: what a paid booking's receipt shows (its seeker and admins only). */
export const Receipt = z.object({
  bookingId: z.number().int(),
  /** "LUZ-2026-000123" (`bookingReference`). */
  reference: z.string(),
  /** Who issues the receipt: Luz's company, from the server's configuration. */
  issuer: z.object({
    legalName: z.string(),
    address: z.string(),
    /** The company's tax number (NIF), when configured. */
    taxId: z.string().nullable(),
  }),
  /** Who paid: the seeker's name on their profile, else their username. Never an email address. */
  billedTo: z.string(),
  status: z.enum(['confirmed', 'completed', 'cancelled']),
  session: z.object({
    title: z.string(),
    guideName: z.string().nullable(),
    /** yyyy-MM-dd, HH:mm and HH:mm in Lisbon. */
    sessionDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    startsAt: z.string(),
    online: z.boolean(),
    /** The address of a session in person; "Online" for an online one. */
    location: z.string(),
  }),
  /** Cents paid, in euros. */
  amountPaid: z.number().int(),
  currency: z.literal('eur'),
  paymentMethod: ReceiptPaymentMethod,
  paidAt: z.string(),
  /** What went back to the seeker, if anything; `refundedAt` is null while the refund is on its way. */
  refund: z
    .object({
      amount: z.number().int(),
      recordedAt: z.string(),
      refundedAt: z.string().nullable(),
    })
    .nullable(),
});
export type Receipt = z.infer<typeof Receipt>;

const CARD_BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** "Visa ending in 4242", "Test card ending in 4242", or "Card" when the provider said nothing more. */
export function paymentMethodLabel(method: ReceiptPaymentMethod): string {
  const name =
    method.kind === 'test_card'
      ? 'Test card'
      : method.brand
        ? (CARD_BRAND_NAMES[method.brand] ?? method.brand.charAt(0).toUpperCase() + method.brand.slice(1))
        : 'Card';
  return method.last4 ? `${name} ending in ${method.last4}` : name;
}
