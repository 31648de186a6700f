import { formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';

import { SESSION_PAGE_SIZE_MAX } from '@contract/sessions';
import { Inbox } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useGuideBookings, useSessionBookings } from '@/features/bookings';
import { useMySessions } from '@/features/sessions';
import { useLingui } from '../i18n';
import { BookingList } from './booking-list';
import { ShowMoreButton } from './show-more-button';

const ALL = 'all';

export function BookingsTab() {
  const selectId = useId();
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [sessionFilter, setSessionFilter] = useState<string>(ALL);
  const sessionId = sessionFilter === ALL ? null : Number(sessionFilter);
  const everyBooking = useGuideBookings({}, sessionId === null);
  const ofSession = useSessionBookings(sessionId);
  // The sessions that have bookings, latest first, as the filter's choices: the latest page of them.
  const booked = useMySessions('booked', SESSION_PAGE_SIZE_MAX);
  const list = sessionId === null ? everyBooking : ofSession;

  useEffect(() => {
    if (ofSession.isError) {
      toast({
        title: i18n._('guideDashboard.errorTitle'),
        description: i18n._('guideDashboard.sessionBookingsFailed'),
        variant: 'destructive',
      });
    }
  }, [ofSession.isError, i18n]);

  const options = [
    { value: ALL, label: i18n._('guideDashboard.bookings.allSessions') },
    ...(booked.data?.pages[0]?.items ?? []).map((session) => ({
      value: String(session.id),
      label: `${session.title} · ${formatDay(session.sessionDate, 'short', locale)}`,
    })),
  ];

  const shown = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid w-full gap-1.5 sm:w-96">
          <Label htmlFor={selectId}>{i18n._('guideDashboard.bookingList.session')}</Label>
          <OptionSelect
            id={selectId}
            options={options}
            value={sessionFilter}
            onChange={setSessionFilter}
            placeholder={i18n._('guideDashboard.bookings.allSessions')}
          />
        </div>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {list.isPending
            ? i18n._('guideDashboard.loading')
            : i18n._('guideDashboard.bookings.count', { count: total })}
        </p>
      </div>

      {list.isPending ? (
        <div className="grid gap-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : list.isError ? (
        <EmptyState
          icon={Inbox}
          title={
            sessionId === null
              ? i18n._('guideDashboard.bookingsFailed')
              : i18n._('guideDashboard.sessionBookingsFailed')
          }
        >
          <Button variant="outline" className="mt-2" onClick={() => void list.refetch()}>
            {i18n._('guideDashboard.retry')}
          </Button>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState icon={Inbox} title={i18n._('guideDashboard.bookings.emptyTitle')}>
          {sessionId === null
            ? i18n._('guideDashboard.bookings.emptyText')
            : i18n._('guideDashboard.nobodyBooked')}
        </EmptyState>
      ) : (
        <BookingList bookings={shown} />
      )}

      <ShowMoreButton list={list}>
        {i18n._('guideDashboard.showMore', { count: total - shown.length })}
      </ShowMoreButton>
    </div>
  );
}
