import { GuideDashboard } from '@contract/guide-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/practitioner/dashboard: the Overview's figures, the session counts and the latest bookings. */
export function getGuideDashboard(signal?: AbortSignal): Promise<GuideDashboard> {
  return api.get('/api/practitioner/dashboard', { schema: GuideDashboard, signal });
}

// Under 'bookings', so every change to sessions or bookings that refreshes them refreshes these figures too.
export const guideDashboardQuery = queryOptions({
  queryKey: ['bookings', 'guide-dashboard'],
  queryFn: ({ signal }) => getGuideDashboard(signal),
});

export function useGuideDashboard() {
  return useQuery(guideDashboardQuery);
}
