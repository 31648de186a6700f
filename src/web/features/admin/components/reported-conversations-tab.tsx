import { CONVERSATION_REPORT_REASON_LABELS, type ReportedConversation } from '@contract/conversations';
import { formatDate } from '@contract/date-formats';
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
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';

const columns: DataColumn<ReportedConversation>[] = [
  {
    key: 'conversation',
    header: 'Conversation',
    inCard: false,
    className: 'min-w-64',
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium break-words text-ink">{row.sessionTitle}</span>
        <span className="text-xs break-words text-ink-muted">
          {row.seekerName} and {row.guideName} · booking #{row.bookingId}
        </span>
      </span>
    ),
  },
  { key: 'reporter', header: 'Reported by', cell: (row) => row.reporterName },
  {
    key: 'reason',
    header: 'Reason',
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-ink">{CONVERSATION_REPORT_REASON_LABELS[row.reason]}</span>
        {row.note ? (
          <span className="line-clamp-3 max-w-72 text-xs break-words text-ink-muted">“{row.note}”</span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'reported',
    header: 'Reported',
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.createdAt, 'adminDateTime'),
  },
];

/**
 * Conversations a seeker or a guide reported, the latest report first. An admin reads one here, without writing
 * in it; every read is in the audit log.
 */
export function ReportedConversationsTab() {
  const table = useTableState('conversations');
  const { state } = table;
  const query = useReportedConversations({ page: state.page, pageSize: ADMIN_PAGE_SIZE });
  const [reading, setReading] = useState<ReportedConversation | null>(null);

  return (
    <>
      <AdminList
        query={query}
        state={state}
        noun="reports"
        toolbar={
          <p className="max-w-2xl text-sm text-ink-muted">
            Conversations a seeker or a guide asked an admin to look at, the latest report first. Each time
            you read one, it is written to the audit log.
          </p>
        }
        emptyTitle="No conversation has been reported"
        emptyIcon={ShieldCheck}
        errorTitle="Failed to fetch reported conversations"
        onPageChange={table.setPage}
        onClearFilters={table.clear}
        caption="Reported conversations"
        columns={columns}
        rowKey={(row) => row.reportId}
        cardTitle={(row) => columns[0]!.cell(row)}
        actions={(row) => (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Read the conversation of ${row.seekerName} and ${row.guideName} about ${row.sessionTitle}`}
            onClick={() => setReading(row)}
          >
            <MessagesSquare aria-hidden="true" />
            Read conversation
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
          <DialogTitle>Reported conversation</DialogTitle>
          <DialogDescription className="break-words">
            {report
              ? `${report.sessionTitle} · ${report.seekerName} (seeker) and ${report.guideName} (guide). Reported by ${report.reporterName}: ${CONVERSATION_REPORT_REASON_LABELS[report.reason]}.`
              : null}
          </DialogDescription>
          {report?.note ? (
            <p className="rounded-xl bg-sand-50 p-3 text-sm break-words text-ink">“{report.note}”</p>
          ) : null}
        </DialogHeader>

        <div className="min-h-40 overflow-y-auto rounded-2xl bg-sand-50 p-3">
          {conversation.isError && !data ? (
            <p className="text-sm text-danger-600">
              {errorMessage(conversation.error, 'Could not load the conversation.')}
            </p>
          ) : !data ? (
            <div className="grid gap-2" aria-hidden="true">
              <Skeleton className="h-12 w-3/4" />
              <Skeleton className="ml-auto h-12 w-2/3" />
            </div>
          ) : data.items.length === 0 ? (
            <p className="p-4 text-center text-sm text-ink-muted">
              There are no messages in this conversation.
            </p>
          ) : (
            <ol className="grid gap-3" aria-label="Messages">
              {data.items.map((message) => (
                <li
                  key={message.id}
                  className={cn(
                    'max-w-[85%] min-w-0 rounded-2xl px-4 py-2 text-sm text-ink shadow-sm',
                    message.side === 'guide' ? 'ml-auto bg-teal-50' : 'bg-white',
                  )}
                >
                  <p className="mb-1 text-xs text-ink-muted">
                    {message.senderName} ({message.side}) · {formatDate(message.createdAt, 'dateTime')}
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
              Older messages
            </Button>
            <span>
              Page {page} of {pages}, the latest first
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1 || conversation.isFetching}
              onClick={() => setPage(page - 1)}
            >
              Newer messages
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
