import { formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';

import { formatEuros } from '@contract/money';
import type { GuideSessionView } from '@contract/sessions';
import { CalendarDays, Clock, MapPin, Pencil, Sparkles, Ticket, Users, Video, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { BookingStatusBadge, SessionStatusBadge } from '@/components/status-badges';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useSessionBookings } from '@/features/bookings';
import { WriteToEveryone } from '@/features/conversations';
import { practiceName } from '@/lib/option-names/option-names';
import { personName } from '@/lib/person-names';
import { useLingui } from '../i18n';
import { isEditable, spotsText, timeRange } from './session-bits';
import { ShowMoreButton } from './show-more-button';

interface SessionDetailsDialogProps {
  session: GuideSessionView | null;
  onClose: () => void;
  onEdit: (session: GuideSessionView) => void;
  onCancel: (session: GuideSessionView) => void;
}

function SessionBookings({ sessionId }: { sessionId: number }) {
  const bookings = useSessionBookings(sessionId);
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  useEffect(() => {
    if (bookings.isError) {
      toast({
        title: i18n._('guideDashboard.errorTitle'),
        description: i18n._('guideDashboard.sessionBookingsFailed'),
        variant: 'destructive',
      });
    }
  }, [bookings.isError, i18n]);

  if (bookings.isPending) {
    return (
      <div className="grid gap-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (bookings.isError)
    return <p className="text-sm text-danger-600">{i18n._('guideDashboard.sessionBookingsFailed')}</p>;
  const shown = bookings.data.pages.flatMap((page) => page.items);
  const total = bookings.data.pages[0]?.total ?? 0;
  if (shown.length === 0)
    return <p className="text-sm text-ink-muted">{i18n._('guideDashboard.nobodyBooked')}</p>;
  return (
    <div className="grid min-w-0 gap-3">
      <ul className="min-w-0 divide-y divide-border rounded-2xl border border-border">
        {shown.map((booking) => (
          <li key={booking.id} className="flex items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-ink">{personName(i18n, booking.seekerName)}</p>
              {booking.notes ? <p className="mt-1 text-sm text-ink">“{booking.notes}”</p> : null}
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <BookingStatusBadge status={booking.status} />
              {booking.paymentAmount !== null ? (
                <span className="text-sm font-medium text-ink">
                  {formatEuros(booking.paymentAmount, locale)}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <ShowMoreButton list={bookings} size="sm">
        {i18n._('guideDashboard.showMore', { count: total - shown.length })}
      </ShowMoreButton>
    </div>
  );
}

/** One session in full, with who booked it; Edit and Cancel while it is still ahead. */
export function SessionDetailsDialog({ session, onClose, onEdit, onCancel }: SessionDetailsDialogProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Dialog open={session !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-xl">
        {session ? (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <SessionStatusBadge status={session.status} />
                <span className="text-sm text-ink-muted">{practiceName(i18n, session.modality)}</span>
              </div>
              <DialogTitle>{session.title}</DialogTitle>
              <DialogDescription
                lang={session.descriptionLocale ?? undefined}
                className="whitespace-pre-line"
              >
                {session.description}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid gap-3 rounded-2xl bg-sand-50 p-4 text-sm sm:grid-cols-2">
              {[
                {
                  icon: CalendarDays,
                  label: i18n._('guideDashboard.bookingList.date'),
                  value: formatDay(session.sessionDate, 'long', locale),
                },
                {
                  icon: Clock,
                  label: i18n._('guideDashboard.details.time'),
                  value: i18n._('guideDashboard.details.timeLisbon', { time: timeRange(session) }),
                },
                session.online
                  ? {
                      icon: Video,
                      label: i18n._('guideDashboard.details.meetingLink'),
                      value: session.meetingUrl ?? i18n._('guideDashboard.details.online'),
                    }
                  : {
                      icon: MapPin,
                      label: i18n._('guideDashboard.details.location'),
                      value: session.location,
                    },
                {
                  icon: Ticket,
                  label: i18n._('guideDashboard.details.price'),
                  value: formatEuros(session.price, locale),
                },
                {
                  icon: Users,
                  label: i18n._('guideDashboard.details.places'),
                  value: spotsText(session, i18n),
                },
                {
                  icon: Sparkles,
                  label: i18n._('guideDashboard.details.capacity'),
                  value: String(session.capacity),
                },
              ].map(({ icon: Icon, label, value }) => (
                // A <dl> may only hold <dt>/<dd> pairs, each wrapped in at most one <div>: the icon sits in the term.
                <div key={label} className="min-w-0">
                  <dt className="flex items-center gap-2.5 text-ink-muted">
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-teal-700" />
                    {label}
                  </dt>
                  <dd className="pl-6.5 font-medium break-words text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <section aria-labelledby="session-bookings-heading" className="grid gap-3">
              <h3 id="session-bookings-heading" className="font-sans text-base font-semibold text-ink">
                {i18n._('guideDashboard.details.bookings')}
              </h3>
              <SessionBookings sessionId={session.id} />
              {isEditable(session) ? <WriteToEveryone sessionId={session.id} /> : null}
            </section>
            {isEditable(session) ? (
              <DialogFooter>
                <Button
                  variant="ghost"
                  className="text-danger-600 hover:bg-danger-50"
                  onClick={() => onCancel(session)}
                >
                  <XCircle aria-hidden="true" />
                  {i18n._('guideDashboard.details.cancel')}
                </Button>
                <Button variant="outline" onClick={() => onEdit(session)}>
                  <Pencil aria-hidden="true" />
                  {i18n._('guideDashboard.details.edit')}
                </Button>
              </DialogFooter>
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
