import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatLisbonTime } from './date-formats';

describe('formatDate', () => {
  it('writes the day before the month and times on 24 hours', () => {
    const at = Date.UTC(2026, 10, 30, 19, 0);
    expect(formatDate(at, 'long')).toBe('Monday, 30 November 2026');
    expect(formatDate(at, 'short')).toBe('30 Nov 2026');
    expect(formatDate(at, 'weekday')).toBe('Mon, 30 Nov');
    expect(formatDate(at, 'month')).toBe('November 2026');
    expect(formatDate(at, 'time')).toBe('19:00');
    expect(formatDate(at, 'dateTime')).toBe('30 Nov 2026, 19:00');
    expect(formatDate(at, 'weekdayTime')).toBe('Mon, 30 Nov · 19:00');
    expect(formatDate(at, 'iso')).toBe('2026-11-30');
  });

  it("keeps the specification's words for the admin panel", () => {
    const at = Date.UTC(2026, 10, 29, 9, 5);
    expect(formatDate(at, 'admin')).toBe('29 Nov 2026');
    expect(formatDate(at, 'adminDateTime')).toBe('29 Nov 2026, 09:05');
  });

  it('shows a moment as it reads in Lisbon, whatever the time zone it is written in', () => {
    // 23:30 UTC on 31 May is 00:30 on 1 June in Lisbon (summer time).
    expect(formatDate('2026-05-31T23:30:00Z', 'weekdayTime')).toBe('Mon, 1 Jun · 00:30');
    expect(formatDate('2026-06-01T00:30:00+01:00', 'long')).toBe('Monday, 1 June 2026');
    expect(formatDate('2026-01-15T10:00:00Z', 'short')).toBe('15 Jan 2026');
    // In winter Lisbon keeps UTC: 23:30 UTC on 31 December is still that day.
    expect(formatDate('2026-12-31T23:30:00Z', 'dateTime')).toBe('31 Dec 2026, 23:30');
  });

  it('follows the changes of the clocks, to the minute', () => {
    // Summer time starts at 01:00 UTC on 29 March 2026 (01:00 becomes 02:00) and ends at 01:00 UTC
    // on 25 October 2026 (02:00 becomes 01:00 again).
    expect(formatDate('2026-03-29T00:59:00Z', 'dateTime')).toBe('29 Mar 2026, 00:59');
    expect(formatDate('2026-03-29T01:00:00Z', 'dateTime')).toBe('29 Mar 2026, 02:00');
    expect(formatDate('2026-10-25T00:59:00Z', 'dateTime')).toBe('25 Oct 2026, 01:59');
    expect(formatDate('2026-10-25T01:00:00Z', 'dateTime')).toBe('25 Oct 2026, 01:00');
    // Just before midnight in Lisbon on the evening before each change, the day has not turned.
    expect(formatDate('2026-03-28T23:59:00Z', 'long')).toBe('Saturday, 28 March 2026');
    expect(formatDate('2026-10-24T22:59:00Z', 'long')).toBe('Saturday, 24 October 2026');
    expect(formatDate('2026-10-24T23:00:00Z', 'long')).toBe('Sunday, 25 October 2026');
  });

  it('says so when the moment cannot be read', () => {
    expect(formatDate('not a date')).toBe('Invalid date');
    expect(formatDate(Number.NaN, 'long')).toBe('Invalid date');
  });
});

describe('formatDay', () => {
  it('shows a calendar day as that day in every style', () => {
    expect(formatDay('2026-11-30', 'long')).toBe('Monday, 30 November 2026');
    expect(formatDay('2026-11-30')).toBe('30 Nov 2026');
    expect(formatDay('2026-11-28', 'weekday')).toBe('Sat, 28 Nov');
    expect(formatDay('2026-11-01', 'month')).toBe('November 2026');
    expect(formatDay('2026-11-29', 'admin')).toBe('29 Nov 2026');
  });

  it('never moves a day on which the clocks change', () => {
    expect(formatDay('2026-03-29', 'long')).toBe('Sunday, 29 March 2026');
    expect(formatDay('2026-10-25', 'long')).toBe('Sunday, 25 October 2026');
  });

  it('says so when the day is not a day', () => {
    expect(formatDay('2026-02-30')).toBe('Invalid date');
    expect(formatDay('tomorrow')).toBe('Invalid date');
  });
});

describe('formatLisbonTime', () => {
  it('writes a moment in Lisbon with the zone named, for readers anywhere', () => {
    expect(formatLisbonTime(Date.UTC(2026, 11, 1, 18, 0))).toBe(
      'Tuesday, 1 December 2026, 18:00 (Lisbon time)',
    );
    // 17:00 UTC in July is 18:00 in Lisbon (summer time).
    expect(formatLisbonTime('2026-07-15T17:00:00Z', '2026-07-15T18:30:00Z')).toBe(
      'Wednesday, 15 July 2026, 18:00–19:30 (Lisbon time)',
    );
  });

  it('names both days of a span that runs past midnight in Lisbon', () => {
    expect(formatLisbonTime('2026-06-01T22:00:00Z', '2026-06-01T23:30:00Z')).toBe(
      'Monday, 1 June 2026, 23:00 – Tuesday, 2 June 2026, 00:30 (Lisbon time)',
    );
  });

  it('says so when a moment cannot be read', () => {
    expect(formatLisbonTime('not a date')).toBe('Invalid date');
    expect(formatLisbonTime(Date.UTC(2026, 0, 1), Number.NaN)).toBe('Invalid date');
  });
});
