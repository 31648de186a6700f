import { FEATURED_GUIDES_QUERY } from '@contract/first-screen';
import type { GuideSearchQuery, GuideSearchResult } from '@contract/guides';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { firstScreenAnswer } from '@/lib/served-page';
import * as guideKeys from './guide-keys';

export type SearchGuidesInput = Partial<GuideSearchQuery>;

/**
 * GET /api/practitioners: approved guides matching the explore filters, one page of them, and the price
 * range of all guides (for the slider). Typed, not schema-checked: public pages stay free of zod.
 */
export function searchGuides(input: SearchGuidesInput, signal?: AbortSignal): Promise<GuideSearchResult> {
  return api.get<GuideSearchResult>(searchAddress(input), { signal });
}

function searchAddress(input: SearchGuidesInput): string {
  return `/api/practitioners${toQueryString(input)}`;
}

export const searchGuidesQuery = (input: SearchGuidesInput) =>
  queryOptions({
    queryKey: guideKeys.search(input),
    queryFn: ({ signal }) => searchGuides(input, signal),
    initialData: () => firstScreenAnswer<GuideSearchResult>(searchAddress(input)),
  });

/** Keeps the previous page on screen while the next one loads, so filters never flash an empty grid. */
export function useSearchGuides(input: SearchGuidesInput) {
  return useQuery({ ...searchGuidesQuery(input), placeholderData: keepPreviousData });
}

/** The home page's "Verified Guides in Lisbon": the three best-rated guides. */
export const featuredGuidesQuery = searchGuidesQuery(FEATURED_GUIDES_QUERY);
