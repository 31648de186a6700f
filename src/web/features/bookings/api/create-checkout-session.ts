import type { CheckoutCreated, CreateCheckoutInput } from '@contract/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/features/sessions';
import { api } from '@/lib/api-client';
import * as bookingKeys from './booking-keys';

/**
 * POST /api/create-checkout-session: holds a spot (or a private hour) and opens a checkout. Not checked against
 * the CheckoutCreated schema, so an answer without checkoutUrl reaches the booking card, which says so.
 */
export function createCheckoutSession(input: CreateCheckoutInput): Promise<Partial<CheckoutCreated>> {
  return api.post<Partial<CheckoutCreated>>('/api/create-checkout-session', input);
}

export function useCreateCheckoutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckoutSession,
    // Refused (full, taken, already booked): the spots left and the free hours shown may be out of date. On
    // success the browser leaves for the checkout page at once, so there is nothing to refresh.
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      ]),
  });
}
