import { PractitionerBookingView } from '@contract/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const PractitionerBookingList = z.array(PractitionerBookingView);

/** GET /api/bookings/practitioner: every booking of the signed-in guide's sessions. */
export function getPractitionerBookings(signal?: AbortSignal): Promise<PractitionerBookingView[]> {
  return api.get('/api/bookings/practitioner', { schema: PractitionerBookingList, signal });
}

export const practitionerBookingsQuery = queryOptions({
  queryKey: ['bookings', 'practitioner'],
  queryFn: ({ signal }) => getPractitionerBookings(signal),
});

export function usePractitionerBookings() {
  return useQuery(practitionerBookingsQuery);
}
