import { AdminSessionList, type AdminSessionListQuery } from '@contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import * as adminKeys from './admin-keys';

export type AdminSessionsInput = Partial<AdminSessionListQuery>;

/** GET /api/admin/sessions: one page of every guide's sessions, newest start first. */
export function getAdminSessions(input: AdminSessionsInput, signal?: AbortSignal): Promise<AdminSessionList> {
  return api.get(`/api/admin/sessions${toQueryString(input)}`, { schema: AdminSessionList, signal });
}

export const adminSessionsQuery = (input: AdminSessionsInput) =>
  queryOptions({
    queryKey: adminKeys.sessions(input),
    queryFn: ({ signal }) => getAdminSessions(input, signal),
  });

export function useAdminSessions(input: AdminSessionsInput) {
  return useQuery({ ...adminSessionsQuery(input), placeholderData: keepPreviousData });
}
