import { describe, expect, it } from 'vitest';
import { nextOccurrence } from './next-occurrence';

describe('nextOccurrence', () => {
  it('finds the nth weekday of this month when it is still ahead', () => {
    // The first Saturday of March 2026 is the 7th.
    expect(nextOccurrence('2026-03-02', { nth: 1, weekday: 6 })).toBe('2026-03-07');
  });

  it('counts today as upcoming', () => {
    expect(nextOccurrence('2026-03-07', { nth: 1, weekday: 6 })).toBe('2026-03-07');
  });

  it('moves to next month once this month has passed', () => {
    expect(nextOccurrence('2026-03-08', { nth: 1, weekday: 6 })).toBe('2026-04-04');
    expect(nextOccurrence('2026-12-20', { nth: 2, weekday: 0 })).toBe('2027-01-10');
  });

  it('finds the last weekday of a month', () => {
    expect(nextOccurrence('2026-02-01', { nth: -1, weekday: 4 })).toBe('2026-02-26');
  });
});
