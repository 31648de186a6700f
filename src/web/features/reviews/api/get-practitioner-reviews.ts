import type { ReviewView } from '@contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/practitioners/{id}/reviews: what seekers wrote after their sessions, authors kept anonymous. */
export function getPractitionerReviews(practitionerId: number, signal?: AbortSignal): Promise<ReviewView[]> {
  return api.get<ReviewView[]>(`/api/practitioners/${practitionerId}/reviews`, { signal });
}

export const practitionerReviewsQueryKey = (practitionerId: number) =>
  ['reviews', 'practitioner', practitionerId] as const;

export const practitionerReviewsQuery = (practitionerId: number) =>
  queryOptions({
    queryKey: practitionerReviewsQueryKey(practitionerId),
    queryFn: ({ signal }) => getPractitionerReviews(practitionerId, signal),
    select: (reviews) => [...reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });

export function usePractitionerReviews(practitionerId: number) {
  return useQuery(practitionerReviewsQuery(practitionerId));
}
