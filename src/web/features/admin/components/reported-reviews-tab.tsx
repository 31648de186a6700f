import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import type { ReportedReviewRow, ReportedReviewStatus } from '@contract/review-moderation';
import { REVIEW_REPORT_REASON_LABEL_IDS } from '@contract/reviews';
import type { I18n } from '@lingui/core';
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
import { useLingui } from '../i18n';
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';
import { ListFilter } from './list-filter';

/** The list's choices (and its caption), as message ids. */
const STATUS_LABELS: Record<ReportedReviewStatus, string> = {
  open: /*i18n*/ 'admin.reviews.statusOpen',
  hidden: /*i18n*/ 'admin.reviews.statusHidden',
  all: /*i18n*/ 'admin.reviews.statusAll',
};

const EMPTY_TITLES: Record<ReportedReviewStatus, string> = {
  open: /*i18n*/ 'admin.reviews.emptyOpen',
  hidden: /*i18n*/ 'admin.reviews.emptyHidden',
  all: /*i18n*/ 'admin.reviews.emptyAll',
};

const DONE: Record<ReviewDecision, string> = {
  hide: /*i18n*/ 'admin.reviews.doneHide',
  unhide: /*i18n*/ 'admin.reviews.doneUnhide',
  'dismiss-reports': /*i18n*/ 'admin.reviews.doneDismiss',
};

/** "Spam or advertising ×2, Something else": the reasons of a row's latest reports. */
function reasonsOf(row: ReportedReviewRow, i18n: I18n): string {
  const counts = new Map<string, number>();
  for (const report of row.reports) {
    const label = i18n._(REVIEW_REPORT_REASON_LABEL_IDS[report.reason]);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, n]) => (n > 1 ? `${label} ×${n}` : label)).join(', ');
}

const columnsIn = (i18n: I18n): DataColumn<ReportedReviewRow>[] => [
  {
    key: 'review',
    header: i18n._('admin.reviews.review'),
    inCard: false,
    className: 'min-w-72',
    cell: (row) => (
      <span className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <RatingStars rating={row.rating} />
          {row.hiddenAt === null ? null : (
            <Badge variant="warning">
              <EyeOff aria-hidden="true" />
              {i18n._('admin.reviews.hidden')}
            </Badge>
          )}
        </span>
        <span className="line-clamp-3 max-w-md break-words text-ink">“{row.comment}”</span>
      </span>
    ),
  },
  {
    key: 'guide',
    header: i18n._('admin.sessions.guide'),
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-ink">{row.guideName}</span>
        <span className="text-xs text-ink-muted">{row.sessionTitle}</span>
      </span>
    ),
  },
  { key: 'author', header: i18n._('admin.reviews.writtenBy'), cell: (row) => row.authorUsername },
  {
    key: 'reports',
    header: i18n._('admin.reviews.reports'),
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-ink">
          {row.totalReports > row.openReports
            ? i18n._('admin.reviews.openOfAll', { open: row.openReports, total: row.totalReports })
            : i18n._('admin.reviews.open', { open: row.openReports })}
        </span>
        <span className="max-w-56 text-xs break-words text-ink-muted">{reasonsOf(row, i18n)}</span>
      </span>
    ),
  },
  {
    key: 'reported',
    header: i18n._('admin.reviews.lastReported'),
    className: 'whitespace-nowrap',
    cell: (row) =>
      row.lastReportedAt === null ? (
        <span className="text-ink-muted">{i18n._('admin.reviews.never')}</span>
      ) : (
        formatDate(row.lastReportedAt, 'adminDateTime', i18n.locale as Locale)
      ),
  },
];

