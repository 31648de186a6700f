import type { AdminApplicationRow } from '@contract/admin';
import { SIGNUP_WINDOW_DAYS } from '@contract/admin';
import { formatDate } from '@contract/date-formats';
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

const count = formatCount;

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
        Try again
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

  const columns: DataColumn<AdminApplicationRow>[] = [
    {
      key: 'name',
      header: 'Name',
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
    { key: 'category', header: 'Category', cell: (row) => row.category },
    {
      key: 'applied',
      header: 'Applied on',
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.createdAt, 'admin'),
    },
    {
      key: 'status',
      header: 'Status',
      inCard: false,
      cell: (row) => <ApplicationStatusBadge status={row.status} />,
    },
  ];

  return (
    <div className="grid gap-6">
      {metrics.isError ? (
        <LoadFailed
          message="Failed to fetch metrics"
          onRetry={() => void metrics.refetch()}
          pending={metrics.isRefetching}
        />
      ) : null}

      <section aria-label="This week" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {m ? (
          <>
            <StatCard
              icon={UserPlus}
              label="Weekly Signups"
              value={count(m.signupsThisWeek)}
              detail={`New users in the last ${SIGNUP_WINDOW_DAYS} days`}
            />
            <StatCard
              icon={Ticket}
              label="Total Bookings"
              value={count(m.totalBookings)}
              detail="Pending, confirmed and completed"
            />
            <StatCard
              icon={CalendarCheck2}
              label="Active Sessions"
              value={count(m.activeSessions)}
              detail="Currently scheduled"
            />
            <StatCard
              icon={Sparkles}
              label="Popular Modality"
              value={m.mostBookedModality?.modality ?? 'None'}
              detail={
                m.mostBookedModality
                  ? `${count(m.mostBookedModality.count)} ${m.mostBookedModality.count === 1 ? 'booking' : 'bookings'}`
                  : 'No bookings yet'
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
          title="Recent Applications"
          action={
            <Button variant="outline" size="sm" onClick={onShowApplications}>
              View All Applications
              <ArrowRight aria-hidden="true" />
            </Button>
          }
        >
          {recent.isError ? (
            <LoadFailed
              message="Failed to fetch pending applications"
              onRetry={() => void recent.refetch()}
              pending={recent.isRefetching}
            />
          ) : !recent.data ? (
            <div className="grid gap-2" role="status" aria-label="Loading">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : recent.data.items.length === 0 ? (
            <EmptyState icon={Inbox} title="No pending applications" headingLevel="h3" className="py-8">
              New guide applications will appear here for review.
            </EmptyState>
          ) : (
            <DataTable
              caption="Recent applications waiting for review"
              columns={columns}
              rows={recent.data.items}
              rowKey={(row) => row.id}
              cardTitle={(row) => columns[0]!.cell(row)}
              cardCorner={(row) => <ApplicationStatusBadge status={row.status} />}
              bare
            />
          )}
        </Panel>

        <Panel title="Platform Stats">
          {m ? (
            <dl className="grid gap-3 text-sm">
              {[
                { label: 'Total users', value: m.totalUsers },
                { label: 'Total sessions', value: m.totalSessions },
                { label: 'Approved guides', value: m.approvedGuides },
                { label: 'Pending applications', value: m.pendingApplications },
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
            <p className="text-sm text-ink-muted">Failed to fetch metrics</p>
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
