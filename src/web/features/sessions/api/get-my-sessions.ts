import { SessionList, type SessionView } from '@contract/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { compareIso } from '@/lib/iso-order';

/** GET /api/practitioner/sessions: every session of the signed-in guide, whatever its status. */
export function getMySessions(signal?: AbortSignal): Promise<SessionView[]> {
  return api.get('/api/practitioner/sessions', { schema: SessionList, signal });
}

export const mySessionsQuery = queryOptions({
  queryKey: ['sessions', 'mine'],
  queryFn: ({ signal }) => getMySessions(signal),
  select: (sessions) => [...sessions].sort((a, b) => compareIso(a.startsAt, b.startsAt)),
});

export function useMySessions() {
  return useQuery(mySessionsQuery);
}
