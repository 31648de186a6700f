import type { PractitionerBookingView } from '@contract/bookings';
import { formatDay } from '@contract/date-formats';
import { formatEuros } from '@contract/money';
import { SESSION_PAGE_SIZE_MAX } from '@contract/sessions';
import { Inbox } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { BookingStatusBadge } from '@/components/status-badges';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useGuideBookings, useSessionBookings } from '@/features/bookings';
import { useMySessions } from '@/features/sessions';
import { ShowMoreButton } from './show-more-button';

const ALL = 'all';

function amountOf(booking: PractitionerBookingView): string {
  return booking.paymentAmount === null ? '—' : formatEuros(booking.paymentAmount);
}

/** Bookings as a table on wide screens and as cards on phones. */
export function BookingList({ bookings }: { bookings: readonly PractitionerBookingView[] }) {
  return (
    <>
      <Card className="hidden overflow-hidden md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-sand-50 text-ink-muted">
            <tr>
              <th scope="col" className="px-5 py-3 font-medium">
                Seeker
              </th>
              <th scope="col" className="px-5 py-3 font-medium">
                Session
              </th>
              <th scope="col" className="px-5 py-3 font-medium">
                Date
              </th>
              <th scope="col" className="px-5 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="px-5 py-3 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {bookings.map((booking) => (
              <tr key={booking.id}>
                <td className="px-5 py-3">
                  <span className="block font-medium text-ink">{booking.seekerName}</span>
                  <a
                    href={`mailto:${booking.seekerEmail}`}
                    className="text-ink-muted hover:text-link hover:underline"
                  >
                    {booking.seekerEmail}
                  </a>
                </td>
                <td className="px-5 py-3 text-ink">{booking.sessionTitle}</td>
                <td className="px-5 py-3 whitespace-nowrap text-ink">
                  {formatDay(booking.sessionDate, 'short')} · {booking.startTime}
                </td>
                <td className="px-5 py-3">
                  <BookingStatusBadge status={booking.status} />
                </td>
                <td className="px-5 py-3 text-right font-medium whitespace-nowrap text-ink">
                  {amountOf(booking)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="grid gap-3 md:hidden">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <Card className="grid gap-2 p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{booking.seekerName}</p>
                  <a
                    href={`mailto:${booking.seekerEmail}`}
                    className="block truncate text-sm text-ink-muted hover:text-link hover:underline"
                  >
                    {booking.seekerEmail}
                  </a>
                </div>
                <BookingStatusBadge status={booking.status} />
              </div>
              <p className="text-sm text-ink">{booking.sessionTitle}</p>
              <div className="flex items-center justify-between text-sm">
                <span className="text-ink-muted">
                  {formatDay(booking.sessionDate, 'short')} · {booking.startTime}
                </span>
                <span className="font-semibold text-ink">{amountOf(booking)}</span>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Every booking of the guide's sessions, a page at a time (the server's order: sessions still ahead, soonest
 * first, then past ones, latest first), or those of one session.
 */
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
