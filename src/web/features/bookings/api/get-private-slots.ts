import type { PrivateSlots } from '@contract/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionKeys } from '@/features/sessions';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

/** GET /api/practitioners/{id}/private-slots?date=: the free hours of a guide on a Lisbon day, and the price. */
export function getPrivateSlots(
  practitionerId: number,
  date: string,
  signal?: AbortSignal,
): Promise<PrivateSlots> {
  return api.get<PrivateSlots>(
    `/api/practitioners/${practitionerId}/private-slots${toQueryString({ date })}`,
    {
      signal,
    },
  );
}

export const privateSlotsQuery = (practitionerId: number, date: string) =>
  queryOptions({
    queryKey: sessionKeys.privateSlots(practitionerId, date),
    queryFn: ({ signal }) => getPrivateSlots(practitionerId, date, signal),
    // Other seekers take hours too: an answer older than a minute is asked again.
    staleTime: 60_000,
  });

export function usePrivateSlots(practitionerId: number, date: string) {
  return useQuery(privateSlotsQuery(practitionerId, date));
}
