import type { PractitionerSearchQuery, PractitionerSearchResult } from '@contract/practitioners';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

export type SearchPractitionersInput = Partial<PractitionerSearchQuery>;

/**
 * GET /api/practitioners: approved guides matching the explore filters, one page of them, and the price
 * range of all guides (for the slider). Typed, not schema-checked: public pages stay free of zod.
 */
export function searchPractitioners(
  input: SearchPractitionersInput,
  signal?: AbortSignal,
): Promise<PractitionerSearchResult> {
  return api.get<PractitionerSearchResult>(`/api/practitioners${toQueryString(input)}`, { signal });
}

export const searchPractitionersQuery = (input: SearchPractitionersInput) =>
  queryOptions({
    queryKey: ['practitioners', 'search', input],
    queryFn: ({ signal }) => searchPractitioners(input, signal),
  });

/** Keeps the previous page on screen while the next one loads, so filters never flash an empty grid. */
export function useSearchPractitioners(input: SearchPractitionersInput) {
  return useQuery({ ...searchPractitionersQuery(input), placeholderData: keepPreviousData });
}

/** The home page's "Verified Guides in Lisbon": the three best-rated guides. */
export const featuredGuidesQuery = searchPractitionersQuery({ sort: 'rating', pageSize: 3 });
