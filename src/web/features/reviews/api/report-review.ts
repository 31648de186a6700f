import type { ReviewReportInput, ReviewReportReceipt } from '@contract/reviews';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ReportReviewInput {
  reviewId: number;
  report: ReviewReportInput;
}

/** POST /api/reviews/{id}/reports: tells Luz a review breaks the rules (once per person; never one's own). */
export function reportReview({ reviewId, report }: ReportReviewInput): Promise<ReviewReportReceipt> {
  return api.post<ReviewReportReceipt>(`/api/reviews/${reviewId}/reports`, report);
}

/** Nothing public changes until an admin decides, so nothing is read again. */
export function useReportReview() {
  return useMutation({ mutationFn: reportReview });
}
