import { SessionList, type SessionView } from '@contract/sessions';
import { GUIDE_SESSIONS_ADDRESS } from '@contract/signed-in-first-screens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { compareIso } from '@/lib/iso-order';
import { firstScreenAnswer } from '@/lib/served-page';

/** GET /api/practitioner/sessions: every session of the signed-in guide, whatever its status. */
export function getMySessions(signal?: AbortSignal): Promise<SessionView[]> {
  return api.get(GUIDE_SESSIONS_ADDRESS, { schema: SessionList, signal });
}

export const mySessionsQuery = queryOptions({
  queryKey: ['sessions', 'mine'],
  queryFn: ({ signal }) => getMySessions(signal),
  initialData: () => firstScreenAnswer<SessionView[]>(GUIDE_SESSIONS_ADDRESS),
  select: (sessions) => [...sessions].sort((a, b) => compareIso(a.startsAt, b.startsAt)),
});

export function useMySessions() {
  return useQuery(mySessionsQuery);
}
