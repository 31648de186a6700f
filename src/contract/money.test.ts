import { describe, expect, it } from 'vitest';
import { formatEuros } from './money';

const euros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
});
const wholeEuros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

describe('formatEuros', () => {
  it('writes whole euros without cents and other amounts with two decimals', () => {
    expect(formatEuros(4500)).toBe('€45');
    expect(formatEuros(2750)).toBe('€27.50');
    expect(formatEuros(5)).toBe('€0.05');
  });

  it('writes every amount as en-IE currency formatting does', () => {
    for (const cents of [
      0, 1, 99, 100, 150, 999, 1000, 99999, 100000, 123456, 1000000, 123456789, -500, -250,
    ]) {
      const expected = cents % 100 === 0 ? wholeEuros.format(cents / 100) : euros.format(cents / 100);
      expect(formatEuros(cents)).toBe(expected);
    }
  });
});
