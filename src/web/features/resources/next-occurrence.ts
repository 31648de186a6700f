/** A monthly event: the nth (1-4, or -1 for the last) given weekday (0 Sunday … 6 Saturday) of each month. */
export interface MonthlyRule {
  nth: 1 | 2 | 3 | 4 | -1;
  weekday: number;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function dayOf(year: number, month: number, rule: MonthlyRule): Date {
  if (rule.nth === -1) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    const back = (last.getUTCDay() - rule.weekday + 7) % 7;
    return new Date(Date.UTC(year, month, last.getUTCDate() - back));
  }
  const first = new Date(Date.UTC(year, month, 1));
  const ahead = (rule.weekday - first.getUTCDay() + 7) % 7;
  return new Date(Date.UTC(year, month, 1 + ahead + (rule.nth - 1) * 7));
}

/** The next day (yyyy-MM-dd) that follows the rule, on or after `today` (yyyy-MM-dd). */
export function nextOccurrence(today: string, rule: MonthlyRule): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  for (let offset = 0; offset < 3; offset++) {
    const date = dayOf(year, month - 1 + offset, rule);
    const iso = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
    if (iso >= today) return iso;
  }
  throw new Error('A monthly rule always occurs within three months');
}
