import { z } from 'zod';
import { BOOKING_CANCELLATION_REASONS, BookingView } from './bookings';
import { BOOKING_STATUSES, BOOKING_TIME_SLOTS } from './catalog';
import { FIELD_LABELS, requiredText, textField, tooLongMessage } from './field-messages';
import { MAX_ID } from './ids';
import { messageWith } from './messages';
import { DATE_PATTERN } from './sessions';

/**
 * Unpaid holds one seeker may have at once: each keeps a spot from everyone else while it lasts.
 * The database allows no more (`bookings_hold_slot_range`).
 */
export const MAX_UNPAID_HOLDS = 2;

/** A seeker whose holds ran out unpaid this many times within the last hour may not hold another for a while. */
export const MAX_LAPSED_HOLDS_PER_HOUR = 3;

/** Sentences of the booking and payment flow, word for word as the API answers and the pages show them. */
export const BOOKING_MESSAGES = {
  profileIncomplete: /*i18n*/ 'contract.checkout.profileIncomplete',
  noSessionSelected: /*i18n*/ 'contract.checkout.noSessionSelected',
  selectDate: /*i18n*/ 'contract.checkout.selectDate',
  selectTime: /*i18n*/ 'contract.checkout.selectTime',
  dateOutsideWindow: /*i18n*/ 'contract.checkout.dateOutsideWindow',
  sessionFull: /*i18n*/ 'contract.checkout.sessionFull',
  alreadyBooked: /*i18n*/ 'contract.checkout.alreadyBooked',
  ownSession: /*i18n*/ 'contract.checkout.ownSession',
  sessionUnavailable: /*i18n*/ 'contract.checkout.sessionUnavailable',
  sessionStarted: /*i18n*/ 'contract.checkout.sessionStarted',
  slotUnavailable: /*i18n*/ 'contract.checkout.slotUnavailable',
  noPrivateSessions: /*i18n*/ 'contract.checkout.noPrivateSessions',
  providerUnavailable: /*i18n*/ 'contract.checkout.providerUnavailable',
  reservationExpired: /*i18n*/ 'contract.checkout.reservationExpired',
  bookingCancelled: /*i18n*/ 'contract.checkout.bookingCancelled',
  alreadyPaid: /*i18n*/ 'contract.checkout.alreadyPaid',
  cardDeclined: /*i18n*/ 'contract.checkout.cardDeclined',
  notCancellable: /*i18n*/ 'contract.checkout.notCancellable',
  ownBookingsOnly: /*i18n*/ 'contract.checkout.ownBookingsOnly',
  sessionNotCancellable: /*i18n*/ 'contract.checkout.sessionNotCancellable',
  ownSessionsOnly: /*i18n*/ 'contract.checkout.ownSessionsOnly',
  bookingNotFound: /*i18n*/ 'contract.checkout.bookingNotFound',
  checkoutNotFound: /*i18n*/ 'contract.checkout.checkoutNotFound',
  tooManyUnpaidHolds: messageWith(/*i18n*/ 'contract.checkout.tooManyUnpaidHolds', {
    count: MAX_UNPAID_HOLDS,
  }),
  tooManyLapsedHolds: (minutes: number) =>
    messageWith(/*i18n*/ 'contract.checkout.tooManyLapsedHolds', { minutes }),
} as const;

/** Machine codes of the booking and payment errors (see ERROR_CODES for the shared ones). */
export const BOOKING_ERROR_CODES = {
  profileIncomplete: 'PROFILE_INCOMPLETE',
  sessionFull: 'SESSION_FULL',
  alreadyBooked: 'ALREADY_BOOKED',
  ownSession: 'OWN_SESSION',
  sessionUnavailable: 'SESSION_UNAVAILABLE',
  slotUnavailable: 'SLOT_UNAVAILABLE',
  providerUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  reservationExpired: 'RESERVATION_EXPIRED',
  bookingCancelled: 'BOOKING_CANCELLED',
  alreadyPaid: 'ALREADY_PAID',
  cardDeclined: 'CARD_DECLINED',
  notCancellable: 'NOT_CANCELLABLE',
  invalidSignature: 'INVALID_SIGNATURE',
  tooManyUnpaidHolds: 'TOO_MANY_UNPAID_HOLDS',
} as const;

