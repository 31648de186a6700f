import { BookingList, type BookingView } from '@contract/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/bookings: the seeker's own bookings, newest first, each with its session. */
export function getMyBookings(signal?: AbortSignal): Promise<BookingView[]> {
  return api.get('/api/bookings', { schema: BookingList, signal });
}

export const myBookingsQuery = queryOptions({
  queryKey: ['bookings', 'mine'],
  queryFn: ({ signal }) => getMyBookings(signal),
});

export function useMyBookings() {
  return useQuery(myBookingsQuery);
}
