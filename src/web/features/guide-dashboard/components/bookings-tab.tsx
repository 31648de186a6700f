import type { PractitionerBookingView } from '@contract/bookings';
import { formatDay } from '@contract/date-formats';
import { formatEuros } from '@contract/money';
import type { SessionView } from '@contract/sessions';
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
import { useSessionBookings } from '@/features/bookings/api/get-session-bookings';
import { compareIso } from '@/lib/iso-order';

const PAGE_SIZE = 25;
const ALL = 'all';

/** Bookings of sessions still ahead, soonest first, then those of past sessions, latest first. */
function byUpcomingFirst(bookings: readonly PractitionerBookingView[]): PractitionerBookingView[] {
  const now = new Date().toISOString();
  const ahead = bookings.filter((b) => b.sessionStartsAt > now);
  const past = bookings.filter((b) => b.sessionStartsAt <= now);
  return [
    ...ahead.sort((a, b) => compareIso(a.sessionStartsAt, b.sessionStartsAt)),
    ...past.sort((a, b) => compareIso(b.sessionStartsAt, a.sessionStartsAt)),
  ];
}

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

interface BookingsTabProps {
  bookings: readonly PractitionerBookingView[];
  sessions: readonly SessionView[];
}

export function BookingsTab({ bookings, sessions }: BookingsTabProps) {
  const selectId = useId();
  const [sessionFilter, setSessionFilter] = useState<string>(ALL);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const sessionId = sessionFilter === ALL ? null : Number(sessionFilter);
  const ofSession = useSessionBookings(sessionId);

  useEffect(() => {
    if (ofSession.isError) {
      toast({
        title: 'Error',
        description: 'Failed to fetch bookings for this session',
        variant: 'destructive',
      });
    }
  }, [ofSession.isError]);

  // Sessions that have bookings, latest first, as the filter's choices.
  const booked = new Set(bookings.map((booking) => booking.sessionId));
  const options = [
    { value: ALL, label: 'All sessions' },
    ...[...sessions]
      .filter((session) => booked.has(session.id))
      .reverse()
      .map((session) => ({
        value: String(session.id),
        label: `${session.title} · ${formatDay(session.sessionDate, 'short')}`,
      })),
  ];

  const shown = byUpcomingFirst(sessionId === null ? bookings : (ofSession.data ?? []));

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid w-full gap-1.5 sm:w-96">
          <Label htmlFor={selectId}>Session</Label>
          <OptionSelect
            id={selectId}
            options={options}
            value={sessionFilter}
            onChange={(value) => {
              setSessionFilter(value);
              setLimit(PAGE_SIZE);
            }}
            placeholder="All sessions"
          />
        </div>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {sessionId !== null && ofSession.isPending
            ? 'Loading…'
            : `${shown.length} ${shown.length === 1 ? 'booking' : 'bookings'}`}
        </p>
      </div>

      {sessionId !== null && ofSession.isPending ? (
        <div className="grid gap-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : sessionId !== null && ofSession.isError ? (
        <EmptyState icon={Inbox} title="Failed to fetch bookings for this session">
          <Button variant="outline" className="mt-2" onClick={() => void ofSession.refetch()}>
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
        <BookingList bookings={shown.slice(0, limit)} />
      )}

      {shown.length > limit ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => setLimit((n) => n + PAGE_SIZE)}
        >
          Show more ({shown.length - limit} left)
        </Button>
      ) : null}
    </div>
  );
}
