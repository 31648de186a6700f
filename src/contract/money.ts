/**
 * Money is integer cents everywhere; this is the one place it becomes euros for people, as en-IE writes them:
 * "€45", "€27.50", "€1,234.56", "-€5". Written by hand rather than with Intl.NumberFormat: building that
 * formatter loads the locale's data, which cost a phone tens of milliseconds on the first page that shows a price.
 */
export function formatEuros(cents: number): string {
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
export const PRICE_TOO_HIGH_MESSAGE = `Price must be at most ${formatEuros(PRICE_MAX_CENTS)}`;
