import { CONVERSATION_REPORT_REASON_LABEL_IDS, type ReportedConversation } from '@contract/conversations';
import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import type { I18n } from '@lingui/core';
import { MessagesSquare, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { MessageText } from '@/features/conversations';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { totalPagesOf } from '@/lib/pagination';
import { ADMIN_PAGE_SIZE } from '../admin-table-state';
import { useReportedConversationMessages, useReportedConversations } from '../api/get-reported-conversations';
import { useLingui } from '../i18n';
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';

const columnsIn = (i18n: I18n): DataColumn<ReportedConversation>[] => [
  {
    key: 'conversation',
    header: i18n._('admin.conversations.conversation'),
    inCard: false,
    className: 'min-w-64',
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium break-words text-ink">{row.sessionTitle}</span>
        <span className="text-xs break-words text-ink-muted">
          {i18n._('admin.conversations.between', {
            seeker: row.seekerName,
            guide: row.guideName,
            id: row.bookingId,
          })}
        </span>
      </span>
    ),
  },
  { key: 'reporter', header: i18n._('admin.conversations.reportedBy'), cell: (row) => row.reporterName },
  {
    key: 'reason',
    header: i18n._('admin.conversations.reason'),
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-ink">
          {i18n._(CONVERSATION_REPORT_REASON_LABEL_IDS[row.reason])}
        </span>
        {row.note ? (
          <span className="line-clamp-3 max-w-72 text-xs break-words text-ink-muted">“{row.note}”</span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'reported',
    header: i18n._('admin.conversations.reported'),
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.createdAt, 'adminDateTime', i18n.locale as Locale),
  },
];

/**
 * Conversations a seeker or a guide reported, the latest report first. An admin reads one here, without writing
 * in it; every read is in the audit log.
 */
export function ReportedConversationsTab() {
  const table = useTableState('conversations');
  const { i18n } = useLingui();
  const columns = columnsIn(i18n);
  const { state } = table;
  const query = useReportedConversations({ page: state.page, pageSize: ADMIN_PAGE_SIZE });
  const [reading, setReading] = useState<ReportedConversation | null>(null);

  return (
    <>
      <AdminList
        query={query}
        state={state}
        list="conversations"
        toolbar={<p className="max-w-2xl text-sm text-ink-muted">{i18n._('admin.conversations.intro')}</p>}
        emptyTitle={i18n._('admin.conversations.empty')}
        emptyIcon={ShieldCheck}
        errorTitle={i18n._('admin.conversations.error')}
        onPageChange={table.setPage}
        onClearFilters={table.clear}
        caption={i18n._('admin.conversations.caption')}
        columns={columns}
        rowKey={(row) => row.reportId}
        cardTitle={(row) => columns[0]!.cell(row)}
        actions={(row) => (
          <Button
            variant="outline"
            size="sm"
            aria-label={i18n._('admin.conversations.readOf', {
              seeker: row.seekerName,
              guide: row.guideName,
              title: row.sessionTitle,
            })}
            onClick={() => setReading(row)}
          >
            <MessagesSquare aria-hidden="true" />
            {i18n._('admin.conversations.read')}
          </Button>
        )}
      />
      <ReportedConversationDialog report={reading} onClose={() => setReading(null)} />
    </>
  );
}

/** A reported conversation, read-only, a page at a time from the latest messages. */
function ReportedConversationDialog({
  report,
  onClose,
}: {
  report: ReportedConversation | null;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [page, setPage] = useState(1);
  const conversation = useReportedConversationMessages(report?.bookingId ?? null, page);
  const data = conversation.data?.bookingId === report?.bookingId ? conversation.data : undefined;
  const pages = data ? totalPagesOf(data.total, data.pageSize) : 1;

  return (
    <Dialog
      open={report !== null}
      onOpenChange={(open) => {
        if (open) return;
        setPage(1);
        onClose();
      }}
    >
      <DialogContent className="grid max-h-[90dvh] grid-cols-[minmax(0,1fr)] grid-rows-[auto_1fr_auto] gap-4 sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{i18n._('admin.conversations.dialogTitle')}</DialogTitle>
          <DialogDescription className="break-words">
            {report
              ? i18n._('admin.conversations.dialogText', {
                  title: report.sessionTitle,
                  seeker: report.seekerName,
                  guide: report.guideName,
                  reporter: report.reporterName,
                  reason: i18n._(CONVERSATION_REPORT_REASON_LABEL_IDS[report.reason]),
                })
              : null}
          </DialogDescription>
          {report?.note ? (
            <p className="rounded-xl bg-sand-50 p-3 text-sm break-words text-ink">“{report.note}”</p>
          ) : null}
        </DialogHeader>

        <div className="min-h-40 overflow-y-auto rounded-2xl bg-sand-50 p-3">
          {conversation.isError && !data ? (
            <p className="text-sm text-danger-600">
              {errorMessage(conversation.error, i18n._('admin.conversations.loadFailed'))}
            </p>
          ) : !data ? (
            <div className="grid gap-2" aria-hidden="true">
              <Skeleton className="h-12 w-3/4" />
              <Skeleton className="ml-auto h-12 w-2/3" />
            </div>
          ) : data.items.length === 0 ? (
            <p className="p-4 text-center text-sm text-ink-muted">
              {i18n._('admin.conversations.noMessages')}
            </p>
          ) : (
            <ol className="grid gap-3" aria-label={i18n._('admin.conversations.messages')}>
              {data.items.map((message) => (
                <li
                  key={message.id}
                  className={cn(
                    'max-w-[85%] min-w-0 rounded-2xl px-4 py-2 text-sm text-ink shadow-sm',
                    message.side === 'guide' ? 'ml-auto bg-teal-50' : 'bg-white',
                  )}
                >
                  <p className="mb-1 text-xs text-ink-muted">
                    {i18n._('admin.conversations.sender', { name: message.senderName, side: message.side })} ·{' '}
                    {formatDate(message.createdAt, 'dateTime', locale)}
                  </p>
                  <MessageText body={message.body} />
                </li>
              ))}
            </ol>
          )}
        </div>

        {pages > 1 ? (
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink-muted">
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages || conversation.isFetching}
              onClick={() => setPage(page + 1)}
            >
              {i18n._('admin.conversations.older')}
            </Button>
            <span>{i18n._('admin.conversations.page', { page, pages })}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1 || conversation.isFetching}
              onClick={() => setPage(page - 1)}
            >
              {i18n._('admin.conversations.newer')}
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
