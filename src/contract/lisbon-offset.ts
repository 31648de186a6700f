const HOUR_MS = 60 * 60 * 1000;

/** 01:00 UTC on the last Sunday of a month (0-based), when the EU's clocks change. */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Lisbon's offset from UTC at an instant, in milliseconds: mainland Portugal keeps UTC in winter and UTC+1 in
 * summer, changing with the rest of the EU at 01:00 UTC on the last Sundays of March and October (so since
 * 1996). Worked out here rather than asked of Intl.DateTimeFormat, whose time-zone data costs a phone tens of
 * milliseconds to load on the first page that shows a date; lisbon-offset.test.ts holds it to the platform's
 * time-zone database.
 */
export function lisbonOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayOneAm(year, 2) && instant < lastSundayOneAm(year, 9);
  return summer ? HOUR_MS : 0;
}
