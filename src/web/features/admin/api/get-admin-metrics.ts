import { AdminMetrics } from '@contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_ROOT } from './admin-query-keys';

/** GET /api/admin/metrics: the dashboard's cards and platform stats. */
export function getAdminMetrics(signal?: AbortSignal): Promise<AdminMetrics> {
  return api.get('/api/admin/metrics', { schema: AdminMetrics, signal });
}

export const adminMetricsQuery = queryOptions({
  queryKey: [...ADMIN_QUERY_ROOT, 'metrics'],
  queryFn: ({ signal }) => getAdminMetrics(signal),
});

export function useAdminMetrics() {
  return useQuery(adminMetricsQuery);
}