/** How long a spot is held for the seeker while they pay on Luz's own checkout page. */
export const LOCAL_HOLD_MINUTES = 15;

const notes = textField(FIELD_LABELS.notes)
  .trim()
  .max(1000, tooLongMessage(FIELD_LABELS.notes, 1000))
  .optional()
  .nullable();

/**
 * The private-request part of the booking card (a guide with no upcoming sessions): the browser
 * validates with it, and the server again inside `CreateCheckoutInput`.
 */
export const PrivateRequestForm = z.object({
  sessionDate: textField(FIELD_LABELS.date, BOOKING_MESSAGES.selectDate).regex(
    DATE_PATTERN,
    BOOKING_MESSAGES.selectDate,
  ),
  sessionTime: z.enum(BOOKING_TIME_SLOTS, { error: BOOKING_MESSAGES.selectTime }),
  notes,
});
export type PrivateRequestForm = z.infer<typeof PrivateRequestForm>;

/**
 * POST /api/create-checkout-session: either `{ sessionId, notes? }` (book a scheduled session) or
 * `{ practitionerId, sessionDate, sessionTime, notes? }` (request a private 1:1 session in the
 * guide's availability). Never an amount: the server prices it from the stored session or profile.
 */
export const CreateCheckoutInput = z
  .object({
    sessionId: z.number().int().positive().max(MAX_ID).optional(),
    practitionerId: z.number().int().positive().max(MAX_ID).optional(),
    sessionDate: z.string().optional(),
    sessionTime: z.string().optional(),
    notes,
  })
  .superRefine((input, ctx) => {
    if (input.sessionId !== undefined) return;
    if (input.practitionerId === undefined) {
      ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.noSessionSelected, path: ['sessionId'] });
      return;
    }
    const request = PrivateRequestForm.safeParse(input);
    for (const issue of request.success ? [] : request.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
export type CreateCheckoutInput = z.infer<typeof CreateCheckoutInput>;

export const CheckoutCreated = z.object({
  /** Where the browser goes to pay: Luz's `/checkout/{reference}` page, or Stripe's hosted page. */
  checkoutUrl: z.string(),
  bookingId: z.number().int(),
});
export type CheckoutCreated = z.infer<typeof CheckoutCreated>;

/** GET /api/practitioners/{id}/private-slots?date=yyyy-MM-dd */
export const PrivateSlotsQuery = z.object({
  date: z.string({ error: BOOKING_MESSAGES.selectDate }).regex(DATE_PATTERN, BOOKING_MESSAGES.selectDate),
});

export const PrivateSlots = z.object({
  date: z.string(),
  /** Lisbon start times (HH:mm) of free hours, in order; each slot lasts 60 minutes. */
  slots: z.array(z.string()),
  /** Cents a private session with this guide costs; null when the guide has no 1:1 price. */
  price: z.number().int().nullable(),
});
export type PrivateSlots = z.infer<typeof PrivateSlots>;

/** The reference in `/checkout/{reference}` and `/api/checkout/{reference}`. */
export const CheckoutReferenceParams = z.object({
  reference: z.string().min(1).max(200),
});

/** GET /api/checkout/{reference}: the order summary of Luz's own checkout page. */
export const CheckoutSummary = z.object({
  bookingId: z.number().int(),
  reference: z.string(),
  sessionId: z.number().int(),
  sessionTitle: z.string(),
  modality: z.string(),
  /** yyyy-MM-dd, HH:mm in Lisbon. */
  sessionDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  location: z.string(),
  guideId: z.number().int(),
  guideName: z.string().nullable(),
  /** Cents to pay. */
  amount: z.number().int(),
  currency: z.literal('eur'),
  /** The spot is held until then; after it the reservation has expired. */
  holdExpiresAt: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  cancellationReason: z.enum(BOOKING_CANCELLATION_REASONS).nullable(),
});
export type CheckoutSummary = z.infer<typeof CheckoutSummary>;

/** Luhn's checksum: what makes a mistyped card number fail before it is sent anywhere. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const CARD_MESSAGES = {
  cardNumberMissing: /*i18n*/ 'contract.checkout.cardNumberMissing',
  cardNumber: /*i18n*/ 'contract.checkout.cardNumber',
  expiryMissing: /*i18n*/ 'contract.checkout.expiryMissing',
  expiry: /*i18n*/ 'contract.checkout.expiry',
  expired: /*i18n*/ 'contract.checkout.expired',
  cvcMissing: /*i18n*/ 'contract.checkout.cvcMissing',
  cvc: /*i18n*/ 'contract.checkout.cvc',
  name: /*i18n*/ 'contract.checkout.name',
} as const;

