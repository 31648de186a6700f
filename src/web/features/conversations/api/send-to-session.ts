import { BroadcastReceipt } from '@contract/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import * as conversationKeys from './conversation-keys';

/** POST /api/sessions/{id}/messages: the guide writes to everyone booked on the session at once. */
export function sendToSession(sessionId: number, body: string): Promise<BroadcastReceipt> {
  return api.post(`/api/sessions/${sessionId}/messages`, { body }, { schema: BroadcastReceipt });
}

export function useSendToSession(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendToSession(sessionId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
