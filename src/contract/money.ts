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

/** The highest price (cents) a session or an application may ask: €10,000. */
export const PRICE_MAX_CENTS = 1_000_000;
export const PRICE_TOO_HIGH_MESSAGE = `Price must be at most ${formatEuros(PRICE_MAX_CENTS)}`;
