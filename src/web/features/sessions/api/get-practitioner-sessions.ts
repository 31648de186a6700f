import type { SessionView } from '@contract/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { compareIso } from '@/lib/iso-order';
import { toQueryString } from '@/lib/query-string';
import { firstScreenAnswer } from '@/lib/served-page';

/** GET /api/sessions?practitionerId=&status=scheduled&upcoming=true: what a guide offers next, soonest first. */
export function getUpcomingSessions(practitionerId: number, signal?: AbortSignal): Promise<SessionView[]> {
  return api.get<SessionView[]>(upcomingAddress(practitionerId), { signal });
}

function upcomingAddress(practitionerId: number): string {
  return `/api/sessions${toQueryString({ practitionerId, status: 'scheduled', upcoming: 'true' })}`;
}

export const upcomingSessionsQuery = (practitionerId: number) =>
  queryOptions({
    queryKey: ['sessions', 'upcoming', practitionerId],
    queryFn: ({ signal }) => getUpcomingSessions(practitionerId, signal),
    initialData: () => firstScreenAnswer<SessionView[]>(upcomingAddress(practitionerId)),
    select: (sessions) => [...sessions].sort((a, b) => compareIso(a.startsAt, b.startsAt)),
  });

export function useUpcomingSessions(practitionerId: number) {
  return useQuery({ ...upcomingSessionsQuery(practitionerId), enabled: practitionerId > 0 });
}
