import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from './brand';
import { lisbonOffsetMs } from './lisbon-offset';

const HOUR_MS = 60 * 60 * 1000;
const offsetNames = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

/** Lisbon's offset as the platform's time-zone database gives it ("GMT+01:00", or "GMT" for none). */
function databaseOffsetMs(instant: number): number {
  const name = offsetNames.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60 * 1000;
}

describe('lisbonOffsetMs', () => {
  it('agrees with the time-zone database every hour around each change of the clocks, 2000 to 2040', () => {
    for (let year = 2000; year <= 2040; year += 1) {
      for (const month of [2, 9]) {
        const from = Date.UTC(year, month, 24);
        for (let instant = from; instant < from + 9 * 24 * HOUR_MS; instant += HOUR_MS / 2) {
          expect(lisbonOffsetMs(instant), new Date(instant).toISOString()).toBe(databaseOffsetMs(instant));
        }
      }
    }
  });

  it('is UTC in winter and UTC+1 in summer', () => {
    expect(lisbonOffsetMs(Date.UTC(2026, 0, 15, 12))).toBe(0);
    expect(lisbonOffsetMs(Date.UTC(2026, 6, 15, 12))).toBe(HOUR_MS);
  });
});
