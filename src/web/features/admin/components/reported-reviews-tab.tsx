import { formatDate } from '@contract/date-formats';
import type { ReportedReviewRow, ReportedReviewStatus } from '@contract/review-moderation';
import { REVIEW_REPORT_REASON_LABELS } from '@contract/reviews';
import { ChevronDown, Eye, EyeOff, ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DataColumn } from '@/components/ui/data-table';
import { RatingStars } from '@/components/ui/rating-stars';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { ADMIN_PAGE_SIZE, REVIEW_FILTER_STATUSES } from '../admin-table-state';
import { useReportedReviews } from '../api/get-reported-reviews';
import { type ReviewDecision, useModerateReview } from '../api/moderate-review';
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';
import { ListFilter } from './list-filter';

const STATUS_LABELS: Record<ReportedReviewStatus, string> = {
  open: 'Waiting for a decision',
  hidden: 'Hidden reviews',
  all: 'Every reported review',
};

const EMPTY_TITLES: Record<ReportedReviewStatus, string> = {
  open: 'No reports waiting. Every reported review has a decision.',
  hidden: 'No hidden reviews',
  all: 'No review has been reported yet',
};

const DONE: Record<ReviewDecision, string> = {
  hide: 'Review hidden',
  unhide: 'Review shown again',
  'dismiss-reports': 'Reports dismissed',
};

/** "Spam or advertising ×2, Something else": the reasons of a row's latest reports. */
function reasonsOf(row: ReportedReviewRow): string {
  const counts = new Map<string, number>();
  for (const report of row.reports) {
    const label = REVIEW_REPORT_REASON_LABELS[report.reason];
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, n]) => (n > 1 ? `${label} ×${n}` : label)).join(', ');
}

const columns: DataColumn<ReportedReviewRow>[] = [
  {
    key: 'review',
    header: 'Review',
    inCard: false,
    className: 'min-w-72',
    cell: (row) => (
      <span className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <RatingStars rating={row.rating} />
          {row.hiddenAt === null ? null : (
            <Badge variant="warning">
              <EyeOff aria-hidden="true" />
              Hidden
            </Badge>
          )}
        </span>
        <span className="line-clamp-3 max-w-md break-words text-ink">“{row.comment}”</span>
      </span>
    ),
  },
  {
    key: 'guide',
    header: 'Guide',
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-ink">{row.guideName}</span>
        <span className="text-xs text-ink-muted">{row.sessionTitle}</span>
      </span>
    ),
  },
  { key: 'author', header: 'Written by', cell: (row) => row.authorUsername },
  {
    key: 'reports',
    header: 'Reports',
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-ink">
          {row.openReports > 0 ? `${row.openReports} open` : 'None open'}
          {row.totalReports > row.openReports ? ` · ${row.totalReports} in all` : ''}
        </span>
        <span className="max-w-56 text-xs break-words text-ink-muted">{reasonsOf(row)}</span>
      </span>
    ),
  },
  {
    key: 'reported',
    header: 'Last reported',
    className: 'whitespace-nowrap',
    cell: (row) =>
      row.lastReportedAt === null ? (
        <span className="text-ink-muted">Never</span>
      ) : (
        formatDate(row.lastReportedAt, 'adminDateTime')
      ),
  },
];

