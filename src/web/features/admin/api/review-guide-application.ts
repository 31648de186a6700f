import { GuideApplicationRecord, type ReviewApplicationInput } from '@contract/guide-applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAdminData } from './admin-keys';

export interface ReviewGuideApplicationInput {
  id: number;
  status: ReviewApplicationInput['status'];
}

/**
 * PATCH /api/admin/guide-applications/{id}: approves (the guide is approved and gets a public profile) or
 * rejects a pending application; the applicant is told by email.
 */
export function reviewGuideApplication({
  id,
  status,
}: ReviewGuideApplicationInput): Promise<GuideApplicationRecord> {
  return api.patch(`/api/admin/guide-applications/${id}`, { status }, { schema: GuideApplicationRecord });
}

export function useReviewGuideApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewGuideApplication, onSuccess: () => refreshAdminData(queryClient) });
}
