import { MyBookingsPage } from '@contract/bookings';
import { MY_BOOKINGS_FIRST_PAGE_ADDRESS } from '@contract/signed-in-first-screens';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextPageAfter } from '@/lib/pagination';
import { toQueryString } from '@/lib/query-string';
import { firstScreenAnswer } from '@/lib/served-page';
import * as bookingKeys from './booking-keys';

/**
 * GET /api/bookings?page=: a page of the seeker's own bookings, each with its session, in My
 * Bookings' order (places still held in sessions to come, soonest first, then past and cancelled
 * ones, latest first).
 */
export function getMyBookings(page: number, signal?: AbortSignal): Promise<MyBookingsPage> {
  return api.get(`/api/bookings${toQueryString({ page })}`, { schema: MyBookingsPage, signal });
}

export const myBookingsQuery = infiniteQueryOptions({
  queryKey: bookingKeys.mine(),
  queryFn: ({ pageParam, signal }) => getMyBookings(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: nextPageAfter,
  // The first page, when the server wrote it into the page.
  initialData: () => {
    const first = firstScreenAnswer<MyBookingsPage>(MY_BOOKINGS_FIRST_PAGE_ADDRESS);
    return first && { pages: [first], pageParams: [1] };
  },
});

export function useMyBookings() {
  return useInfiniteQuery(myBookingsQuery);
}