function ReportDetails({ row }: { row: ReportedReviewRow }) {
  return (
    <div className="grid max-w-3xl gap-4 text-sm">
      <div>
        <p className="font-medium text-ink-muted">The review in full</p>
        <p className="mt-1 whitespace-pre-line break-words text-ink">{row.comment}</p>
        {row.reply ? (
          <p className="mt-2 border-l-2 border-teal-600 pl-3 whitespace-pre-line break-words text-ink">
            <span className="font-medium">Reply from {row.guideName}: </span>
            {row.reply.text}
          </p>
        ) : null}
      </div>
      <div>
        <p className="font-medium text-ink-muted">
          {row.totalReports > row.reports.length
            ? `The latest ${row.reports.length} of ${row.totalReports} reports`
            : 'Reports'}
        </p>
        <ul className="mt-1 grid gap-2">
          {row.reports.map((report) => (
            <li key={report.id} className="rounded-xl bg-sand-50 p-3">
              <p className="font-medium text-ink">
                {REVIEW_REPORT_REASON_LABELS[report.reason]}
                {report.resolution === null ? null : (
                  <span className="font-normal text-ink-muted">
                    {' '}
                    · {report.resolution === 'hidden' ? 'review hidden' : 'dismissed'}
                  </span>
                )}
              </p>
              {report.note ? <p className="mt-1 break-words text-ink">{report.note}</p> : null}
              <p className="mt-1 text-xs text-ink-muted">
                {report.reporterUsername ?? 'A deleted account'} ·{' '}
                {formatDate(report.createdAt, 'adminDateTime')}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Reviews someone reported, those waiting for a decision first of all: read the review and its reports, then
 * hide it (it leaves the guide's page and rating), show it again, or dismiss the reports.
 */
export function ReportedReviewsTab() {
  const table = useTableState('reviews');
  const { state } = table;
  const status: ReportedReviewStatus = state.filters.status ?? 'open';
  const query = useReportedReviews({ page: state.page, pageSize: ADMIN_PAGE_SIZE, status });
  const moderate = useModerateReview();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [hiding, setHiding] = useState<ReportedReviewRow | null>(null);

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const decide = async (row: ReportedReviewRow, decision: ReviewDecision) => {
    try {
      await moderate.mutateAsync({ reviewId: row.reviewId, decision });
      toast({ title: DONE[decision], description: `Review of ${row.guideName}`, variant: 'success' });
      setHiding(null);
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update the review'),
        variant: 'destructive',
      });
    }
  };
  const busy = (row: ReportedReviewRow, decision: ReviewDecision) =>
    moderate.isPending &&
    moderate.variables?.reviewId === row.reviewId &&
    moderate.variables.decision === decision;

  return (
    <>
      <AdminList
        query={query}
        state={state}
        noun="reviews"
        toolbar={
          <ListFilter
            label="Show"
            allLabel={STATUS_LABELS.open}
            options={REVIEW_FILTER_STATUSES}
            labels={STATUS_LABELS}
            value={state.filters.status}
            onChange={(value) => table.setFilter('status', value)}
          />
        }
        emptyTitle={EMPTY_TITLES[status]}
        emptyIcon={ShieldCheck}
        errorTitle="Failed to fetch reported reviews"
        onPageChange={table.setPage}
        onClearFilters={table.clear}
        caption={STATUS_LABELS[status]}
        columns={columns}
        rowKey={(row) => row.reviewId}
        cardTitle={(row) => columns[0]!.cell(row)}
        actions={(row) => {
          const expanded = open.has(row.reviewId);
          return (
            <>
              {row.hiddenAt === null ? (
                <Button
                  variant="destructive"
                  size="sm"
                  aria-label={`Hide the review of ${row.guideName} by ${row.authorUsername}`}
                  disabled={moderate.isPending}
                  onClick={() => setHiding(row)}
                >
                  <EyeOff aria-hidden="true" />
                  Hide
                </Button>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Show the review of ${row.guideName} by ${row.authorUsername} again`}
                  pending={busy(row, 'unhide')}
                  disabled={moderate.isPending && !busy(row, 'unhide')}
                  onClick={() => void decide(row, 'unhide')}
                >
                  <Eye aria-hidden="true" />
                  Show again
                </Button>
              )}
              {row.openReports > 0 && row.hiddenAt === null ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Dismiss the reports of the review of ${row.guideName} by ${row.authorUsername}`}
                  pending={busy(row, 'dismiss-reports')}
                  disabled={moderate.isPending && !busy(row, 'dismiss-reports')}
                  onClick={() => void decide(row, 'dismiss-reports')}
                >
                  <X aria-hidden="true" />
                  Dismiss reports
                </Button>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={expanded}
                aria-label={`${expanded ? 'Hide' : 'Show'} the reports of the review of ${row.guideName}`}
                onClick={() => toggle(row.reviewId)}
              >
                {expanded ? 'Less' : 'Details'}
                <ChevronDown
                  aria-hidden="true"
                  className={cn('transition-transform', expanded && 'rotate-180')}
                />
              </Button>
            </>
          );
        }}
        detail={(row) => (open.has(row.reviewId) ? <ReportDetails row={row} /> : null)}
      />
      <ConfirmDialog
        open={hiding !== null}
        title="Hide this review?"
        description={
          <>
            <p>
              It will no longer show on {hiding?.guideName}’s page and will stop counting in their rating. Its
              open reports will be closed.
            </p>
            <p>You can show it again later from “Hidden reviews”.</p>
          </>
        }
        confirmLabel="Hide review"
        pending={moderate.isPending}
        onConfirm={() => (hiding ? void decide(hiding, 'hide') : undefined)}
        onClose={() => setHiding(null)}
      />
    </>
  );
}
