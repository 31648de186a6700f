import { type AdminAuditListQuery, AuditEntryList } from '@contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import * as adminKeys from './admin-keys';

export type AuditLogInput = Partial<AdminAuditListQuery>;

/** GET /api/admin/audit-log: one page of admin actions, newest first. */
export function getAuditLog(input: AuditLogInput, signal?: AbortSignal): Promise<AuditEntryList> {
  return api.get(`/api/admin/audit-log${toQueryString(input)}`, { schema: AuditEntryList, signal });
}

export const auditLogQuery = (input: AuditLogInput) =>
  queryOptions({
    queryKey: adminKeys.auditLog(input),
    queryFn: ({ signal }) => getAuditLog(input, signal),
  });

export function useAuditLog(input: AuditLogInput) {
  return useQuery({ ...auditLogQuery(input), placeholderData: keepPreviousData });
}
