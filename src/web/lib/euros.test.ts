import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, numberFromInput } from './euros';

describe('eurosToCents', () => {
  it('turns the euros people type into whole cents', () => {
    expect(eurosToCents(50)).toBe(5000);
    expect(eurosToCents(27.5)).toBe(2750);
    // 0.1 + 0.2 style float noise must not leave a fraction of a cent.
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(1.005)).toBe(100);
  });

  it('comes back to the same euros', () => {
    for (const cents of [100, 2750, 1999, 5000, 123456])
      expect(eurosToCents(centsToEuros(cents))).toBe(cents);
  });
});

describe('numberFromInput', () => {
  it('reads a number input, with a comma as the decimal separator too', () => {
    expect(numberFromInput('45')).toBe(45);
    expect(numberFromInput('27,50')).toBe(27.5);
    expect(numberFromInput(12)).toBe(12);
  });

  it('keeps an empty input empty and marks text that is not a number', () => {
    expect(numberFromInput('')).toBeUndefined();
    expect(numberFromInput('  ')).toBeUndefined();
    expect(numberFromInput('abc')).toBeNaN();
  });
});
