import { AdminUserList, type AdminUserListQuery } from '@contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import * as adminKeys from './admin-keys';

export type AdminUsersInput = Partial<AdminUserListQuery>;

/** GET /api/admin/users: one page of every account, newest first. */
export function getAdminUsers(input: AdminUsersInput, signal?: AbortSignal): Promise<AdminUserList> {
  return api.get(`/api/admin/users${toQueryString(input)}`, { schema: AdminUserList, signal });
}

export const adminUsersQuery = (input: AdminUsersInput) =>
  queryOptions({
    queryKey: adminKeys.users(input),
    queryFn: ({ signal }) => getAdminUsers(input, signal),
  });

export function useAdminUsers(input: AdminUsersInput) {
  return useQuery({ ...adminUsersQuery(input), placeholderData: keepPreviousData });
}
