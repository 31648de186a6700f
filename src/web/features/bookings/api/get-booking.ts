import { BookingView } from '@contract/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import * as bookingKeys from './booking-keys';

/** GET /api/bookings/{id}: one booking with its session (its seeker, the session's guide or an admin). */
export function getBooking(bookingId: number, signal?: AbortSignal): Promise<BookingView> {
  return api.get(`/api/bookings/${bookingId}`, { schema: BookingView, signal });
}

export const bookingQuery = (bookingId: number) =>
  queryOptions({
    queryKey: bookingKeys.one(bookingId),
    queryFn: ({ signal }) => getBooking(bookingId, signal),
  });

/**
 * While a payment is still being confirmed (a provider's webhook may arrive a moment after the seeker returns),
 * the booking is asked again every two seconds.
 */
export function useBooking(bookingId: number | null, { pollWhilePending = false } = {}) {
  return useQuery({
    ...bookingQuery(bookingId ?? 0),
    enabled: bookingId !== null,
    refetchInterval: (query) => (pollWhilePending && query.state.data?.status === 'pending' ? 2000 : false),
  });
}
