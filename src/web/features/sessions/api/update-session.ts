import type { SessionInput } from '@contract/session-input';
import { SessionView } from '@contract/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterSessionChange } from './session-changes';

/** PATCH /api/sessions/{id}: 409 when it would overlap another session or hold fewer places than are booked. */
export function updateSession({ id, input }: { id: number; input: SessionInput }): Promise<SessionView> {
  return api.patch(`/api/sessions/${id}`, input, { schema: SessionView });
}

export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSession, onSuccess: () => refreshAfterSessionChange(queryClient) });
}
