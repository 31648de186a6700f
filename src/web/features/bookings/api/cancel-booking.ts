import { CancelledBooking } from '@contract/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/features/sessions';
import { api } from '@/lib/api-client';
import * as bookingKeys from './booking-keys';

/** POST /api/bookings/{id}/cancel: the seeker cancels; the answer says how many cents come back. */
export function cancelBooking(bookingId: number): Promise<CancelledBooking> {
  return api.post(`/api/bookings/${bookingId}/cancel`, undefined, { schema: CancelledBooking });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    // The booking changes, and its place goes back to the session (spots left on the guide's page).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]),
  });
}
