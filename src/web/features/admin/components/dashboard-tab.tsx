import type { AdminApplicationRow } from '@contract/admin';
import { SIGNUP_WINDOW_DAYS } from '@contract/admin';
import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { ArrowRight, CalendarCheck2, CircleAlert, Inbox, Sparkles, Ticket, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApplicationStatusBadge } from '@/components/status-badges';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { formatCount } from '../admin-format';
import { useAdminMetrics } from '../api/get-admin-metrics';
import { useRecentApplications } from '../api/get-pending-applications';
import { useLingui } from '../i18n';

function Panel({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-5 sm:px-6 sm:pt-6">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {action}
      </div>
      <div className="p-5 sm:p-6">{children}</div>
    </Card>
  );
}

function LoadFailed({
  message,
  onRetry,
  pending,
}: {
  message: string;
  onRetry: () => void;
  pending: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm text-danger-700"
    >
      <span className="inline-flex items-center gap-2 font-medium">
        <CircleAlert aria-hidden="true" className="size-4" />
        {message}
      </span>
      <Button variant="outline" size="sm" onClick={onRetry} pending={pending}>
        {i18n._('admin.list.retry')}
      </Button>
    </div>
  );
}

interface DashboardTabProps {
  onShowApplications: () => void;
  onOpenApplication: (id: number) => void;
}

/** The figures of the week, the applications waiting for a decision, and the platform's totals. */
export function DashboardTab({ onShowApplications, onOpenApplication }: DashboardTabProps) {
  const metrics = useAdminMetrics();
  const recent = useRecentApplications();
  const m = metrics.data;
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const count = (value: number) => formatCount(value, locale);

  const columns: DataColumn<AdminApplicationRow>[] = [
    {
      key: 'name',
      header: i18n._('admin.applications.name'),
      inCard: false,
      cell: (row) => (
        <button
          type="button"
          onClick={() => onOpenApplication(row.id)}
          className="cursor-pointer text-left font-medium text-link underline-offset-4 hover:underline"
        >
          {row.fullName}
        </button>
      ),
    },
    { key: 'category', header: i18n._('admin.applications.category'), cell: (row) => row.category },
    {
      key: 'applied',
      header: i18n._('admin.applications.appliedOn'),
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.createdAt, 'admin', locale),
    },
    {
      key: 'status',
      header: i18n._('admin.applications.status'),
      inCard: false,
      cell: (row) => <ApplicationStatusBadge status={row.status} />,
    },
  ];

  return (
    <div className="grid gap-6">
      {metrics.isError ? (
        <LoadFailed
          message={i18n._('admin.dashboard.metricsFailed')}
          onRetry={() => void metrics.refetch()}
          pending={metrics.isRefetching}
        />
      ) : null}

      <section
        aria-label={i18n._('admin.dashboard.thisWeek')}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        {m ? (
          <>
            <StatCard
              icon={UserPlus}
              label={i18n._('admin.dashboard.signups')}
              value={count(m.signupsThisWeek)}
              detail={i18n._('admin.dashboard.signupsDetail', { days: SIGNUP_WINDOW_DAYS })}
            />
            <StatCard
              icon={Ticket}
              label={i18n._('admin.dashboard.totalBookings')}
              value={count(m.totalBookings)}
              detail={i18n._('admin.dashboard.totalBookingsDetail')}
            />
            <StatCard
              icon={CalendarCheck2}
              label={i18n._('admin.dashboard.activeSessions')}
              value={count(m.activeSessions)}
              detail={i18n._('admin.dashboard.activeSessionsDetail')}
            />
            <StatCard
              icon={Sparkles}
              label={i18n._('admin.dashboard.popular')}
              value={m.mostBookedModality?.modality ?? i18n._('admin.dashboard.none')}
              detail={
                m.mostBookedModality
                  ? i18n._('admin.dashboard.bookings', {
                      count: m.mostBookedModality.count,
                      shown: count(m.mostBookedModality.count),
                    })
                  : i18n._('admin.dashboard.noBookings')
              }
            />
          </>
        ) : metrics.isError ? null : (
          ['signups', 'bookings', 'sessions', 'modality'].map((key) => (
            <Skeleton key={key} className="h-32 rounded-card" />
          ))
        )}
      </section>

      <div className="grid items-start gap-6 xl:grid-cols-[1fr_20rem]">
        <Panel
          title={i18n._('admin.dashboard.recent')}
          action={
            <Button variant="outline" size="sm" onClick={onShowApplications}>
              {i18n._('admin.dashboard.viewAll')}
              <ArrowRight aria-hidden="true" />
            </Button>
          }
        >
          {recent.isError ? (
            <LoadFailed
              message={i18n._('admin.dashboard.pendingFailed')}
              onRetry={() => void recent.refetch()}
              pending={recent.isRefetching}
            />
          ) : !recent.data ? (
            <div className="grid gap-2" role="status" aria-label={i18n._('admin.detail.loading')}>
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : recent.data.items.length === 0 ? (
            <EmptyState
              icon={Inbox}
              title={i18n._('admin.dashboard.noPending')}
              headingLevel="h3"
              className="py-8"
            >
              {i18n._('admin.dashboard.noPendingText')}
            </EmptyState>
          ) : (
            <DataTable
              caption={i18n._('admin.dashboard.recentCaption')}
              columns={columns}
              rows={recent.data.items}
              rowKey={(row) => row.id}
              cardTitle={(row) => columns[0]!.cell(row)}
              cardCorner={(row) => <ApplicationStatusBadge status={row.status} />}
              bare
            />
          )}
        </Panel>

        <Panel title={i18n._('admin.dashboard.stats')}>
          {m ? (
            <dl className="grid gap-3 text-sm">
              {[
                { label: i18n._('admin.dashboard.totalUsers'), value: m.totalUsers },
                { label: i18n._('admin.dashboard.totalSessions'), value: m.totalSessions },
                { label: i18n._('admin.dashboard.approvedGuides'), value: m.approvedGuides },
                {
                  label: i18n._('admin.dashboard.pendingApplications'),
                  value: m.pendingApplications,
                },
              ].map(({ label, value }) => (
                <div
                  key={label}
                  className="flex items-baseline justify-between gap-3 border-b border-border pb-3 last:border-b-0 last:pb-0"
                >
                  <dt className="text-ink-muted">{label}</dt>
                  <dd className="font-display text-xl font-semibold text-ink">{count(value)}</dd>
                </div>
              ))}
            </dl>
          ) : metrics.isError ? (
            <p className="text-sm text-ink-muted">{i18n._('admin.dashboard.metricsFailed')}</p>
          ) : (
            <div className="grid gap-3">
              {['users', 'sessions', 'guides', 'pending'].map((key) => (
                <Skeleton key={key} className="h-8" />
              ))}
            </div>
          )}
        </Panel>
      </div>
    </div>
  );
}
