import type { PrivateSlots } from '@contract/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionKeys } from '@/features/sessions';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

/** GET /api/practitioners/{id}/private-slots?date=: the free hours of a guide on a Lisbon day, and the price. */
export function getPrivateSlots(guideId: number, date: string, signal?: AbortSignal): Promise<PrivateSlots> {
  return api.get<PrivateSlots>(`/api/practitioners/${guideId}/private-slots${toQueryString({ date })}`, {
    signal,
  });
}

export const privateSlotsQuery = (guideId: number, date: string) =>
  queryOptions({
    queryKey: sessionKeys.privateSlots(guideId, date),
    queryFn: ({ signal }) => getPrivateSlots(guideId, date, signal),
    // Other seekers take hours too: an answer older than a minute is asked again.
    staleTime: 60_000,
  });

export function usePrivateSlots(guideId: number, date: string) {
  return useQuery(privateSlotsQuery(guideId, date));
}
