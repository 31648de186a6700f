import { AdminJobList, type AdminJobListQuery } from '@contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import * as adminKeys from './admin-keys';

export type AdminJobsInput = Partial<AdminJobListQuery>;

/** GET /api/admin/jobs: one page of the side effects in one state, newest first; failed ones by default. */
export function getAdminJobs(input: AdminJobsInput, signal?: AbortSignal): Promise<AdminJobList> {
  return api.get(`/api/admin/jobs${toQueryString(input)}`, { schema: AdminJobList, signal });
}

export const adminJobsQuery = (input: AdminJobsInput) =>
  queryOptions({
    queryKey: adminKeys.jobs(input),
    queryFn: ({ signal }) => getAdminJobs(input, signal),
  });

export function useAdminJobs(input: AdminJobsInput) {
  return useQuery({ ...adminJobsQuery(input), placeholderData: keepPreviousData });
}
