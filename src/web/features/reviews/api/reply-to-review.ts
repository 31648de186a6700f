import type { ReviewReply } from '@contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import * as reviewKeys from './review-keys';

export interface SaveReplyInput {
  reviewId: number;
  text: string;
  /** Whether the review has a reply already: it is then edited, otherwise written. */
  editing: boolean;
}

/** POST /api/reviews/{id}/reply writes the guide's one reply; PATCH changes it. */
export function saveReply({ reviewId, text, editing }: SaveReplyInput): Promise<ReviewReply> {
  const path = `/api/reviews/${reviewId}/reply`;
  return editing ? api.patch<ReviewReply>(path, { text }) : api.post<ReviewReply>(path, { text });
}

/** DELETE /api/reviews/{id}/reply: the guide takes their reply back. */
export function deleteReply(reviewId: number): Promise<void> {
  return api.delete<void>(`/api/reviews/${reviewId}/reply`);
}

/** A reply shows under the review on the guide's page and in their dashboard: both are read again. */
export function useSaveReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

export function useDeleteReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
