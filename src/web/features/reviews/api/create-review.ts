import type { ReviewInput, ReviewView } from '@contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guideKeys } from '@/features/guides';
import { api } from '@/lib/api-client';
import * as reviewKeys from './review-keys';

export interface CreateReviewInput {
  sessionId: number;
  review: ReviewInput;
}

/** POST /api/sessions/{id}/reviews: a review of a session the seeker attended. */
export function createReview({ sessionId, review }: CreateReviewInput): Promise<ReviewView> {
  return api.post<ReviewView>(`/api/sessions/${sessionId}/reviews`, review);
}

/** After a review, the list, the guide's rating and count (detail, cards, home) and the eligibility change. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: guideKeys.all }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.testimonials() }),
      ]),
  });
}
