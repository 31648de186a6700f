import { formatDay } from '@contract/date-formats';
import type { MonthEarnings } from '@contract/guide-dashboard';
import { formatEuros } from '@contract/money';
import { ChevronDown, PiggyBank } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useGuideBookings } from '@/features/bookings';
import { cn } from '@/lib/cn';
import { useGuideEarnings } from '../api/get-guide-earnings';
import { BookingList } from './booking-list';
import { LoadProblem } from './load-problem';
import { ShowMoreButton } from './show-more-button';

function Figure({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd
        className={cn('font-display font-semibold', strong ? 'text-2xl text-teal-700' : 'text-xl text-ink')}
      >
        {formatEuros(cents)}
      </dd>
    </div>
  );
}

function MonthRow({ month }: { month: MonthEarnings }) {
  const [open, setOpen] = useState(false);
  const panelId = `earnings-${month.month}`;
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
            <span className="font-semibold text-ink">{formatDay(`${month.month}-01`, 'month')}</span>
            <span className="text-sm text-ink-muted">
              {month.bookings} paid {month.bookings === 1 ? 'booking' : 'bookings'}
            </span>
          </span>
          <dl className={cn('grid gap-3 text-sm', month.refunded > 0 ? 'grid-cols-4' : 'grid-cols-3')}>
            <div>
              <dt className="text-ink-muted">Gross</dt>
              <dd className="font-medium text-ink">{formatEuros(month.gross)}</dd>
            </div>
            {month.refunded > 0 ? (
              <div>
                <dt className="text-ink-muted">Refunded</dt>
                <dd className="font-medium text-ink">−{formatEuros(month.refunded)}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-ink-muted">Commission</dt>
              <dd className="font-medium text-ink">−{formatEuros(month.commission)}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">Net</dt>
              <dd className="font-semibold text-teal-700">{formatEuros(month.net)}</dd>
            </div>
          </dl>
          <span className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-link sm:justify-self-end">
            {open ? 'Hide bookings' : 'Show bookings'}
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
  if (bookings.isPending) {
    return (
      <div className="grid gap-2" aria-hidden="true">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (bookings.isError) {
    return <LoadProblem message="Failed to fetch bookings" onRetry={() => void bookings.refetch()} />;
  }
  const shown = bookings.data.pages.flatMap((page) => page.items);
  const total = bookings.data.pages[0]?.total ?? 0;
  return (
    <div className="grid gap-3">
      <BookingList bookings={shown} />
      <ShowMoreButton list={bookings} size="sm">
        Show more ({total - shown.length} left)
      </ShowMoreButton>
    </div>
  );
}

/** Per month of the sessions: what seekers paid, Luz's commission and the guide's net, with the bookings behind. */
export function EarningsTab() {
  const earnings = useGuideEarnings();

  if (earnings.isPending) {
    return (
      <div className="grid gap-5" aria-hidden="true">
        <Skeleton className="h-40 rounded-card" />
        <Skeleton className="h-24 rounded-card" />
      </div>
    );
  }
  if (earnings.isError) {
    return <LoadProblem message="Failed to fetch earnings" onRetry={() => void earnings.refetch()} />;
  }

  const months = earnings.data.pages.flatMap((page) => page.items);
  const total = earnings.data.pages[0]!.allTime;
  const monthCount = earnings.data.pages[0]!.total;

  if (months.length === 0) {
    return (
      <EmptyState icon={PiggyBank} title="No earnings yet">
        Confirmed and completed bookings count as earnings; they appear here month by month.
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-5">
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-ink">All time</h2>
        <dl className="mt-4 grid grid-cols-2 gap-5 sm:grid-cols-4">
          <Figure label="Paid by seekers" cents={total.gross} />
          {total.refunded > 0 ? <Figure label="Refunded" cents={total.refunded} /> : null}
          <Figure label="Luz commission" cents={total.commission} />
          <Figure label="Your earnings" cents={total.net} strong />
          <div className="grid gap-0.5">
            <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">Paid bookings</dt>
            <dd className="font-display text-xl font-semibold text-ink">{total.bookings}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-ink-muted">
          Confirmed and completed bookings, by the month of their session. Cancelled bookings are not counted;
          a refund given after payment is taken off, and Luz takes no commission on it.
        </p>
      </Card>
      <ul className="grid gap-3">
        {months.map((month) => (
          <MonthRow key={month.month} month={month} />
        ))}
      </ul>
      <ShowMoreButton list={earnings}>Show earlier months ({monthCount - months.length} left)</ShowMoreButton>
    </div>
  );
}
