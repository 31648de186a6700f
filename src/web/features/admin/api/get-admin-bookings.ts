import { AdminBookingList, type AdminBookingListQuery } from '@contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import * as adminKeys from './admin-keys';

export type AdminBookingsInput = Partial<AdminBookingListQuery>;

/** GET /api/admin/bookings: one page of every booking, newest first. */
export function getAdminBookings(input: AdminBookingsInput, signal?: AbortSignal): Promise<AdminBookingList> {
  return api.get(`/api/admin/bookings${toQueryString(input)}`, { schema: AdminBookingList, signal });
}

export const adminBookingsQuery = (input: AdminBookingsInput) =>
  queryOptions({
    queryKey: adminKeys.bookings(input),
    queryFn: ({ signal }) => getAdminBookings(input, signal),
  });

export function useAdminBookings(input: AdminBookingsInput) {
  return useQuery({ ...adminBookingsQuery(input), placeholderData: keepPreviousData });
}
