import { describe, expect, it } from 'vitest';
import { byDay, daysInMonth, monthGrid, moveFocus } from './month-grid';

describe('monthGrid', () => {
  it('lays a month out in whole weeks from Monday', () => {
    const weeks = monthGrid('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-10-26', inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ date: '2026-11-01', inMonth: true });
    expect(weeks.at(-1)?.at(-1)).toEqual({ date: '2026-12-06', inMonth: false });
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
  });

  it('needs only four rows for a February that starts on a Monday', () => {
    const weeks = monthGrid('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks.every((week) => week.every((day) => day.inMonth))).toBe(true);
  });
});

describe('moveFocus', () => {
  it('moves by a day, a week, to the week’s ends and by a month', () => {
    expect(moveFocus('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(moveFocus('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
    expect(moveFocus('2026-11-21', 'ArrowUp')).toBe('2026-11-14');
    expect(moveFocus('2026-11-28', 'ArrowDown')).toBe('2026-12-05');
    expect(moveFocus('2026-11-21', 'Home')).toBe('2026-11-16');
    expect(moveFocus('2026-11-21', 'End')).toBe('2026-11-22');
    expect(moveFocus('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveFocus('2026-03-15', 'PageUp')).toBe('2026-02-15');
  });

  it('knows how long months are', () => {
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-04')).toBe(30);
  });
});

describe('byDay', () => {
  it('groups items by their date', () => {
    const days = byDay([
      { id: 1, sessionDate: '2026-11-21' },
      { id: 2, sessionDate: '2026-11-22' },
      { id: 3, sessionDate: '2026-11-21' },
    ]);
    expect(days.get('2026-11-21')?.map((s) => s.id)).toEqual([1, 3]);
  });
});
