import { PractitionerBookingView } from '@contract/bookings';
import { GUIDE_BOOKINGS_ADDRESS } from '@contract/signed-in-first-screens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { firstScreenAnswer } from '@/lib/served-page';

export const PractitionerBookingList = z.array(PractitionerBookingView);

/** GET /api/bookings/practitioner: every booking of the signed-in guide's sessions. */
export function getPractitionerBookings(signal?: AbortSignal): Promise<PractitionerBookingView[]> {
  return api.get(GUIDE_BOOKINGS_ADDRESS, { schema: PractitionerBookingList, signal });
}

export const practitionerBookingsQuery = queryOptions({
  queryKey: ['bookings', 'practitioner'],
  queryFn: ({ signal }) => getPractitionerBookings(signal),
  initialData: () => firstScreenAnswer<PractitionerBookingView[]>(GUIDE_BOOKINGS_ADDRESS),
});

export function usePractitionerBookings() {
  return useQuery(practitionerBookingsQuery);
}
