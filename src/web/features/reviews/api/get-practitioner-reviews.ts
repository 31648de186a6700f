import type { ReviewPage } from '@contract/reviews';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextPageAfter } from '@/lib/pagination';
import { toQueryString } from '@/lib/query-string';
import * as reviewKeys from './review-keys';

/**
 * GET /api/practitioners/{id}/reviews?page=: a page of what seekers wrote after their sessions,
 * newest first, authors kept anonymous, with how many reviews the guide has in all.
 */
export function getPractitionerReviews(
  practitionerId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  return api.get<ReviewPage>(`/api/practitioners/${practitionerId}/reviews${toQueryString({ page })}`, {
    signal,
  });
}

/** The first page comes with the Reviews tab; "Show more reviews" asks for the next one. */
export const practitionerReviewsQuery = (practitionerId: number) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.ofGuide(practitionerId),
    queryFn: ({ pageParam, signal }) => getPractitionerReviews(practitionerId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
  });

export function usePractitionerReviews(practitionerId: number) {
  return useInfiniteQuery(practitionerReviewsQuery(practitionerId));
}
