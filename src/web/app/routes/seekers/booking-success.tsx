import type { BookingView } from '@contract/bookings';
import { formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import {
  CalendarDays,
  CircleAlert,
  Clock,
  Hourglass,
  MailCheck,
  MapPin,
  PartyPopper,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { AzulejoPattern } from '@/components/azulejo-pattern';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useBooking } from '@/features/bookings/api/get-booking';
import { BookingStatusBadge } from '@/features/bookings/components/booking-status-badge';
import { PAYMENT_REVIEW_NOTE } from '@/features/bookings/my-bookings';
import { idParam } from '@/features/seeker-profile/return-destination';
import { useAuth } from '@/lib/auth';
import { practiceName } from '@/lib/option-names/option-names';
import { Link, Navigate, useSearchParams } from '@/lib/router';
import { Trans, useLingui } from './i18n';
import { SupportLine } from './support-line';

function SuccessMeta() {
  const { i18n } = useLingui();
  return (
    <PageMeta
      title={i18n._('seekers.success.metaTitle')}
      description={i18n._('seekers.success.description')}
    />
  );
}

/** /booking-success?booking_id=…&session_id=…: where a paid checkout returns (spec, "Booking confirmation"). */
export function BookingSuccessPage() {
  const [searchParams] = useSearchParams();
  const bookingIdText = searchParams.get('booking_id');
  const bookingId = idParam(bookingIdText);
  const sessionId = idParam(searchParams.get('session_id'));
  const booking = useBooking(bookingId, { pollWhilePending: true });

  // Spec: without a booking_id there is nothing to confirm.
  if (!bookingIdText) return <Navigate to="/" replace />;
  if (bookingId === null || booking.isError) return <BookingNotFound failed="booking" />;
  if (booking.isPending) return <SuccessSkeleton />;
  // The session of the address must be the booking's: anything else is not this seeker's confirmation.
  if (sessionId !== null && booking.data.sessionId !== sessionId) {
    return <BookingNotFound failed="session" />;
  }
  return <Confirmation booking={booking.data} />;
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-12">
      <dt className="text-xs font-medium tracking-wider text-ink-muted uppercase">
        <span className="absolute top-0.5 left-0 inline-flex size-9 items-center justify-center rounded-full bg-sand-100 text-teal-700 [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}

function Confirmation({ booking }: { booking: BookingView }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { user } = useAuth();
  const { session } = booking;
  const paid = booking.status === 'confirmed' || booking.status === 'completed';
  const pending = booking.status === 'pending';
  const inReview = booking.status === 'payment_review';

  const heading = paid
    ? i18n._('seekers.success.confirmed')
    : pending
      ? i18n._('seekers.success.confirming')
      : inReview
        ? i18n._('seekers.success.checking')
        : i18n._('seekers.success.cancelled');
  const lead = paid
    ? i18n._('seekers.success.confirmedLead', { title: session.title })
    : pending
      ? i18n._('seekers.success.confirmingLead')
      : inReview
        ? i18n._(PAYMENT_REVIEW_NOTE)
        : i18n._('seekers.success.cancelledLead');

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <SuccessMeta />
      <Card className="relative overflow-hidden">
        <div className="relative h-24 overflow-hidden sm:h-32">
          <AzulejoPattern tileSize={56} className="opacity-60" />
          <div className="absolute inset-0 bg-linear-to-b from-transparent to-card" />
        </div>
        <div className="relative -mt-10 px-6 pb-8 sm:px-10 sm:pb-10">
          <span
            className={
              paid
                ? 'inline-flex size-16 items-center justify-center rounded-2xl bg-teal-700 text-white shadow-soft'
                : 'inline-flex size-16 items-center justify-center rounded-2xl bg-sand-200 text-ink shadow-soft'
            }
          >
            {paid ? (
              <PartyPopper aria-hidden="true" className="size-7" />
            ) : (
              <Hourglass aria-hidden="true" className="size-7" />
            )}
          </span>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{heading}</h1>
            <BookingStatusBadge status={booking.status} />
          </div>
          <p className="mt-3 text-lg text-ink-muted" aria-live="polite">
            {lead}
          </p>

          <section
            aria-labelledby="session-heading"
            className="mt-8 rounded-2xl border border-border p-5 sm:p-6"
          >
            <p className="text-xs font-semibold tracking-wider text-teal-700 uppercase">
              {practiceName(i18n, session.modality)}
            </p>
            <h2 id="session-heading" className="mt-1 text-xl font-semibold text-ink sm:text-2xl">
              {session.title}
            </h2>
            <dl className="mt-5 grid gap-4 sm:grid-cols-2">
              <Detail icon={<CalendarDays aria-hidden="true" />} label={i18n._('seekers.success.date')}>
                {formatDay(session.sessionDate, 'long', locale)}
              </Detail>
              <Detail icon={<Clock aria-hidden="true" />} label={i18n._('seekers.success.time')}>
                {session.startTime}–{session.endTime}
              </Detail>
              <Detail icon={<MapPin aria-hidden="true" />} label={i18n._('seekers.success.location')}>
                {session.online ? i18n._('seekers.success.online') : session.location}
              </Detail>
              {session.practitionerName ? (
                <Detail icon={<UserRound aria-hidden="true" />} label={i18n._('seekers.success.guide')}>
                  <Link
                    to={`/practitioner/${session.practitionerId}`}
                    className="font-medium text-link underline-offset-4 hover:underline"
                  >
                    {session.practitionerName}
                  </Link>
                </Detail>
              ) : null}
            </dl>
            <dl className="mt-6 grid gap-2 border-t border-border pt-5 text-ink">
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-ink-muted">{i18n._('seekers.success.fee')}</dt>
                <dd>{formatEuros(session.price, locale)}</dd>
              </div>
              {booking.paymentAmount !== null && !inReview ? (
                <div className="flex items-baseline justify-between gap-4">
                  <dt className="font-semibold">{i18n._('seekers.success.totalPaid')}</dt>
                  <dd className="text-xl font-semibold">{formatEuros(booking.paymentAmount, locale)}</dd>
                </div>
              ) : null}
            </dl>
          </section>

          {paid ? (
            <p className="mt-6 flex items-start gap-3 rounded-2xl bg-teal-50 p-4 text-ink">
              <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
              <span>
                {user
                  ? i18n._('seekers.success.emailSentTo', { email: user.email })
                  : i18n._('seekers.success.emailSent')}
              </span>
            </p>
          ) : null}

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/bookings">{i18n._('seekers.viewBookings')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/">{i18n._('seekers.success.backHome')}</Link>
            </Button>
          </div>
        </div>
      </Card>
      <SupportLine messageId={/*i18n*/ 'seekers.success.questions'} className="mt-8" />
    </div>
  );
}

/** Spec: "Failed to fetch booking", or "Failed to fetch session" when the address names another session. */
function BookingNotFound({ failed }: { failed: 'booking' | 'session' }) {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <PageMeta
        title={i18n._('seekers.success.notFound')}
        description={i18n._('seekers.success.description')}
      />
      <EmptyState
        icon={CircleAlert}
        headingLevel="h1"
        title={i18n._('seekers.success.notFound')}
        action={
          <>
            <Button asChild>
              <Link to="/bookings">{i18n._('seekers.viewBookings')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/">{i18n._('seekers.success.backHome')}</Link>
            </Button>
          </>
        }
      >
        <p>
          {failed === 'booking'
            ? i18n._('seekers.success.bookingFetchFailed')
            : i18n._('seekers.success.sessionFetchFailed')}
        </p>
        <p className="mt-1">{i18n._('seekers.success.notFoundText')}</p>
      </EmptyState>
      <SupportLine messageId={/*i18n*/ 'seekers.success.questions'} className="mt-8" />
    </div>
  );
}

function SuccessSkeleton() {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14" aria-busy="true">
      <SuccessMeta />
      <span role="status" className="sr-only">
        {i18n._('seekers.success.loading')}
      </span>
      <Skeleton className="h-[34rem] w-full rounded-card" />
    </div>
  );
}
