import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOf, isoTextOf } from './raw-query';

/** PostgreSQL's text of `at` with `digits` of fraction and the given offset, as it sends timestamptz. */
function postgresText(at: Date, digits: number, offsetHours: number): string {
  const shifted = new Date(at.getTime() + offsetHours * 3_600_000);
  const [date, time] = shifted.toISOString().replace('Z', '').split('T') as [string, string];
  const [clock, fraction] = time.split('.') as [string, string];
  const micro = `${fraction}${String(at.getTime() % 7).repeat(3)}`.slice(0, digits).replace(/0+$/, '');
  const sign = offsetHours < 0 ? '-' : '+';
  const offset = `${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}`;
  return `${date} ${clock}${micro ? `.${micro}` : ''}${offset}`;
}

describe('isoTextOf', () => {
  it('gives what parsing gives, for every precision and offset', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: -12, max: 14 }),
        (at, digits, offsetHours) => {
          const text = postgresText(at, digits, offsetHours);
          expect(isoTextOf(text)).toBe(instantOf(text).toISOString());
        },
      ),
    );
  });

  it('passes dates through', () => {
    const at = new Date('2026-05-01T18:30:00.123Z');
    expect(isoTextOf(at)).toBe('2026-05-01T18:30:00.123Z');
    expect(isoTextOf('2026-05-01 18:30:00.123456+00')).toBe('2026-05-01T18:30:00.123Z');
    expect(isoTextOf('2026-05-01 18:30:00+00')).toBe('2026-05-01T18:30:00.000Z');
  });
});
