import { AdminPractitionerList, type AdminPractitionerListQuery } from '@contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import * as adminKeys from './admin-keys';

export type AdminPractitionersInput = Partial<AdminPractitionerListQuery>;

/** GET /api/admin/practitioners: one page of guide accounts, newest first. */
export function getAdminPractitioners(
  input: AdminPractitionersInput,
  signal?: AbortSignal,
): Promise<AdminPractitionerList> {
  return api.get(`/api/admin/practitioners${toQueryString(input)}`, {
    schema: AdminPractitionerList,
    signal,
  });
}

export const adminPractitionersQuery = (input: AdminPractitionersInput) =>
  queryOptions({
    queryKey: adminKeys.guides(input),
    queryFn: ({ signal }) => getAdminPractitioners(input, signal),
  });

export function useAdminPractitioners(input: AdminPractitionersInput) {
  return useQuery({ ...adminPractitionersQuery(input), placeholderData: keepPreviousData });
}
