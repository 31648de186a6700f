import { AdminGuideList, type AdminGuideListQuery } from '@contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import * as adminKeys from './admin-keys';

export type AdminGuidesInput = Partial<AdminGuideListQuery>;

/** GET /api/admin/practitioners: one page of guide accounts, newest first. */
export function getAdminGuides(input: AdminGuidesInput, signal?: AbortSignal): Promise<AdminGuideList> {
  return api.get(`/api/admin/practitioners${toQueryString(input)}`, {
    schema: AdminGuideList,
    signal,
  });
}

export const adminGuidesQuery = (input: AdminGuidesInput) =>
  queryOptions({
    queryKey: adminKeys.guides(input),
    queryFn: ({ signal }) => getAdminGuides(input, signal),
  });

export function useAdminGuides(input: AdminGuidesInput) {
  return useQuery({ ...adminGuidesQuery(input), placeholderData: keepPreviousData });
}
