import { UNREAD_POLL_MS, UnreadCount } from '@contract/conversations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import * as conversationKeys from './conversation-keys';

/** GET /api/conversations/unread: messages the signed-in person has not read yet. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return api.get('/api/conversations/unread', { schema: UnreadCount, signal });
}

/** Asked again when the window regains focus, and once a minute while the page is in view. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: conversationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled,
    refetchOnWindowFocus: true,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
