import { CARD_MESSAGES, CardPaymentInput, cardHasExpired } from '@contract/checkout';
import type { z } from 'zod';
// Its messages are the contract's, whose words must be in before a form shows one.
import '@/contract-i18n';

/** Card numbers are 12 to 19 digits; the field shows them in groups of four. */
export const CARD_NUMBER_MAX_DIGITS = 19;

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** "4242424242424242" → "4242 4242 4242 4242", whatever the person typed or pasted in between. */
export function formatCardNumber(text: string): string {
  const digits = digitsOf(text).slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Where the caret belongs in the formatted number: after the same count of digits as before formatting. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index] ?? '')) seen++;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

/**
 * The expiry as MM/YY while it is typed: a first digit above 1 can only be a month on its own ("4" → "04"), and
 * the slash appears once the year begins. Deleting back over the slash is left alone.
 */
export function formatExpiry(text: string): string {
  let digits = digitsOf(text).slice(0, 4);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  if (digits.length <= 2) return digits.length === 2 && /\/\s*$/.test(text) ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatCvc(text: string): string {
  return digitsOf(text).slice(0, 4);
}

/**
 * The card form: the contract's CardPaymentInput (the same checks the server makes), plus an expiry month that
 * has already passed, checked against Lisbon's today as the server does.
 */
export function cardFormSchema(today: string) {
  return CardPaymentInput.superRefine((card, ctx) => {
    if (cardHasExpired(card.expiry, today)) {
      ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expired, path: ['expiry'] });
    }
  });
}

/** What a test card's "Use" fills besides its number: any CVC, and this month a year ahead (`today` is yyyy-MM-dd). */
export function testCardDetails(today: string): { expiry: string; cvc: string } {
  const [year = 0, month = 1] = today.split('-').map(Number);
  return {
    expiry: `${String(month).padStart(2, '0')}/${String((year + 1) % 100).padStart(2, '0')}`,
    cvc: '123',
  };
}

export type CardFormValues = z.input<typeof CardPaymentInput>;
export type CardFormOutput = z.output<typeof CardPaymentInput>;

export const EMPTY_CARD: CardFormValues = { cardNumber: '', expiry: '', cvc: '', name: '' };

/** "14:05" left of a hold: minutes and seconds, never negative. */
export function formatCountdown(msLeft: number): string {
  const totalSeconds = Math.max(0, Math.ceil(msLeft / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
