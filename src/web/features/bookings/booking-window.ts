import { BOOKING_WINDOW_MONTHS } from '@contract/catalog';

/**
 * The last day a private session can be requested for: the same day of the month BOOKING_WINDOW_MONTHS later,
 * or that month's last day when it is shorter (Nov 30 → Feb 28), as the server counts it. Days are yyyy-MM-dd.
 */
export function lastBookableDay(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const targetMonth = month - 1 + BOOKING_WINDOW_MONTHS;
  const lastDayOfTarget = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, targetMonth, Math.min(day, lastDayOfTarget)));
  return date.toISOString().slice(0, 10);
}

export function inBookingWindow(day: string, today: string): boolean {
  return day >= today && day <= lastBookableDay(today);
}
