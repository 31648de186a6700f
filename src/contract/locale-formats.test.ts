import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatLisbonTime } from './date-formats';
import { formatEuros } from './money';

describe('dates and money in Portuguese', () => {
  const at = '2026-11-28T19:00:00Z';

  it('writes dates as Portugal does, in Lisbon time', () => {
    expect(formatDate(at, 'dateTime', 'pt-PT')).toBe('28 de nov. de 2026, 19:00');
    expect(formatDate(at, 'long', 'pt-PT')).toBe('sábado, 28 de novembro de 2026');
    expect(formatDate(at, 'weekdayTime', 'pt-PT')).toBe('sáb., 28 de nov. · 19:00');
    expect(formatDate(at, 'month', 'pt-PT')).toBe('novembro de 2026');
    expect(formatDay('2026-08-01', 'short', 'pt-PT')).toBe('1 de ago. de 2026');
    expect(formatDate('not a date', 'short', 'pt-PT')).toBe('Data inválida');
    expect(formatLisbonTime(at, '2026-11-28T20:30:00Z', 'pt-PT')).toBe(
      'sábado, 28 de novembro de 2026, 19:00–20:30 (hora de Lisboa)',
    );
  });

  it('keeps the English forms unchanged', () => {
    expect(formatDate(at, 'dateTime')).toBe('28 Nov 2026, 19:00');
    expect(formatDate(at, 'dateTime', 'en')).toBe('28 Nov 2026, 19:00');
  });

  it('writes euros as Portugal does', () => {
    expect(formatEuros(1800, 'pt-PT')).toBe('18,00\u00a0€');
    expect(formatEuros(123456, 'pt-PT')).toBe('1234,56\u00a0€');
    expect(formatEuros(1800)).toBe('€18');
  });
});
