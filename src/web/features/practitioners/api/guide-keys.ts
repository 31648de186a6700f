import type { PractitionerSearchQuery } from '@contract/practitioners';

/*
 * The cache keys of the guides' public pages and the explore search, imported as `* as guideKeys`. A change to
 * what they show reads everything under `all` again.
 */
export const all = ['practitioners'] as const;
export const search = (input: Partial<PractitionerSearchQuery>) => [...all, 'search', input] as const;
export const detail = (guideId: number) => [...all, 'detail', guideId] as const;
