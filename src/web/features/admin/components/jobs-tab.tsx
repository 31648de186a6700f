import type { AdminJobRow, JobState } from '@contract/admin';
import { formatDate } from '@contract/date-formats';
import { ChevronDown, MailCheck, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { ADMIN_PAGE_SIZE, JOB_FILTER_STATES } from '../admin-table-state';
import { useAdminJobs } from '../api/get-admin-jobs';
import { useRetryAdminJob } from '../api/retry-admin-job';
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';
import { ListFilter } from './list-filter';

const STATE_LABELS: Record<JobState, string> = {
  failed: 'Failed',
  retry: 'Retrying',
  created: 'Queued',
  active: 'Running',
  completed: 'Done',
};

const EMPTY_TITLES: Record<JobState, string> = {
  failed: 'No failed jobs. Every email and refund went out.',
  retry: 'No jobs waiting to be retried',
  created: 'No queued jobs',
  active: 'No jobs running',
  completed: 'No finished jobs',
};

function LastError({ row }: { row: AdminJobRow }) {
  if (row.lastError === null) return <span className="text-ink-muted">None</span>;
  // Clamped to two lines in the list; the whole text is the hover title and the row's "Show error".
  return (
    <span title={row.lastError} className="line-clamp-2 max-w-xs break-words">
      {row.lastError}
    </span>
  );
}

const columns: DataColumn<AdminJobRow>[] = [
  {
    key: 'summary',
    header: 'Job',
    inCard: false,
    className: 'min-w-56',
    cell: (row) => <span className="font-medium break-words text-ink">{row.summary}</span>,
  },
  {
    key: 'kind',
    header: 'Kind',
    cell: (row) => <span className="font-mono text-xs text-ink-muted">{row.kind}</span>,
  },
  { key: 'attempts', header: 'Attempts', align: 'end', cell: (row) => row.attempts },
  { key: 'error', header: 'Last error', cell: (row) => <LastError row={row} /> },
  {
    key: 'created',
    header: 'Created',
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.createdAt, 'adminDateTime'),
  },
  {
    key: 'ran',
    header: 'Last run',
    className: 'whitespace-nowrap',
    cell: (row) =>
      row.startedAt === null ? (
        <span className="text-ink-muted">Not yet</span>
      ) : (
        formatDate(row.startedAt, 'adminDateTime')
      ),
  },
];

/**
 * The side effects (emails, refunds, closing checkouts, the maintenance sweep) by state, failed ones first of all:
 * why each last failed, and a retry for those that failed for good.
 */
export function JobsTab() {
  const table = useTableState('jobs');
  const { state } = table;
  const jobState: JobState = state.filters.state ?? 'failed';
  const query = useAdminJobs({ page: state.page, pageSize: ADMIN_PAGE_SIZE, state: jobState });
  const retry = useRetryAdminJob();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onRetry = async (row: AdminJobRow) => {
    try {
      await retry.mutateAsync(row.id);
      toast({ title: 'Job queued again', description: row.summary, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to retry the job'),
        variant: 'destructive',
      });
    }
  };

  return (
    <AdminList
      query={query}
      state={state}
      noun="jobs"
      toolbar={
        <ListFilter
          label="State"
          allLabel={STATE_LABELS.failed}
          options={JOB_FILTER_STATES}
          labels={STATE_LABELS}
          value={state.filters.state}
          onChange={(value) => table.setFilter('state', value)}
        />
      }
      emptyTitle={EMPTY_TITLES[jobState]}
      emptyIcon={MailCheck}
      errorTitle="Failed to fetch jobs"
      onPageChange={table.setPage}
      onClearFilters={table.clear}
      caption={`${STATE_LABELS[jobState]} jobs`}
      columns={columns}
      rowKey={(row) => row.id}
      cardTitle={(row) => columns[0]!.cell(row)}
      actions={(row) => {
        const expanded = open.has(row.id);
        const retrying = retry.isPending && retry.variables === row.id;
        return (
          <>
            {row.state === 'failed' ? (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Retry ${row.summary}`}
                pending={retrying}
                disabled={retry.isPending && !retrying}
                onClick={() => void onRetry(row)}
              >
                <RotateCcw aria-hidden="true" />
                Retry
              </Button>
            ) : null}
            {row.lastError === null ? null : (
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={expanded}
                aria-label={`${expanded ? 'Hide' : 'Show'} the last error of ${row.summary}`}
                onClick={() => toggle(row.id)}
              >
                {expanded ? 'Hide error' : 'Show error'}
                <ChevronDown
                  aria-hidden="true"
                  className={cn('transition-transform', expanded && 'rotate-180')}
                />
              </Button>
            )}
          </>
        );
      }}
      detail={(row) =>
        open.has(row.id) && row.lastError !== null ? (
          <pre className="max-w-3xl font-mono text-xs whitespace-pre-wrap break-words text-ink">
            {row.lastError}
          </pre>
        ) : null
      }
    />
  );
}
