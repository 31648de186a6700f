import type { CreateSessionsInput } from '@contract/session-input';
import { SessionList, type SessionView } from '@contract/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterSessionChange } from './session-changes';

/** POST /api/sessions: one session per weekly date; 403 APPROVAL_REQUIRED, 409 when it overlaps another. */
export function createSessions(input: CreateSessionsInput): Promise<SessionView[]> {
  return api.post('/api/sessions', input, { schema: SessionList });
}

export function useCreateSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSessions, onSuccess: () => refreshAfterSessionChange(queryClient) });
}