/** Test cards of Luz's own checkout page. Any other number that passes the checksum is accepted too. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

/**
 * POST /api/checkout/{reference}/pay. Spaces and dashes in the card number are ignored. Whether
 * the expiry month is still ahead is checked by the server against its clock (the page may check it
 * against the browser's with `cardHasExpired`).
 */
export const CardPaymentInput = z.object({
  cardNumber: textField(FIELD_LABELS.cardNumber, CARD_MESSAGES.cardNumberMissing)
    .trim()
    .min(1, { error: CARD_MESSAGES.cardNumberMissing, abort: true })
    .max(40, CARD_MESSAGES.cardNumber)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((digits) => /^\d{12,19}$/.test(digits) && passesLuhn(digits), CARD_MESSAGES.cardNumber),
  expiry: textField(FIELD_LABELS.expiryDate, CARD_MESSAGES.expiryMissing)
    .trim()
    .min(1, { error: CARD_MESSAGES.expiryMissing, abort: true })
    .regex(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, CARD_MESSAGES.expiry),
  cvc: textField(FIELD_LABELS.securityCode, CARD_MESSAGES.cvcMissing)
    .trim()
    .min(1, { error: CARD_MESSAGES.cvcMissing, abort: true })
    .regex(/^\d{3,4}$/, CARD_MESSAGES.cvc),
  name: requiredText(FIELD_LABELS.nameOnCard, 100, CARD_MESSAGES.name),
});
export type CardPaymentInput = z.infer<typeof CardPaymentInput>;

/** A card is valid to the last day of its expiry month; `today` is yyyy-MM-dd. */
export function cardHasExpired(expiry: string, today: string): boolean {
  const [month = 0, year = 0] = expiry.split('/').map((part) => Number(part.trim()));
  const [thisYear = 0, thisMonth = 0] = today.split('-').map(Number);
  return (2000 + year) * 12 + month < thisYear * 12 + thisMonth;
}

/** Where the browser goes next after paying or leaving Luz's checkout page. */
export const CheckoutRedirect = z.object({ redirectUrl: z.string() });
export type CheckoutRedirect = z.infer<typeof CheckoutRedirect>;

/** GET /api/bookings/{id}/refund-preview: what cancelling now would give back, and why. */
export const RefundPreview = z.object({
  /** Cents. */
  refundAmount: z.number().int(),
  /** The rule in a sentence for the cancel dialog. */
  rule: z.string(),
  /**
   * The guide changed the session's title, time or place after the booking was confirmed: a full
   * refund until it starts, whatever the 24-hour rule says.
   */
  sessionChanged: z.boolean(),
});
export type RefundPreview = z.infer<typeof RefundPreview>;

/** POST /api/bookings/{id}/cancel: the cancelled booking and the cents refunded (0 when none). */
export const CancelledBooking = BookingView.extend({ refundAmount: z.number().int() });
export type CancelledBooking = z.infer<typeof CancelledBooking>;

/** DELETE /api/sessions/{id} and PATCH /api/admin/sessions/{id}/cancel. */
export const SessionCancellation = z.object({
  sessionId: z.number().int(),
  /** How many pending or confirmed bookings were cancelled (and refunded in full when paid). */
  cancelledBookings: z.number().int(),
});
export type SessionCancellation = z.infer<typeof SessionCancellation>;
