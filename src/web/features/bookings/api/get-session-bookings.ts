import { GuideBookingPage } from '@contract/bookings';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextPageAfter } from '@/lib/pagination';
import { toQueryString } from '@/lib/query-string';
import * as bookingKeys from './booking-keys';

/** GET /api/sessions/{id}/bookings?page=: a page of one session's bookings, the latest first (its guide or an admin). */
export function getSessionBookings(
  sessionId: number,
  page: number,
  signal?: AbortSignal,
): Promise<GuideBookingPage> {
  return api.get(`/api/sessions/${sessionId}/bookings${toQueryString({ page })}`, {
    schema: GuideBookingPage,
    signal,
  });
}

export const sessionBookingsQuery = (sessionId: number) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.ofSession(sessionId),
    queryFn: ({ pageParam, signal }) => getSessionBookings(sessionId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
  });

export function useSessionBookings(sessionId: number | null) {
  return useInfiniteQuery({ ...sessionBookingsQuery(sessionId ?? 0), enabled: sessionId !== null });
}
