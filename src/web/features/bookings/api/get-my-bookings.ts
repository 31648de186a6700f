import { MyBookingsPage } from '@contract/bookings';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextPageAfter } from '@/lib/pagination';
import { toQueryString } from '@/lib/query-string';

/**
 * GET /api/bookings?page=: a page of the seeker's own bookings, each with its session, in My
 * Bookings' order (places still held in sessions to come, soonest first, then past and cancelled
 * ones, latest first).
 */
export function getMyBookings(page: number, signal?: AbortSignal): Promise<MyBookingsPage> {
  return api.get(`/api/bookings${toQueryString({ page })}`, { schema: MyBookingsPage, signal });
}

export const myBookingsQuery = infiniteQueryOptions({
  queryKey: ['bookings', 'mine'],
  queryFn: ({ pageParam, signal }) => getMyBookings(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: nextPageAfter,
});

export function useMyBookings() {
  return useInfiniteQuery(myBookingsQuery);
}
