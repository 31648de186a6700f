import { CheckoutSummary } from '@contract/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import * as checkoutKeys from './checkout-keys';

/** GET /api/checkout/{reference}: the order summary of Luz's own checkout page (its seeker only). */
export function getCheckout(reference: string, signal?: AbortSignal): Promise<CheckoutSummary> {
  return api.get(`/api/checkout/${encodeURIComponent(reference)}`, { schema: CheckoutSummary, signal });
}

export const checkoutQuery = (reference: string) =>
  queryOptions({
    queryKey: checkoutKeys.one(reference),
    queryFn: ({ signal }) => getCheckout(reference, signal),
  });

export function useCheckout(reference: string) {
  return useQuery({ ...checkoutQuery(reference), enabled: reference !== '' });
}
