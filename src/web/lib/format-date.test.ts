import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './format-date';

describe('formatDate', () => {
  it('shows a moment as it reads in Lisbon', () => {
    // 23:30 UTC on 31 May is 00:30 on 1 June in Lisbon (summer time).
    expect(formatDate('2026-05-31T23:30:00Z', 'weekdayTime')).toBe('Mon, Jun 1 · 00:30');
    expect(formatDate('2026-01-15T10:00:00Z', 'short')).toBe('Jan 15, 2026');
  });

  it('follows the changes of the clocks', () => {
    // Summer time starts at 01:00 UTC on 29 March 2026 and ends at 01:00 UTC on 25 October 2026.
    expect(formatDate('2026-03-29T00:59:00Z', 'dateTime')).toBe('Mar 29, 2026, 00:59');
    expect(formatDate('2026-03-29T01:00:00Z', 'dateTime')).toBe('Mar 29, 2026, 02:00');
    expect(formatDate('2026-10-25T00:59:00Z', 'dateTime')).toBe('Oct 25, 2026, 01:59');
    expect(formatDate('2026-10-25T01:00:00Z', 'dateTime')).toBe('Oct 25, 2026, 01:00');
  });

  it('writes every style', () => {
    const at = Date.UTC(2026, 2, 7, 18, 30);
    expect(formatDate(at, 'long')).toBe('Saturday, March 7th, 2026');
    expect(formatDate(at, 'iso')).toBe('2026-03-07');
    expect(formatDate(at, 'month')).toBe('March 2026');
    expect(formatDate(at, 'weekdayTime')).toBe('Sat, Mar 7 · 18:30');
    expect(formatDate('not a date')).toBe('Invalid date');
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
