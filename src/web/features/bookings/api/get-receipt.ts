import { Receipt } from '@contract/receipts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import * as bookingKeys from './booking-keys';

/** GET /api/bookings/{id}/receipt: a paid booking's receipt (its seeker and admins). */
export function getReceipt(bookingId: number, signal?: AbortSignal): Promise<Receipt> {
  return api.get(`/api/bookings/${bookingId}/receipt`, { schema: Receipt, signal });
}

export const receiptQuery = (bookingId: number) =>
  queryOptions({
    queryKey: bookingKeys.receipt(bookingId),
    queryFn: ({ signal }) => getReceipt(bookingId, signal),
  });

export function useReceipt(bookingId: number | null) {
  return useQuery({ ...receiptQuery(bookingId ?? 0), enabled: bookingId !== null });
}
