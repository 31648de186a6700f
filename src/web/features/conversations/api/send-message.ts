import { ConversationMessage } from '@contract/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import * as conversationKeys from './conversation-keys';

/** POST /api/conversations/{bookingId}/messages. */
export function sendMessage(bookingId: number, body: string): Promise<ConversationMessage> {
  return api.post(`/api/conversations/${bookingId}/messages`, { body }, { schema: ConversationMessage });
}

export function useSendMessage(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage(bookingId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.one(bookingId) }),
  });
}
