import { SessionList, type SessionView } from '@contract/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/practitioner/sessions: every session of the signed-in guide, whatever its status. */
export function getMySessions(signal?: AbortSignal): Promise<SessionView[]> {
  return api.get('/api/practitioner/sessions', { schema: SessionList, signal });
}

export const mySessionsQuery = queryOptions({
  queryKey: ['sessions', 'mine'],
  queryFn: ({ signal }) => getMySessions(signal),
  select: (sessions) => [...sessions].sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
});

export function useMySessions() {
  return useQuery(mySessionsQuery);
}
