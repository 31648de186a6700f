import type { ReviewEligibility } from '@contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import * as reviewKeys from './review-keys';

/** GET /api/practitioners/{id}/review-eligibility (signed in only): may this person review this guide, and for which sessions. */
export function getReviewEligibility(guideId: number, signal?: AbortSignal): Promise<ReviewEligibility> {
  return api.get<ReviewEligibility>(`/api/practitioners/${guideId}/review-eligibility`, { signal });
}

export const reviewEligibilityQuery = (guideId: number, userId: number) =>
  queryOptions({
    queryKey: reviewKeys.eligibility(guideId, userId),
    queryFn: ({ signal }) => getReviewEligibility(guideId, signal),
  });

/** Asked only for a signed-in visitor who is not this guide. */
export function useReviewEligibility(guideId: number) {
  const { user } = useAuth();
  const userId = user?.id ?? 0;
  return useQuery({
    ...reviewEligibilityQuery(guideId, userId),
    enabled: userId > 0 && userId !== guideId,
  });
}
