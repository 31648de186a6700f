import { AdminApplicationList } from '@contract/admin';
import { RECENT_APPLICATIONS_ADDRESS, RECENT_APPLICATIONS_LIMIT } from '@contract/signed-in-first-screens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { firstScreenAnswer } from '@/lib/served-page';
import * as adminKeys from './admin-keys';

/** GET /api/admin/guide-applications/pending: the first applications waiting for a decision. */
export function getPendingApplications(
  pageSize: number,
  signal?: AbortSignal,
): Promise<AdminApplicationList> {
  return api.get(`/api/admin/guide-applications/pending?pageSize=${pageSize}`, {
    schema: AdminApplicationList,
    signal,
  });
}

/** The dashboard's Recent Applications: the first 5 pending. */
export const recentApplicationsQuery = queryOptions({
  queryKey: adminKeys.pendingApplications(RECENT_APPLICATIONS_LIMIT),
  queryFn: ({ signal }) => getPendingApplications(RECENT_APPLICATIONS_LIMIT, signal),
  initialData: () => firstScreenAnswer<AdminApplicationList>(RECENT_APPLICATIONS_ADDRESS),
});

export function useRecentApplications() {
  return useQuery(recentApplicationsQuery);
}
