import { describe, expect, it } from 'vitest';
import { inBookingWindow, lastBookableDay } from './booking-window';

describe('lastBookableDay', () => {
  it('is the same day three months later', () => {
    expect(lastBookableDay('2026-11-21')).toBe('2027-02-21');
    expect(lastBookableDay('2026-01-15')).toBe('2026-04-15');
  });

  it('falls back to the last day of a shorter month', () => {
    expect(lastBookableDay('2026-11-30')).toBe('2027-02-28');
    expect(lastBookableDay('2027-11-30')).toBe('2028-02-29');
    expect(lastBookableDay('2026-05-31')).toBe('2026-08-31');
  });
});

describe('inBookingWindow', () => {
  it('runs from today to the last bookable day, both included', () => {
    expect(inBookingWindow('2026-11-21', '2026-11-21')).toBe(true);
    expect(inBookingWindow('2027-02-21', '2026-11-21')).toBe(true);
    expect(inBookingWindow('2026-11-20', '2026-11-21')).toBe(false);
    expect(inBookingWindow('2027-02-22', '2026-11-21')).toBe(false);
  });
});
