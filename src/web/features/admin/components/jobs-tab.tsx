import type { AdminJobRow, JobState } from '@contract/admin';
import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import type { I18n } from '@lingui/core';
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
import { useLingui } from '../i18n';
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';
import { ListFilter } from './list-filter';

const STATE_LABELS: Record<JobState, string> = {
  failed: /*i18n*/ 'admin.jobs.stateFailed',
  retry: /*i18n*/ 'admin.jobs.stateRetry',
  created: /*i18n*/ 'admin.jobs.stateCreated',
  active: /*i18n*/ 'admin.jobs.stateActive',
  completed: /*i18n*/ 'admin.jobs.stateCompleted',
};

const EMPTY_TITLES: Record<JobState, string> = {
  failed: /*i18n*/ 'admin.jobs.emptyFailed',
  retry: /*i18n*/ 'admin.jobs.emptyRetry',
  created: /*i18n*/ 'admin.jobs.emptyCreated',
  active: /*i18n*/ 'admin.jobs.emptyActive',
  completed: /*i18n*/ 'admin.jobs.emptyCompleted',
};

/** Each state's jobs, as the list's caption names them ("Failed jobs"). */
const CAPTIONS: Record<JobState, string> = {
  failed: /*i18n*/ 'admin.jobs.captionFailed',
  retry: /*i18n*/ 'admin.jobs.captionRetry',
  created: /*i18n*/ 'admin.jobs.captionCreated',
  active: /*i18n*/ 'admin.jobs.captionActive',
  completed: /*i18n*/ 'admin.jobs.captionCompleted',
};

function LastError({ row }: { row: AdminJobRow }) {
  const { i18n } = useLingui();
  if (row.lastError === null) return <span className="text-ink-muted">{i18n._('admin.jobs.none')}</span>;
  // Clamped to two lines in the list; the whole text is the hover title and the row's "Show error".
  return (
    <span title={row.lastError} className="line-clamp-2 max-w-xs break-words">
      {row.lastError}
    </span>
  );
}

const columnsIn = (i18n: I18n, locale: Locale): DataColumn<AdminJobRow>[] => [
  {
    key: 'summary',
    header: i18n._('admin.jobs.job'),
    inCard: false,
    className: 'min-w-56',
    cell: (row) => <span className="font-medium break-words text-ink">{row.summary}</span>,
  },
  {
    key: 'kind',
    header: i18n._('admin.jobs.kind'),
    cell: (row) => <span className="font-mono text-xs text-ink-muted">{row.kind}</span>,
  },
  { key: 'attempts', header: i18n._('admin.jobs.attempts'), align: 'end', cell: (row) => row.attempts },
  { key: 'error', header: i18n._('admin.jobs.lastError'), cell: (row) => <LastError row={row} /> },
  {
    key: 'created',
    header: i18n._('admin.jobs.created'),
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.createdAt, 'adminDateTime', locale),
  },
  {
    key: 'ran',
    header: i18n._('admin.jobs.lastRun'),
    className: 'whitespace-nowrap',
    cell: (row) =>
      row.startedAt === null ? (
        <span className="text-ink-muted">{i18n._('admin.jobs.notYet')}</span>
      ) : (
        formatDate(row.startedAt, 'adminDateTime', locale)
      ),
  },
];

/**
 * The side effects (emails, refunds, closing checkouts, the maintenance sweep) by state, failed ones first of all:
 * why each last failed, and a retry for those that failed for good.
 */
export function JobsTab() {
  const table = useTableState('jobs');
  const { i18n } = useLingui();
  const columns = columnsIn(i18n, i18n.locale as Locale);
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
      toast({ title: i18n._('admin.jobs.queued'), description: row.summary, variant: 'success' });
    } catch (error) {
      toast({
        title: i18n._('admin.errorTitle'),
        description: errorMessage(error, i18n._('admin.jobs.retryFailed')),
        variant: 'destructive',
      });
    }
  };

  return (
    <AdminList
      query={query}
      state={state}
      list="jobs"
      toolbar={
        <ListFilter
          label={i18n._('admin.jobs.state')}
          allLabel={i18n._(STATE_LABELS.failed)}
          options={JOB_FILTER_STATES}
          messages={STATE_LABELS}
          value={state.filters.state}
          onChange={(value) => table.setFilter('state', value)}
        />
      }
      emptyTitle={i18n._(EMPTY_TITLES[jobState])}
      emptyIcon={MailCheck}
      errorTitle={i18n._('admin.jobs.error')}
      onPageChange={table.setPage}
      onClearFilters={table.clear}
      caption={i18n._(CAPTIONS[jobState])}
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
                aria-label={i18n._('admin.jobs.retryOf', { job: row.summary })}
                pending={retrying}
                disabled={retry.isPending && !retrying}
                onClick={() => void onRetry(row)}
              >
                <RotateCcw aria-hidden="true" />
                {i18n._('admin.jobs.retry')}
              </Button>
            ) : null}
            {row.lastError === null ? null : (
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={expanded}
                aria-label={
                  expanded
                    ? i18n._('admin.jobs.hideErrorOf', { job: row.summary })
                    : i18n._('admin.jobs.showErrorOf', { job: row.summary })
                }
                onClick={() => toggle(row.id)}
              >
                {expanded ? i18n._('admin.jobs.hideError') : i18n._('admin.jobs.showError')}
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
