import { PaymentReviewDecision } from '@contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAdminData } from './admin-keys';

export type PaymentReviewChoice = 'accept' | 'refund';

/**
 * PATCH /api/admin/bookings/{id}/accept-payment or /refund-payment: settles a payment that did not match
 * its booking's price, confirming the booking, or refunding the payment and cancelling it.
 */
export function decidePaymentReview(input: {
  bookingId: number;
  choice: PaymentReviewChoice;
}): Promise<PaymentReviewDecision> {
  const action = input.choice === 'accept' ? 'accept-payment' : 'refund-payment';
  return api.patch(`/api/admin/bookings/${input.bookingId}/${action}`, undefined, {
    schema: PaymentReviewDecision,
  });
}

export function useDecidePaymentReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decidePaymentReview, onSuccess: () => refreshAdminData(queryClient) });
}
