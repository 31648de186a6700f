import { type ConversationReportInput, ConversationReportReceipt } from '@contract/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import * as conversationKeys from './conversation-keys';

/** POST /api/conversations/{bookingId}/reports: asks an admin to look at the conversation. */
export function reportConversation(
  bookingId: number,
  input: ConversationReportInput,
): Promise<ConversationReportReceipt> {
  return api.post(`/api/conversations/${bookingId}/reports`, input, { schema: ConversationReportReceipt });
}

export function useReportConversation(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConversationReportInput) => reportConversation(bookingId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.one(bookingId) }),
  });
}
