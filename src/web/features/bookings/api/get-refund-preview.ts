import { RefundPreview } from '@contract/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import * as bookingKeys from './booking-keys';

/** GET /api/bookings/{id}/refund-preview: what cancelling now would give back, and the rule that says so. */
export function getRefundPreview(bookingId: number, signal?: AbortSignal): Promise<RefundPreview> {
  return api.get(`/api/bookings/${bookingId}/refund-preview`, { schema: RefundPreview, signal });
}

export const refundPreviewQuery = (bookingId: number) =>
  queryOptions({
    queryKey: bookingKeys.refundPreview(bookingId),
    queryFn: ({ signal }) => getRefundPreview(bookingId, signal),
    // The answer depends on the time left before the session: asked afresh each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });

export function useRefundPreview(bookingId: number, enabled: boolean) {
  return useQuery({ ...refundPreviewQuery(bookingId), enabled });
}
