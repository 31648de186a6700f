import type { GuideBookingView } from '@contract/bookings';
import { formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';

import { formatEuros } from '@contract/money';
import { BookingStatusBadge } from '@/components/status-badges';
import { Card } from '@/components/ui/card';
import { MessagesButton } from '@/features/conversations';
import { personName } from '@/lib/person-names';
import { useLingui } from '../i18n';

function amountOf(booking: GuideBookingView, locale: Locale): string {
  return booking.paymentAmount === null ? '—' : formatEuros(booking.paymentAmount, locale);
}

/** A paid booking has a conversation, kept readable once cancelled. */
function hasConversation(booking: GuideBookingView): boolean {
  return booking.paymentAmount !== null;
}

/** Bookings as a table on wide screens and as cards on phones. */
export function BookingList({ bookings }: { bookings: readonly GuideBookingView[] }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <>
      <Card className="hidden overflow-hidden md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-sand-50 text-ink-muted">
            <tr>
              <th scope="col" className="px-5 py-3 font-medium">
                {i18n._('guideDashboard.bookingList.seeker')}
              </th>
              <th scope="col" className="px-5 py-3 font-medium">
                {i18n._('guideDashboard.bookingList.session')}
              </th>
              <th scope="col" className="px-5 py-3 font-medium">
                {i18n._('guideDashboard.bookingList.date')}
              </th>
              <th scope="col" className="px-5 py-3 font-medium">
                {i18n._('guideDashboard.bookingList.status')}
              </th>
              <th scope="col" className="px-5 py-3 text-right font-medium">
                {i18n._('guideDashboard.bookingList.amount')}
              </th>
              <th scope="col" className="px-5 py-3 font-medium">
                <span className="sr-only">{i18n._('guideDashboard.bookingList.messages')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {bookings.map((booking) => (
              <tr key={booking.id}>
                <td className="px-5 py-3">
                  <span className="block font-medium text-ink">{personName(i18n, booking.seekerName)}</span>
                </td>
                <td className="px-5 py-3 text-ink">{booking.sessionTitle}</td>
                <td className="px-5 py-3 whitespace-nowrap text-ink">
                  {formatDay(booking.sessionDate, 'short', locale)} · {booking.startTime}
                </td>
                <td className="px-5 py-3">
                  <BookingStatusBadge status={booking.status} />
                </td>
                <td className="px-5 py-3 text-right font-medium whitespace-nowrap text-ink">
                  {amountOf(booking, locale)}
                </td>
                <td className="px-5 py-3 text-right">
                  {hasConversation(booking) ? <MessagesButton bookingId={booking.id} /> : null}
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
                  <p className="font-semibold text-ink">{personName(i18n, booking.seekerName)}</p>
                </div>
                <BookingStatusBadge status={booking.status} />
              </div>
              <p className="text-sm text-ink">{booking.sessionTitle}</p>
              <div className="flex items-center justify-between text-sm">
                <span className="text-ink-muted">
                  {formatDay(booking.sessionDate, 'short', locale)} · {booking.startTime}
                </span>
                <span className="font-semibold text-ink">{amountOf(booking, locale)}</span>
              </div>
              {hasConversation(booking) ? (
                <div className="justify-self-start">
                  <MessagesButton bookingId={booking.id} />
                </div>
              ) : null}
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
