import { ConversationPage } from '@contract/conversations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import * as conversationKeys from './conversation-keys';

/** GET /api/conversations/{bookingId}/messages: the latest messages; reading them clears the unread count. */
export function getConversation(bookingId: number, signal?: AbortSignal): Promise<ConversationPage> {
  return api.get(`/api/conversations/${bookingId}/messages`, { schema: ConversationPage, signal });
}

export function useConversation(bookingId: number, enabled: boolean) {
  return useQuery({
    queryKey: conversationKeys.one(bookingId),
    queryFn: ({ signal }) => getConversation(bookingId, signal),
    enabled,
    refetchOnWindowFocus: true,
  });
}
