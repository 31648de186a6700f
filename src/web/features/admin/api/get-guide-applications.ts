import { AdminApplicationList, type AdminApplicationListQuery } from '@contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import * as adminKeys from './admin-keys';

export type GuideApplicationsInput = Partial<AdminApplicationListQuery>;

/** GET /api/admin/guide-applications: one page of applications, newest first. */
export function getGuideApplications(
  input: GuideApplicationsInput,
  signal?: AbortSignal,
): Promise<AdminApplicationList> {
  return api.get(`/api/admin/guide-applications${toQueryString(input)}`, {
    schema: AdminApplicationList,
    signal,
  });
}

export const guideApplicationsQuery = (input: GuideApplicationsInput) =>
  queryOptions({
    queryKey: adminKeys.applications(input),
    queryFn: ({ signal }) => getGuideApplications(input, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useGuideApplications(input: GuideApplicationsInput) {
  return useQuery({ ...guideApplicationsQuery(input), placeholderData: keepPreviousData });
}
