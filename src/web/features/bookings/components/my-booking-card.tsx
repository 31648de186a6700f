import type { BookingView } from '@contract/bookings';
import { formatDate, formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import { receiptPath } from '@contract/receipts';
import { webLinkHref } from '@contract/web-link';
import {
  CalendarDays,
  Clock,
  CreditCard,
  ExternalLink,
  MapPin,
  ReceiptText,
  Star,
  Video,
} from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { MessagesButton } from '@/features/conversations';
import { SessionPicture } from '@/features/sessions';
import { practiceName } from '@/lib/option-names/option-names';
import { Link } from '@/lib/router';
import { checkoutAddress } from '../checkout-address';
import { Trans, useLingui } from '../i18n';
import { canCancel, hasReceipt, PAYMENT_REVIEW_NOTE, paymentLink } from '../my-bookings';
import { BookingStatusBadge } from './booking-status-badge';
import { CancelBookingDialog } from './cancel-booking-dialog';

/** One booking on My Bookings: the session, what was paid, its status, and what the seeker can do next. */
export function MyBookingCard({ booking, now }: { booking: BookingView; now: Date }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [cancelling, setCancelling] = useState(false);
  const { session } = booking;
  const payAt = paymentLink(booking);
  const guidePage = `/practitioner/${session.practitionerId}`;

  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-4">
          {session.imageUrl ? (
            <SessionPicture
              src={session.imageUrl}
              alt=""
              width={224}
              height={160}
              className="size-14 rounded-xl sm:h-20 sm:w-28"
            />
          ) : null}
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wider text-teal-700 uppercase">
              {practiceName(i18n, session.modality)}
            </p>
            <h3 className="mt-1 text-lg font-semibold text-ink sm:text-xl">{session.title}</h3>
            {session.practitionerName ? (
              <p className="mt-0.5 text-sm text-ink-muted">
                {i18n._('bookings.card.withGuide', { name: session.practitionerName })}
              </p>
            ) : null}
          </div>
        </div>
        <BookingStatusBadge status={booking.status} className="mt-0.5" />
      </div>

      <ul className="grid gap-2 text-sm text-ink sm:grid-cols-[auto_auto_1fr] sm:gap-x-6">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
          <span className="sr-only">{i18n._('bookings.card.dateLabel')} </span>
          {formatDay(session.sessionDate, 'long', locale)}
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
          <span className="sr-only">{i18n._('bookings.card.timeLabel')} </span>
          {session.startTime}–{session.endTime}
        </li>
        <li className="flex min-w-0 items-start gap-2">
          {session.online ? (
            <Video aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
          ) : (
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
          )}
          <span className="sr-only">{i18n._('bookings.card.locationLabel')} </span>
          {session.location}
        </li>
      </ul>

      <MeetingLink booking={booking} />

      {payAt ? (
        <div className="flex flex-col gap-3 rounded-2xl bg-warning-50 p-4 text-sm text-ink sm:flex-row sm:items-center sm:justify-between">
          <p>
            {booking.holdExpiresAt
              ? i18n._('bookings.card.paymentHeldUntil', {
                  until: formatDate(booking.holdExpiresAt, 'weekdayTime', locale),
                })
              : i18n._('bookings.card.paymentNotCompleted')}
          </p>
          <Button asChild size="sm" variant="secondary" className="self-start sm:self-auto">
            <a href={checkoutAddress(payAt, locale)}>
              <CreditCard aria-hidden="true" />
              {i18n._('bookings.card.completePayment')}
            </a>
          </Button>
        </div>
      ) : null}

      {booking.status === 'payment_review' ? (
        <p className="rounded-2xl bg-warning-50 p-4 text-sm text-ink">{i18n._(PAYMENT_REVIEW_NOTE)}</p>
      ) : null}

      <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          {booking.status === 'payment_review' ? (
            i18n._('bookings.card.paymentUnderReview')
          ) : booking.paymentAmount !== null ? (
            <Trans
              id={/*i18n*/ 'bookings.card.totalPaid'}
              values={{ amount: formatEuros(booking.paymentAmount, locale) }}
              components={{ 0: <span className="font-semibold text-ink" /> }}
            />
          ) : (
            i18n._('bookings.card.notPaid')
          )}
          {booking.refundAmount ? (
            <>
              {' · '}
              <Trans
                id={/*i18n*/ 'bookings.card.refunded'}
                values={{ amount: formatEuros(booking.refundAmount, locale) }}
                components={{ 0: <span className="font-semibold text-success-700" /> }}
              />
            </>
          ) : booking.status === 'cancelled' && booking.paymentAmount ? (
            ` · ${i18n._('bookings.card.notRefunded')}`
          ) : null}
        </p>
        <div className="flex flex-wrap gap-2">
          {booking.confirmedAt ? <MessagesButton bookingId={booking.id} /> : null}
          {booking.status === 'completed' ? (
            <Button asChild size="sm" variant="soft">
              <Link to={`${guidePage}?tab=reviews`}>
                <Star aria-hidden="true" />
                {i18n._('bookings.card.leaveReview')}
              </Link>
            </Button>
          ) : null}
          {hasReceipt(booking) ? (
            <Button asChild size="sm" variant="outline">
              <Link to={receiptPath(booking.id)}>
                <ReceiptText aria-hidden="true" />
                {i18n._('bookings.card.receipt')}
              </Link>
            </Button>
          ) : null}
          {booking.status === 'cancelled' ? (
            <Button size="sm" variant="outline" disabled>
              {i18n._('bookings.card.viewDetails')}
            </Button>
          ) : (
            <Button asChild size="sm" variant="outline">
              <Link to={guidePage}>{i18n._('bookings.card.viewDetails')}</Link>
            </Button>
          )}
          {canCancel(booking, now) ? (
            <Button
              size="sm"
              variant="ghost"
              className="text-danger-600 hover:bg-danger-50"
              onClick={() => setCancelling(true)}
            >
              {i18n._('bookings.card.cancel')}
            </Button>
          ) : null}
        </div>
      </div>
      <CancelBookingDialog booking={booking} open={cancelling} onOpenChange={setCancelling} />
    </Card>
  );
}

/**
 * How to join an online session: the meeting link once the booking is confirmed (the API hands it
 * over only then); before, where it will appear.
 */
function MeetingLink({ booking }: { booking: BookingView }) {
  const { i18n } = useLingui();
  const { session } = booking;
  if (!session.online || booking.status === 'cancelled' || booking.status === 'completed') return null;
  const href = webLinkHref(session.meetingUrl);
  if (!href) {
    return (
      <p className="rounded-2xl bg-sand-50 p-4 text-sm text-ink-muted">
        {i18n._('bookings.meeting.pending')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-teal-50 p-4 text-sm text-ink sm:flex-row sm:items-center sm:justify-between">
      <p className="min-w-0">
        <Trans
          id={/*i18n*/ 'bookings.meeting.join'}
          values={{ href }}
          components={{
            0: <span className="font-medium" />,
            1: <span className="break-all text-ink-muted" />,
          }}
        />
      </p>
      <Button asChild size="sm" className="self-start sm:self-auto">
        <a href={href} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          {i18n._('bookings.meeting.joinButton')}
        </a>
      </Button>
    </div>
  );
}

export function MyBookingCardSkeleton() {
  return (
    <Card className="grid gap-4 p-5 sm:p-6" aria-hidden="true">
      <div className="flex justify-between gap-3">
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-40" />
        </div>
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <Skeleton className="h-4 w-full" />
      <div className="flex justify-between border-t border-border pt-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-48 rounded-full" />
      </div>
    </Card>
  );
}
