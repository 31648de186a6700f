import type { GuideSearchQuery } from '@contract/guides';

/*
 * The cache keys of the guides' public pages and the explore search, imported as `* as guideKeys`. A change to
 * what they show reads everything under `all` again.
 */
export const all = ['guides'] as const;
export const search = (input: Partial<GuideSearchQuery>) => [...all, 'search', input] as const;
export const detail = (guideId: number) => [...all, 'detail', guideId] as const;
