/** Lisbon wall-clock time for the demo's calendar: weekly slots, full moons, a guide's availability. */
import { WEEKDAYS, type Weekday } from '../../../contract/catalog';
import { lisbonClock } from '../../../contract/lisbon-time';
import type { DemoGuide } from './demo-content';

export const DAY = 24 * 60 * 60_000;

const WEEKDAY_BY_ABBREVIATION: Record<string, number> = {
  sun: 0,
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
};
/** Indexed like Date#getUTCDay. */
const WEEKDAY_BY_INDEX: Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];
const SLOT_ORDER = ['morning', 'afternoon', 'evening'] as const;
const SLOT_BY_LETTER: Record<string, (typeof SLOT_ORDER)[number]> = {
  m: 'morning',
  a: 'afternoon',
  e: 'evening',
};

/** A wall-clock slot; `day` (0 is Sunday) is null for a full-moon session. */
export interface Slot {
  day: number | null;
  hour: number;
  minute: number;
}

/** "tue 19:00, thu 07:30" as slots. */
export function parseWhen(when: string): Slot[] {
  return when.split(',').map((part) => {
    const match = /^(?:([a-z]{3}) )?(\d{2}):(\d{2})$/.exec(part.trim());
    if (!match) throw new Error(`Bad demo slot "${part}"`);
    const day = match[1] === undefined ? null : WEEKDAY_BY_ABBREVIATION[match[1]];
    if (day === undefined) throw new Error(`Bad demo weekday "${part}"`);
    return { day, hour: Number(match[2]), minute: Number(match[3]) };
  });
}

function slotOfHour(hour: number): (typeof SLOT_ORDER)[number] {
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/** The Lisbon calendar date of an instant, as a UTC midnight a day's arithmetic can step from. */
export function lisbonDayAsUtc(instant: number): number {
  const t = lisbonClock(instant);
  return Date.UTC(t.getFullYear(), t.getMonth(), t.getDate());
}

function lisbonDateKey(instant: number): string {
  const t = lisbonClock(instant);
  return `${t.getFullYear()}-${t.getMonth()}-${t.getDate()}`;
}

/** Lisbon dates ("y-m-d", month 0-based) of the full moons between two instants (mean lunation). */
export function fullMoonDates(from: number, to: number): Set<string> {
  const synodicMonth = 29.530588853 * DAY;
  const referenceNewMoon = Date.UTC(2000, 0, 6, 18, 14);
  const keys = new Set<string>();
  let k = Math.floor((from - referenceNewMoon) / synodicMonth) - 1;
  for (;;) {
    const instant = referenceNewMoon + (k + 0.5) * synodicMonth;
    if (instant > to) break;
    if (instant >= from) keys.add(lisbonDateKey(instant));
    k++;
  }
  return keys;
}

/** The profile's weekly availability: the slots of the guide's regular sessions plus the extra ones. */
export function guideAvailability(guide: DemoGuide): Record<string, string[]> {
  const slots = new Map<Weekday, Set<string>>();
  const add = (day: Weekday, slot: string) => slots.set(day, (slots.get(day) ?? new Set()).add(slot));
  for (const t of guide.sessions) {
    for (const slot of parseWhen(t.when)) {
      if (slot.day !== null) add(WEEKDAY_BY_INDEX[slot.day]!, slotOfHour(slot.hour));
    }
  }
  for (const part of (guide.extraAvailability ?? '').split(' ').filter(Boolean)) {
    const [abbr, letters] = part.split(':');
    const day = WEEKDAY_BY_INDEX[WEEKDAY_BY_ABBREVIATION[abbr ?? ''] ?? -1];
    if (!day || !letters) throw new Error(`Bad demo availability "${part}"`);
    for (const letter of letters.split(',')) add(day, SLOT_BY_LETTER[letter] ?? 'morning');
  }
  const out: Record<string, string[]> = {};
  for (const day of WEEKDAYS) {
    const set = slots.get(day);
    if (set) out[day] = SLOT_ORDER.filter((s) => set.has(s));
  }
  return out;
}
