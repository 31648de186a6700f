import { PRODUCT_NAME } from '@contract/brand';
import { formatDay } from '@contract/date-formats';
import type { MonthEarnings } from '@contract/guide-dashboard';
import type { Locale } from '@contract/locales';

import { formatEuros } from '@contract/money';
import { ChevronDown, PiggyBank } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useGuideBookings } from '@/features/bookings';
import { cn } from '@/lib/cn';
import { useGuideEarnings } from '../api/get-guide-earnings';
import { useLingui } from '../i18n';
import { BookingList } from './booking-list';
import { LoadProblem } from './load-problem';
import { ShowMoreButton } from './show-more-button';

function Figure({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd
        className={cn('font-display font-semibold', strong ? 'text-2xl text-teal-700' : 'text-xl text-ink')}
      >
        {formatEuros(cents, locale)}
      </dd>
    </div>
  );
}

function MonthRow({ month }: { month: MonthEarnings }) {
  const [open, setOpen] = useState(false);
  const panelId = `earnings-${month.month}`;
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <li>
      <Card className="overflow-hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="grid w-full cursor-pointer gap-3 p-4 text-left transition-colors hover:bg-sand-50 sm:grid-cols-[10rem_1fr_auto] sm:items-center sm:p-5"
        >
          <span className="grid">
            <span className="font-semibold text-ink">{formatDay(`${month.month}-01`, 'month', locale)}</span>
            <span className="text-sm text-ink-muted">
              {i18n._('guideDashboard.earnings.paidCount', { count: month.bookings })}
            </span>
          </span>
          <dl className={cn('grid gap-3 text-sm', month.refunded > 0 ? 'grid-cols-4' : 'grid-cols-3')}>
            <div>
              <dt className="text-ink-muted">{i18n._('guideDashboard.earnings.gross')}</dt>
              <dd className="font-medium text-ink">{formatEuros(month.gross, locale)}</dd>
            </div>
            {month.refunded > 0 ? (
              <div>
                <dt className="text-ink-muted">{i18n._('guideDashboard.earnings.refunded')}</dt>
                <dd className="font-medium text-ink">−{formatEuros(month.refunded, locale)}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-ink-muted">{i18n._('guideDashboard.earnings.commission')}</dt>
              <dd className="font-medium text-ink">−{formatEuros(month.commission, locale)}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">{i18n._('guideDashboard.earnings.net')}</dt>
              <dd className="font-semibold text-teal-700">{formatEuros(month.net, locale)}</dd>
            </div>
          </dl>
          <span className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-link sm:justify-self-end">
            {open
              ? i18n._('guideDashboard.earnings.hideBookings')
              : i18n._('guideDashboard.earnings.showBookings')}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', open && 'rotate-180')}
            />
          </span>
        </button>
        {open ? (
          <div id={panelId} className="border-t border-border bg-sand-50/60 p-3 sm:p-5">
            <PaidBookingsOf month={month.month} />
          </div>
        ) : null}
      </Card>
    </li>
  );
}

/** The paid bookings of one month's sessions, in the order of the sessions, a page at a time. */
function PaidBookingsOf({ month }: { month: string }) {
  const bookings = useGuideBookings({ month, paid: true });
  const { i18n } = useLingui();
  if (bookings.isPending) {
    return (
      <div className="grid gap-2" aria-hidden="true">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (bookings.isError) {
    return (
      <LoadProblem
        message={i18n._('guideDashboard.bookingsFailed')}
        onRetry={() => void bookings.refetch()}
      />
    );
  }
  const shown = bookings.data.pages.flatMap((page) => page.items);
  const total = bookings.data.pages[0]?.total ?? 0;
  return (
    <div className="grid gap-3">
      <BookingList bookings={shown} />
      <ShowMoreButton list={bookings} size="sm">
        {i18n._('guideDashboard.showMore', { count: total - shown.length })}
      </ShowMoreButton>
    </div>
  );
}

/** Per month of the sessions: what seekers paid, Luz's commission and the guide's net, with the bookings behind. */
export function EarningsTab() {
  const earnings = useGuideEarnings();
  const { i18n } = useLingui();

  if (earnings.isPending) {
    return (
      <div className="grid gap-5" aria-hidden="true">
        <Skeleton className="h-40 rounded-card" />
        <Skeleton className="h-24 rounded-card" />
      </div>
    );
  }
  if (earnings.isError) {
    return (
      <LoadProblem
        message={i18n._('guideDashboard.earnings.failed')}
        onRetry={() => void earnings.refetch()}
      />
    );
  }

  const months = earnings.data.pages.flatMap((page) => page.items);
  const total = earnings.data.pages[0]!.allTime;
  const monthCount = earnings.data.pages[0]!.total;

  if (months.length === 0) {
    return (
      <EmptyState icon={PiggyBank} title={i18n._('guideDashboard.earnings.emptyTitle')}>
        {i18n._('guideDashboard.earnings.emptyText')}
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-5">
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-ink">{i18n._('guideDashboard.earnings.allTime')}</h2>
        <dl className="mt-4 grid grid-cols-2 gap-5 sm:grid-cols-4">
          <Figure label={i18n._('guideDashboard.earnings.paidBySeekers')} cents={total.gross} />
          {total.refunded > 0 ? (
            <Figure label={i18n._('guideDashboard.earnings.refunded')} cents={total.refunded} />
          ) : null}
          <Figure
            label={i18n._('guideDashboard.earnings.commissionOf', { product: PRODUCT_NAME })}
            cents={total.commission}
          />
          <Figure label={i18n._('guideDashboard.earnings.yours')} cents={total.net} strong />
          <div className="grid gap-0.5">
            <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">
              {i18n._('guideDashboard.earnings.paidBookings')}
            </dt>
            <dd className="font-display text-xl font-semibold text-ink">{total.bookings}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-ink-muted">
          {i18n._('guideDashboard.earnings.explained', { product: PRODUCT_NAME })}
        </p>
      </Card>
      <ul className="grid gap-3">
        {months.map((month) => (
          <MonthRow key={month.month} month={month} />
        ))}
      </ul>
      <ShowMoreButton list={earnings}>
        {i18n._('guideDashboard.earnings.showEarlier', { count: monthCount - months.length })}
      </ShowMoreButton>
    </div>
  );
}
