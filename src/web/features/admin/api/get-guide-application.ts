import { AdminApplicationDetail } from '@contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import * as adminKeys from './admin-keys';

/** GET /api/admin/guide-applications/{id}: one application in full, extra answers included. */
export function getGuideApplication(id: number, signal?: AbortSignal): Promise<AdminApplicationDetail> {
  return api.get(`/api/admin/guide-applications/${id}`, { schema: AdminApplicationDetail, signal });
}

export const guideApplicationQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.application(id),
    queryFn: ({ signal }) => getGuideApplication(id, signal),
  });

/** Nothing is asked while no application is open (`id` null). */
export function useGuideApplication(id: number | null) {
  return useQuery({ ...guideApplicationQuery(id ?? 0), enabled: id !== null });
}
