import type { GuideReviewPage } from '@contract/reviews';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextPageAfter } from '@/lib/pagination';
import { toQueryString } from '@/lib/query-string';
import * as reviewKeys from './review-keys';

/** GET /api/practitioner/reviews?page=: the signed-in guide's reviews, newest first, hidden ones marked. */
export function getMyReviews(page: number, signal?: AbortSignal): Promise<GuideReviewPage> {
  return api.get<GuideReviewPage>(`/api/practitioner/reviews${toQueryString({ page })}`, { signal });
}

export const myReviewsQuery = () =>
  infiniteQueryOptions({
    queryKey: reviewKeys.mine(),
    queryFn: ({ pageParam, signal }) => getMyReviews(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
  });

export function useMyReviews() {
  return useInfiniteQuery(myReviewsQuery());
}
