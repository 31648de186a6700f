import type { SessionView } from '@contract/sessions';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import * as sessionKeys from './session-keys';

/** GET /api/sessions/{id}: one session, as its page or a booking flow needs it. */
export function getSession(sessionId: number, signal?: AbortSignal): Promise<SessionView> {
  return api.get<SessionView>(`/api/sessions/${sessionId}`, { signal });
}

export const sessionQuery = (sessionId: number) =>
  queryOptions({
    queryKey: sessionKeys.one(sessionId),
    queryFn: ({ signal }) => getSession(sessionId, signal),
  });
