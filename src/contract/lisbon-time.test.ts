import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from './brand';
import {
  lisbonClock,
  lisbonDate,
  lisbonDatePlusDays,
  lisbonDayBounds,
  lisbonInstant,
  lisbonMidnight,
  lisbonTimeOfDay,
  todayInLisbon,
  weekdayOfDate,
} from './lisbon-time';

const HOUR_MS = 60 * 60 * 1000;
const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** Lisbon's date, time and offset at an instant, as the platform's time-zone database gives them. */
function database(instant: number): { date: string; time: string; offsetMs: number } {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(parts.timeZoneName ?? '');
  const minutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    offsetMs: minutes * 60 * 1000,
  };
}

describe('Lisbon time', () => {
  it('agrees with the time-zone database every half hour around each change of the clocks, 2000 to 2040', () => {
    const disagreements: string[] = [];
    for (let year = 2000; year <= 2040; year += 1) {
      for (const month of [2, 9]) {
        const from = Date.UTC(year, month, 24);
        for (let instant = from; instant < from + 9 * 24 * HOUR_MS; instant += HOUR_MS / 2) {
          const expected = database(instant);
          const offsetMs = -lisbonClock(instant).getTimezoneOffset() * 60 * 1000;
          const found = { date: lisbonDate(instant), time: lisbonTimeOfDay(instant), offsetMs };
          // Back from wall time to the instant, but for the hour autumn's change repeats: its wall times name two
          // instants, and stand for the second.
          const back = lisbonInstant(found.date, found.time)?.getTime();
          const repeated = back === instant + HOUR_MS && database(back).time === found.time;
          if (JSON.stringify(found) !== JSON.stringify(expected) || (back !== instant && !repeated)) {
            disagreements.push(
              `${new Date(instant).toISOString()}: ${JSON.stringify({ found, expected, back })}`,
            );
          }
        }
      }
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    // Tens of thousands of instants through the time-zone database: seconds on a busy 2-core machine.
  }, 30_000);

  it('is UTC in winter and UTC+1 in summer', () => {
    expect(lisbonTimeOfDay(new Date('2026-01-15T12:00:00Z'))).toBe('12:00');
    expect(lisbonTimeOfDay(new Date('2026-07-15T12:00:00Z'))).toBe('13:00');
    expect(lisbonDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(todayInLisbon(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('makes the days on which the clocks change 23 and 25 hours long', () => {
    const spring = lisbonDayBounds('2026-03-29');
    const autumn = lisbonDayBounds('2026-10-25');
    expect(spring?.start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(spring && spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR_MS);
    expect(autumn?.start.toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(autumn && autumn.end.getTime() - autumn.start.getTime()).toBe(25 * HOUR_MS);
  });

  it('has no bounds for the last day of year 9999, whose end the database cannot hold', () => {
    expect(lisbonDayBounds('9999-12-30')?.end.toISOString()).toBe('9999-12-31T00:00:00.000Z');
    expect(lisbonDayBounds('9999-12-31')).toBeNull();
  });

  it('turns a Lisbon date and time into the instant they stand for', () => {
    expect(lisbonInstant('2026-07-01', '09:30')?.toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(lisbonInstant('2026-12-01', '09:30')?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(lisbonInstant('2026-02-30', '09:30')).toBeNull();
    expect(lisbonInstant('2026-07-01', '9:30')).toBeNull();
  });

  it('counts calendar days without a time zone', () => {
    expect(lisbonDatePlusDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(lisbonDatePlusDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOfDate('2026-11-30')).toBe('monday');
    expect(weekdayOfDate('2026-13-01')).toBeNull();
    expect(lisbonMidnight('2026-10-25')?.getDate()).toBe(25);
    expect(lisbonMidnight('tomorrow')).toBeNull();
  });
});
