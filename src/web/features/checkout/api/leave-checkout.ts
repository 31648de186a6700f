import { CheckoutRedirect } from '@contract/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '@/features/bookings';
import { sessionKeys } from '@/features/sessions';
import { api } from '@/lib/api-client';

/** POST /api/checkout/{reference}/cancel: "Cancel" on the checkout page gives the held spot back at once. */
export function leaveCheckout(reference: string): Promise<CheckoutRedirect> {
  return api.post(`/api/checkout/${encodeURIComponent(reference)}/cancel`, undefined, {
    schema: CheckoutRedirect,
  });
}

export function useLeaveCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveCheckout,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]),
  });
}
