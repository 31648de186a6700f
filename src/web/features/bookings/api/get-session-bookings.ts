import type { PractitionerBookingView } from '@contract/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PractitionerBookingList } from './get-practitioner-bookings';

/** GET /api/sessions/{id}/bookings: the bookings of one session (its guide or an admin). */
export function getSessionBookings(
  sessionId: number,
  signal?: AbortSignal,
): Promise<PractitionerBookingView[]> {
  return api.get(`/api/sessions/${sessionId}/bookings`, { schema: PractitionerBookingList, signal });
}

export const sessionBookingsQuery = (sessionId: number) =>
  queryOptions({
    queryKey: ['bookings', 'session', sessionId],
    queryFn: ({ signal }) => getSessionBookings(sessionId, signal),
  });

export function useSessionBookings(sessionId: number | null) {
  return useQuery({ ...sessionBookingsQuery(sessionId ?? 0), enabled: sessionId !== null });
}
