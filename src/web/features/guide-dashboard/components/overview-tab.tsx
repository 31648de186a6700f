import { formatDay } from '@contract/date-formats';
import type { GuideDashboard } from '@contract/guide-dashboard';
import type { Locale } from '@contract/locales';

import { formatEuros } from '@contract/money';
import type { GuideSessionView } from '@contract/sessions';
import { GUIDE_NEXT_SESSIONS_COUNT } from '@contract/signed-in-first-screens';
import { ArrowRight, CalendarCheck2, CalendarDays, Percent, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { BookingStatusBadge } from '@/components/status-badges';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { useMySessions } from '@/features/sessions';
import { personName } from '@/lib/person-names';
import { useLingui } from '../i18n';
import { LoadProblem } from './load-problem';
import { DateLeaf, spotsText, timeRange } from './session-bits';

function Panel({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

interface OverviewTabProps {
  dashboard: GuideDashboard;
  onShowTab: (tab: 'sessions' | 'bookings') => void;
  onOpenSession: (session: GuideSessionView) => void;
  createButton: ReactNode;
}

export function OverviewTab({ dashboard, onShowTab, onOpenSession, createButton }: OverviewTabProps) {
  const upcoming = useMySessions('upcoming', GUIDE_NEXT_SESSIONS_COUNT);
  const next = upcoming.data?.pages[0]?.items ?? [];
  const recent = dashboard.recentBookings;
  const { earnings, sessionCounts } = dashboard;
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const euros = (cents: number) => formatEuros(cents, locale);
  const percent = (ratio: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);

  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          icon={CalendarDays}
          label={i18n._('guideDashboard.overview.upcoming')}
          value={String(sessionCounts.upcoming)}
          detail={i18n._('guideDashboard.overview.upcomingDetail', {
            count: sessionCounts.all - sessionCounts.cancelled,
          })}
        />
        <StatCard
          icon={CalendarCheck2}
          label={i18n._('guideDashboard.overview.bookingRate')}
          value={
            dashboard.bookingRate === null
              ? '—'
              : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
                  dashboard.bookingRate,
                )
          }
          detail={i18n._('guideDashboard.overview.bookingRateDetail', { count: dashboard.paidBookings })}
        />
        <StatCard
          icon={Percent}
          label={i18n._('guideDashboard.overview.completionRate')}
          value={dashboard.completionRate === null ? '—' : percent(dashboard.completionRate)}
          detail={i18n._('guideDashboard.overview.completionDetail', {
            completed: dashboard.completedBookings,
            count: dashboard.paidBookings,
          })}
        />
        <StatCard
          icon={Wallet}
          label={i18n._('guideDashboard.overview.earnings')}
          value={euros(earnings.net)}
          detail={
            earnings.refunded > 0
              ? i18n._('guideDashboard.overview.earningsDetailRefunded', {
                  gross: euros(earnings.gross),
                  refunded: euros(earnings.refunded),
                  commission: euros(earnings.commission),
                })
              : i18n._('guideDashboard.overview.earningsDetail', {
                  gross: euros(earnings.gross),
                  commission: euros(earnings.commission),
                })
          }
        />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel
          title={i18n._('guideDashboard.overview.nextSessions')}
          action={
            <Button variant="link" onClick={() => onShowTab('sessions')}>
              {i18n._('guideDashboard.bookings.allSessions')}
              <ArrowRight aria-hidden="true" />
            </Button>
          }
        >
          {upcoming.isPending ? (
            <div className="grid gap-3" aria-hidden="true">
              <Skeleton className="h-16 rounded-2xl" />
              <Skeleton className="h-16 rounded-2xl" />
            </div>
          ) : upcoming.isError ? (
            <LoadProblem
              message={i18n._('guideDashboard.sessionsFailed')}
              onRetry={() => void upcoming.refetch()}
            />
          ) : next.length === 0 ? (
            <div className="grid justify-items-start gap-3 rounded-2xl bg-sand-50 p-5">
              <p className="text-sm text-ink-muted">{i18n._('guideDashboard.overview.noUpcoming')}</p>
              {createButton}
            </div>
          ) : (
            <ul className="grid gap-3">
              {next.map((session) => (
                <li key={session.id}>
                  <button
                    type="button"
                    onClick={() => onOpenSession(session)}
                    className="flex w-full cursor-pointer items-center gap-4 rounded-2xl border border-border p-3 text-left transition-colors hover:border-azulejo-600 hover:bg-azulejo-50/50"
                  >
                    <DateLeaf day={session.sessionDate} locale={locale} />
                    <span className="grid min-w-0 flex-1 gap-0.5">
                      <span className="truncate font-semibold text-ink">{session.title}</span>
                      <span className="text-sm text-ink-muted">
                        <span className="sr-only">{formatDay(session.sessionDate, 'long', locale)}, </span>
                        {timeRange(session)} · {spotsText(session, i18n)}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel
          title={i18n._('guideDashboard.overview.recentBookings')}
          action={
            <Button variant="link" onClick={() => onShowTab('bookings')}>
              {i18n._('guideDashboard.overview.allBookings')}
              <ArrowRight aria-hidden="true" />
            </Button>
          }
        >
          {recent.length === 0 ? (
            <p className="rounded-2xl bg-sand-50 p-5 text-sm text-ink-muted">
              {i18n._('guideDashboard.overview.noBookings')}
            </p>
          ) : (
            <ul className="divide-y divide-border">
              {recent.map((booking) => (
                <li
                  key={booking.id}
                  className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium text-ink">{personName(i18n, booking.seekerName)}</p>
                    <p className="truncate text-sm text-ink-muted">
                      {booking.sessionTitle} · {formatDay(booking.sessionDate, 'weekday', locale)}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <BookingStatusBadge status={booking.status} />
                    {booking.paymentAmount !== null ? (
                      <span className="text-sm font-medium text-ink">{euros(booking.paymentAmount)}</span>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}
