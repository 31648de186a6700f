import { type CardPaymentInput, CheckoutRedirect } from '@contract/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '@/features/bookings';
import { sessionKeys } from '@/features/sessions';
import { api } from '@/lib/api-client';

export interface PayCheckoutInput {
  reference: string;
  card: CardPaymentInput;
}

/**
 * POST /api/checkout/{reference}/pay: the card of Luz's own checkout page. 402 CARD_DECLINED, 409 when the
 * hold has expired or the booking was cancelled, 400 with fields for a card the server refuses.
 */
export function payCheckout({ reference, card }: PayCheckoutInput): Promise<CheckoutRedirect> {
  return api.post(`/api/checkout/${encodeURIComponent(reference)}/pay`, card, { schema: CheckoutRedirect });
}

export function usePayCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payCheckout,
    // A paid booking changes My Bookings and the session's spots.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]),
  });
}
