import { formatDay } from '@contract/date-formats';
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
import { BookingList } from './booking-list';
import { ShowMoreButton } from './show-more-button';

const ALL = 'all';

export function BookingsTab() {
  const selectId = useId();
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
        title: 'Error',
        description: 'Failed to fetch bookings for this session',
        variant: 'destructive',
      });
    }
  }, [ofSession.isError]);

  const options = [
    { value: ALL, label: 'All sessions' },
    ...(booked.data?.pages[0]?.items ?? []).map((session) => ({
      value: String(session.id),
      label: `${session.title} · ${formatDay(session.sessionDate, 'short')}`,
    })),
  ];

  const shown = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid w-full gap-1.5 sm:w-96">
          <Label htmlFor={selectId}>Session</Label>
          <OptionSelect
            id={selectId}
            options={options}
            value={sessionFilter}
            onChange={setSessionFilter}
            placeholder="All sessions"
          />
        </div>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {list.isPending ? 'Loading…' : `${total} ${total === 1 ? 'booking' : 'bookings'}`}
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
            sessionId === null ? 'Failed to fetch bookings' : 'Failed to fetch bookings for this session'
          }
        >
          <Button variant="outline" className="mt-2" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState icon={Inbox} title="No bookings yet">
          {sessionId === null
            ? 'Bookings of your sessions appear here, with the seeker, the session and what they paid.'
            : 'Nobody has booked this session yet.'}
        </EmptyState>
      ) : (
        <BookingList bookings={shown} />
      )}

      <ShowMoreButton list={list}>Show more ({total - shown.length} left)</ShowMoreButton>
    </div>
  );
}
