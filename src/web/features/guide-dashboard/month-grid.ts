import { addDays, addMonths, monthOf, weekdayIndex } from '@/lib/calendar-days';

export interface GridDay {
  /** yyyy-MM-dd */
  date: string;
  /** False for the days of the previous and next months that fill the first and last weeks. */
  inMonth: boolean;
}

/** The weeks (Monday to Sunday) that show a month (yyyy-MM): four to six rows of seven days. */
export function monthGrid(month: string): GridDay[][] {
  const first = `${month}-01`;
  const start = addDays(first, -weekdayIndex(first));
  const nextMonth = `${addMonths(month, 1)}-01`;
  const weeks: GridDay[][] = [];
  for (let day = start; day < nextMonth; ) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push({ date: day, inMonth: monthOf(day) === month });
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

export type GridKey =
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'Home'
  | 'End'
  | 'PageUp'
  | 'PageDown';

/** Where focus goes from a day for a key of the grid pattern: a day, a week, the week's ends, a month. */
export function moveFocus(day: string, key: GridKey): string {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayIndex(day));
    case 'End':
      return addDays(day, 6 - weekdayIndex(day));
    case 'PageUp':
    case 'PageDown': {
      const month = addMonths(monthOf(day), key === 'PageUp' ? -1 : 1);
      const date = Math.min(Number(day.slice(8)), daysInMonth(month));
      return `${month}-${String(date).padStart(2, '0')}`;
    }
  }
}

export function daysInMonth(month: string): number {
  return Number(addDays(`${addMonths(month, 1)}-01`, -1).slice(8));
}

/** Sessions (or anything with a sessionDate) per day, each day's list in the order given. */
export function byDay<T extends { sessionDate: string }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) days.set(item.sessionDate, [...(days.get(item.sessionDate) ?? []), item]);
  return days;
}