function ReportDetails({ row }: { row: ReportedReviewRow }) {
  const { i18n } = useLingui();
  return (
    <div className="grid max-w-3xl gap-4 text-sm">
      <div>
        <p className="font-medium text-ink-muted">{i18n._('admin.reviews.inFull')}</p>
        <p className="mt-1 whitespace-pre-line break-words text-ink">{row.comment}</p>
        {row.reply ? (
          <p className="mt-2 border-l-2 border-teal-600 pl-3 whitespace-pre-line break-words text-ink">
            <span className="font-medium">
              {i18n._('admin.reviews.replyFrom', { guide: row.guideName })}{' '}
            </span>
            {row.reply.text}
          </p>
        ) : null}
      </div>
      <div>
        <p className="font-medium text-ink-muted">
          {row.totalReports > row.reports.length
            ? i18n._('admin.reviews.latestReports', { shown: row.reports.length, total: row.totalReports })
            : i18n._('admin.reviews.reports')}
        </p>
        <ul className="mt-1 grid gap-2">
          {row.reports.map((report) => (
            <li key={report.id} className="rounded-xl bg-sand-50 p-3">
              <p className="font-medium text-ink">
                {i18n._(REVIEW_REPORT_REASON_LABEL_IDS[report.reason])}
                {report.resolution === null ? null : (
                  <span className="font-normal text-ink-muted">
                    {' '}
                    ·{' '}
                    {report.resolution === 'hidden'
                      ? i18n._('admin.reviews.resolutionHidden')
                      : i18n._('admin.reviews.resolutionDismissed')}
                  </span>
                )}
              </p>
              {report.note ? <p className="mt-1 break-words text-ink">{report.note}</p> : null}
              <p className="mt-1 text-xs text-ink-muted">
                {report.reporterUsername ?? i18n._('admin.reviews.deletedAccount')} ·{' '}
                {formatDate(report.createdAt, 'adminDateTime', i18n.locale as Locale)}
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
  const { i18n } = useLingui();
  const columns = columnsIn(i18n);
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
      toast({
        title: i18n._(DONE[decision]),
        description: i18n._('admin.reviews.reviewOf', { guide: row.guideName }),
        variant: 'success',
      });
      setHiding(null);
    } catch (error) {
      toast({
        title: i18n._('admin.errorTitle'),
        description: errorMessage(error, i18n._('admin.reviews.failed')),
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
        list="reviews"
        toolbar={
          <ListFilter
            label={i18n._('admin.reviews.show')}
            allLabel={i18n._(STATUS_LABELS.open)}
            options={REVIEW_FILTER_STATUSES}
            messages={STATUS_LABELS}
            value={state.filters.status}
            onChange={(value) => table.setFilter('status', value)}
          />
        }
        emptyTitle={i18n._(EMPTY_TITLES[status])}
        emptyIcon={ShieldCheck}
        errorTitle={i18n._('admin.reviews.error')}
        onPageChange={table.setPage}
        onClearFilters={table.clear}
        caption={i18n._(STATUS_LABELS[status])}
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
                  aria-label={i18n._('admin.reviews.hideOf', {
                    guide: row.guideName,
                    author: row.authorUsername,
                  })}
                  disabled={moderate.isPending}
                  onClick={() => setHiding(row)}
                >
                  <EyeOff aria-hidden="true" />
                  {i18n._('admin.reviews.hide')}
                </Button>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={i18n._('admin.reviews.unhideOf', {
                    guide: row.guideName,
                    author: row.authorUsername,
                  })}
                  pending={busy(row, 'unhide')}
                  disabled={moderate.isPending && !busy(row, 'unhide')}
                  onClick={() => void decide(row, 'unhide')}
                >
                  <Eye aria-hidden="true" />
                  {i18n._('admin.reviews.unhide')}
                </Button>
              )}
              {row.openReports > 0 && row.hiddenAt === null ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={i18n._('admin.reviews.dismissOf', {
                    guide: row.guideName,
                    author: row.authorUsername,
                  })}
                  pending={busy(row, 'dismiss-reports')}
                  disabled={moderate.isPending && !busy(row, 'dismiss-reports')}
                  onClick={() => void decide(row, 'dismiss-reports')}
                >
                  <X aria-hidden="true" />
                  {i18n._('admin.reviews.dismiss')}
                </Button>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={expanded}
                aria-label={
                  expanded
                    ? i18n._('admin.reviews.hideReportsOf', { guide: row.guideName })
                    : i18n._('admin.reviews.showReportsOf', { guide: row.guideName })
                }
                onClick={() => toggle(row.reviewId)}
              >
                {expanded ? i18n._('admin.reviews.less') : i18n._('admin.reviews.details')}
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
        title={i18n._('admin.reviews.hideTitle')}
        description={
          <>
            <p>{i18n._('admin.reviews.hideText', { guide: hiding?.guideName ?? '' })}</p>
            <p>{i18n._('admin.reviews.hideLater', { list: i18n._(STATUS_LABELS.hidden) })}</p>
          </>
        }
        confirmLabel={i18n._('admin.reviews.hideConfirm')}
        pending={moderate.isPending}
        onConfirm={() => (hiding ? void decide(hiding, 'hide') : undefined)}
        onClose={() => setHiding(null)}
      />
    </>
  );
}
