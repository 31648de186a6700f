import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './format-date';

describe('formatDate', () => {
  it('shows a moment as it reads in Lisbon', () => {
    // 23:30 UTC on 31 May is 00:30 on 1 June in Lisbon (summer time).
    expect(formatDate('2026-05-31T23:30:00Z', 'weekdayTime')).toBe('Mon, Jun 1 · 00:30');
    expect(formatDate('2026-01-15T10:00:00Z', 'short')).toBe('Jan 15, 2026');
  });
});

describe('formatDay', () => {
  it('shows a calendar day as that day', () => {
    expect(formatDay('2026-03-07', 'long')).toBe('Saturday, March 7th, 2026');
    expect(formatDay('2026-03-07', 'weekday')).toBe('Sat, Mar 7');
  });

  it('says so when the day is not a day', () => {
    expect(formatDay('2026-02-30')).toBe('Invalid date');
  });
});
