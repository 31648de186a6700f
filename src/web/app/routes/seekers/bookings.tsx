import type { BookingView } from '@contract/bookings';
import { CalendarDays, CircleAlert } from 'lucide-react';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useMyBookings } from '@/features/bookings/api/get-my-bookings';
import { MyBookingCard, MyBookingCardSkeleton } from '@/features/bookings/components/my-booking-card';
import { splitBookings } from '@/features/bookings/my-bookings';
import { ConversationFromLink } from '@/features/conversations';
import { Link } from '@/lib/router';
import { Trans, useLingui } from './i18n';
import { SupportLine } from './support-line';

export function BookingsPage() {
  const { i18n } = useLingui();
  const bookings = useMyBookings();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <PageMeta
        title={i18n._('seekers.bookings.title')}
        description={i18n._('seekers.bookings.description')}
      />
      <header className="max-w-2xl">
        <h1 className="text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
          {i18n._('seekers.bookings.title')}
        </h1>
        <p className="mt-3 text-lg text-ink-muted">{i18n._('seekers.bookings.lead')}</p>
      </header>
      <div className="mt-10">
        {bookings.isPending ? (
          <div className="grid gap-4" aria-busy="true">
            <span role="status" className="sr-only">
              {i18n._('seekers.bookings.loading')}
            </span>
            <MyBookingCardSkeleton />
            <MyBookingCardSkeleton />
            <MyBookingCardSkeleton />
          </div>
        ) : bookings.isError ? (
          <EmptyState
            icon={CircleAlert}
            title={i18n._('seekers.bookings.loadFailed')}
            action={
              <Button onClick={() => void bookings.refetch()} pending={bookings.isRefetching}>
                {i18n._('seekers.tryAgain')}
              </Button>
            }
          >
            {i18n._('seekers.checkConnection')}
          </EmptyState>
        ) : bookings.data.pages[0]!.total === 0 ? (
          <EmptyState
            icon={CalendarDays}
            title={i18n._('seekers.bookings.emptyTitle')}
            action={
              <Button asChild>
                <Link to="/explore">{i18n._('seekers.explorePractitioners')}</Link>
              </Button>
            }
          >
            {i18n._('seekers.bookings.empty')}
          </EmptyState>
        ) : (
          <>
            <BookingSections bookings={bookings.data.pages.flatMap((page) => page.items)} />
            {bookings.hasNextPage ? (
              <div className="mt-8 grid justify-items-center gap-3">
                <Button
                  variant="outline"
                  pending={bookings.isFetchingNextPage}
                  onClick={() => void bookings.fetchNextPage()}
                >
                  {i18n._('seekers.bookings.showMore')}
                </Button>
                {bookings.isFetchNextPageError ? (
                  <p role="alert" className="text-sm text-danger-700">
                    {i18n._('seekers.bookings.moreFailed')}
                  </p>
                ) : null}
              </div>
            ) : null}
          </>
        )}
      </div>
      <SupportLine messageId={/*i18n*/ 'seekers.bookings.questions'} className="mt-12" />
      <ConversationFromLink />
    </div>
  );
}

/** The pages loaded so far: the server orders them upcoming first, so each section only grows downwards. */
function BookingSections({ bookings }: { bookings: BookingView[] }) {
  const { i18n } = useLingui();
  const now = new Date();
  const { upcoming, past } = splitBookings(bookings, now);
  return (
    <div className="grid gap-12">
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="text-2xl font-semibold text-ink">
          {i18n._('seekers.bookings.upcoming')}
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-border bg-card/60 p-5 text-ink-muted">
            <Trans
              id={/*i18n*/ 'seekers.bookings.nothingAhead'}
              components={{
                0: (
                  <Link to="/explore" className="font-medium text-link underline-offset-4 hover:underline" />
                ),
              }}
            />
          </p>
        ) : (
          <ul className="mt-4 grid gap-4">
            {upcoming.map((booking) => (
              <li key={booking.id}>
                <MyBookingCard booking={booking} now={now} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-heading">
          <h2 id="past-heading" className="text-2xl font-semibold text-ink">
            {i18n._('seekers.bookings.past')}
          </h2>
          <ul className="mt-4 grid gap-4">
            {past.map((booking) => (
              <li key={booking.id}>
                <MyBookingCard booking={booking} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
