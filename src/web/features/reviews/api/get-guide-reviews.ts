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
export function getGuideReviews(guideId: number, page: number, signal?: AbortSignal): Promise<ReviewPage> {
  return api.get<ReviewPage>(`/api/practitioners/${guideId}/reviews${toQueryString({ page })}`, {
    signal,
  });
}

/** The first page comes with the Reviews tab; "Show more reviews" asks for the next one. */
export const guideReviewsQuery = (guideId: number) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.ofGuide(guideId),
    queryFn: ({ pageParam, signal }) => getGuideReviews(guideId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
  });

export function useGuideReviews(guideId: number) {
  return useInfiniteQuery(guideReviewsQuery(guideId));
}
