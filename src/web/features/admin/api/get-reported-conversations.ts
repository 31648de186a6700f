import { ConversationPage, ReportedConversationList } from '@contract/conversations';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import * as adminKeys from './admin-keys';

export type ReportedConversationsInput = {
  page?: number;
  pageSize?: number;
};

/** GET /api/admin/conversation-reports: every report of a conversation, the latest first. */
export function getReportedConversations(
  input: ReportedConversationsInput,
  signal?: AbortSignal,
): Promise<ReportedConversationList> {
  return api.get(`/api/admin/conversation-reports${toQueryString(input)}`, {
    schema: ReportedConversationList,
    signal,
  });
}

export const reportedConversationsQuery = (input: ReportedConversationsInput) =>
  queryOptions({
    queryKey: adminKeys.reportedConversations(input),
    queryFn: ({ signal }) => getReportedConversations(input, signal),
  });

export function useReportedConversations(input: ReportedConversationsInput) {
  return useQuery({ ...reportedConversationsQuery(input), placeholderData: keepPreviousData });
}

/**
 * GET /api/admin/conversations/{bookingId}/messages: a reported conversation, page 1 the latest messages. Each
 * read is written to the audit log and takes the conversation off the dashboard's count, so the count and the
 * audit log are read again once it arrives.
 */
export function useReportedConversationMessages(bookingId: number | null, page: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: adminKeys.reportedConversation(bookingId ?? 0, page),
    queryFn: ({ signal }) =>
      api.get(`/api/admin/conversations/${bookingId}/messages${toQueryString({ page })}`, {
        schema: ConversationPage,
        signal,
      }),
    enabled: bookingId !== null,
    placeholderData: keepPreviousData,
    // Every read is audited: read again only when asked to.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (query.data) {
      void queryClient.invalidateQueries({ queryKey: adminKeys.metrics() });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit-log'] });
    }
  }, [query.data, queryClient]);
  return query;
}
