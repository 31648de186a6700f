import type { SessionView } from '@contract/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

/** GET /api/sessions?practitionerId=&status=scheduled&upcoming=true: what a guide offers next, soonest first. */
export function getUpcomingSessions(practitionerId: number, signal?: AbortSignal): Promise<SessionView[]> {
  const query = toQueryString({ practitionerId, status: 'scheduled', upcoming: 'true' });
  return api.get<SessionView[]>(`/api/sessions${query}`, { signal });
}

export const upcomingSessionsQuery = (practitionerId: number) =>
  queryOptions({
    queryKey: ['sessions', 'upcoming', practitionerId],
    queryFn: ({ signal }) => getUpcomingSessions(practitionerId, signal),
    select: (sessions) => [...sessions].sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
  });

export function useUpcomingSessions(practitionerId: number) {
  return useQuery({ ...upcomingSessionsQuery(practitionerId), enabled: practitionerId > 0 });
}
