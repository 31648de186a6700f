import type { GuideSessionViewName } from '@contract/sessions';

/*
 * The cache keys of sessions, imported as `* as sessionKeys`: a screen's code carries only the keys it uses.
 * A session's change, a booking or a cancellation reads everything under `all` again.
 */
export const all = ['sessions'] as const;
export const one = (sessionId: number) => [...all, 'one', sessionId] as const;
export const upcoming = (guideId: number) => [...all, 'upcoming', guideId] as const;
export const mine = (view: GuideSessionViewName, pageSize: number | 'default') =>
  [...all, 'mine', view, pageSize] as const;
export const calendar = (from: string, to: string) => [...all, 'mine', 'calendar', from, to] as const;
/** A guide's free private hours: a session's change or a booking takes or frees them too. */
export const privateSlots = (guideId: number, date: string) =>
  [...all, 'private-slots', guideId, date] as const;
