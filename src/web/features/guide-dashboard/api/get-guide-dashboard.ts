import { GuideDashboard } from '@contract/guide-dashboard';
import { GUIDE_DASHBOARD_ADDRESS } from '@contract/signed-in-first-screens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { firstScreenAnswer } from '@/lib/served-page';
import * as guideDashboardKeys from './guide-dashboard-keys';

/** GET /api/practitioner/dashboard: the Overview's figures, the session counts and the latest bookings. */
export function getGuideDashboard(signal?: AbortSignal): Promise<GuideDashboard> {
  return api.get(GUIDE_DASHBOARD_ADDRESS, { schema: GuideDashboard, signal });
}

// Under 'bookings', so every change to sessions or bookings that refreshes them refreshes these figures too.
export const guideDashboardQuery = queryOptions({
  queryKey: guideDashboardKeys.dashboard(),
  queryFn: ({ signal }) => getGuideDashboard(signal),
  // The figures, when the server wrote them into the page.
  initialData: () => firstScreenAnswer<GuideDashboard>(GUIDE_DASHBOARD_ADDRESS),
});

export function useGuideDashboard() {
  return useQuery(guideDashboardQuery);
}
