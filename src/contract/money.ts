import type { Locale } from './locales';

let portugueseEuros: Intl.NumberFormat | undefined;

/**
 * Money is integer cents everywhere; this is the one place it becomes euros for people. In English as en-IE
 * writes them: "€45", "€27.50", "€1,234.56", "-€5", by hand rather than with Intl.NumberFormat: building that
 * formatter loads the locale's data, which cost a phone tens of milliseconds on the first page that shows a
 * price. In Portuguese as Portugal writes them, "18,00 €", "1234,56 €", "12 345,00 €": Intl's pt-PT rules
 * (the euro after the amount, a space between thousands only from five digits) are not worth copying by hand.
 */
export function formatEuros(cents: number, locale: Locale = 'en'): string {
  if (locale === 'pt-PT') {
    portugueseEuros ??= new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' });
    return portugueseEuros.format(Math.round(cents) / 100);
  }
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  const whole = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = absolute % 100;
  return `${sign}€${whole}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** The amounts of a booking that decide what its guide is paid, in cents (null: none yet). */
export interface BookingAmounts {
  paymentAmount: number | null;
  refundAmount: number | null;
  commissionAmount: number | null;
}

/**
 * What a booking leaves its guide: what the seeker paid, less what went back to them and Luz's
 * commission. The server keeps the commission to its share of what was kept, so this is never
 * below zero and a booking refunded in full leaves nothing.
 */
export function guideNetOf(amounts: BookingAmounts): number {
  return (amounts.paymentAmount ?? 0) - (amounts.refundAmount ?? 0) - (amounts.commissionAmount ?? 0);
}

/** The highest price (cents) a session or an application may ask: €10,000. */
export const PRICE_MAX_CENTS = 1_000_000;
