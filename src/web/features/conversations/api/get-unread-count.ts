import type { UnreadCount } from '@contract/conversations';
import { UNREAD_POLL_MS } from '@contract/unread-messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import * as conversationKeys from './conversation-keys';

/**
 * GET /api/conversations/unread: messages the signed-in person has not read yet. Checked by hand, not with the
 * contract's schema: the header asks for it on every page, and the schema would bring all of zod into the first
 * download.
 */
export async function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  const answer = await api.get<unknown>('/api/conversations/unread', { signal });
  const unread = (answer as Partial<UnreadCount> | null)?.unread;
  if (typeof unread !== 'number' || !Number.isInteger(unread) || unread < 0) {
    throw new Error('The unread count came back in an unexpected shape');
  }
  return { unread };
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
