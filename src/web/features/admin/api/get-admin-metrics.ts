import { AdminMetrics } from '@contract/admin';
import { ADMIN_METRICS_ADDRESS } from '@contract/signed-in-first-screens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { firstScreenAnswer } from '@/lib/served-page';
import * as adminKeys from './admin-keys';

/** GET /api/admin/metrics: the dashboard's cards and platform stats. */
export function getAdminMetrics(signal?: AbortSignal): Promise<AdminMetrics> {
  return api.get(ADMIN_METRICS_ADDRESS, { schema: AdminMetrics, signal });
}

export const adminMetricsQuery = queryOptions({
  queryKey: adminKeys.metrics(),
  queryFn: ({ signal }) => getAdminMetrics(signal),
  initialData: () => firstScreenAnswer<AdminMetrics>(ADMIN_METRICS_ADDRESS),
});

export function useAdminMetrics() {
  return useQuery(adminMetricsQuery);
}
