import { GuideBookingPage } from '@contract/bookings';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextPageAfter } from '@/lib/pagination';
import { toQueryString } from '@/lib/query-string';
import * as bookingKeys from './booking-keys';

export interface GuideBookingFilter {
  /** yyyy-MM: bookings of sessions in that Lisbon month. */
  month?: string;
  /** Only confirmed and completed bookings. */
  paid?: boolean;
}

/**
 * GET /api/bookings/practitioner?month=&paid=&page=: a page of the bookings of the signed-in guide's sessions,
 * those of sessions still ahead first (soonest first), then past ones (latest first).
 */
export function getGuideBookings(
  filter: GuideBookingFilter,
  page: number,
  signal?: AbortSignal,
): Promise<GuideBookingPage> {
  const query = toQueryString({ month: filter.month, paid: filter.paid ? 'true' : undefined, page });
  return api.get(`/api/bookings/practitioner${query}`, { schema: GuideBookingPage, signal });
}

export const guideBookingsQuery = (filter: GuideBookingFilter = {}) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.ofGuide(filter.month ?? 'any', filter.paid ?? false),
    queryFn: ({ pageParam, signal }) => getGuideBookings(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
  });

export function useGuideBookings(filter: GuideBookingFilter = {}, enabled = true) {
  return useInfiniteQuery({ ...guideBookingsQuery(filter), enabled });
}
