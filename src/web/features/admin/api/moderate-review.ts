import { ReportedReviewRow } from '@contract/review-moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAdminData } from './admin-keys';

export type ReviewDecision = 'hide' | 'unhide' | 'dismiss-reports';

export interface ModerateReviewInput {
  reviewId: number;
  decision: ReviewDecision;
}

/**
 * PATCH /api/admin/reviews/{id}/hide, …/unhide or …/dismiss-reports: hiding takes the review off the guide's
 * page and out of their rating; dismissing closes its reports and leaves it shown (409 when there is nothing
 * to change).
 */
export function moderateReview({ reviewId, decision }: ModerateReviewInput): Promise<ReportedReviewRow> {
  return api.patch(`/api/admin/reviews/${reviewId}/${decision}`, undefined, { schema: ReportedReviewRow });
}

/** A decision moves the review between filters, the tab's count and a guide's rating: the panel reads again. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moderateReview, onSuccess: () => refreshAdminData(queryClient) });
}
