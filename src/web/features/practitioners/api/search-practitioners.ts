import { FEATURED_GUIDES_QUERY } from '@contract/first-screen';
import type { PractitionerSearchQuery, PractitionerSearchResult } from '@contract/practitioners';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { firstScreenAnswer } from '@/lib/served-page';
import * as guideKeys from './guide-keys';

export type SearchPractitionersInput = Partial<PractitionerSearchQuery>;

/**
 * GET /api/practitioners: approved guides matching the explore filters, one page of them, and the price
 * range of all guides (for the slider). Typed, not schema-checked: public pages stay free of zod.
 */
export function searchPractitioners(
  input: SearchPractitionersInput,
  signal?: AbortSignal,
): Promise<PractitionerSearchResult> {
  return api.get<PractitionerSearchResult>(searchAddress(input), { signal });
}

function searchAddress(input: SearchPractitionersInput): string {
  return `/api/practitioners${toQueryString(input)}`;
}

export const searchPractitionersQuery = (input: SearchPractitionersInput) =>
  queryOptions({
    queryKey: guideKeys.search(input),
    queryFn: ({ signal }) => searchPractitioners(input, signal),
    initialData: () => firstScreenAnswer<PractitionerSearchResult>(searchAddress(input)),
  });

/** Keeps the previous page on screen while the next one loads, so filters never flash an empty grid. */
export function useSearchPractitioners(input: SearchPractitionersInput) {
  return useQuery({ ...searchPractitionersQuery(input), placeholderData: keepPreviousData });
}

/** The home page's "Verified Guides in Lisbon": the three best-rated guides. */
export const featuredGuidesQuery = searchPractitionersQuery(FEATURED_GUIDES_QUERY);
