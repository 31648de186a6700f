import type { PublicUser } from '@contract/auth';
import { SUPPORT_EMAIL } from '@contract/brand';
import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import type { SessionView } from '@contract/sessions';
import type { I18n } from '@lingui/core';
import { CalendarX, LogIn, MapPin, Video } from 'lucide-react';
import { lazy, type Ref, Suspense, useState } from 'react';
import { CancellationPolicy } from '@/components/cancellation-policy';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { SessionPicture, type UpcomingSessions } from '@/features/sessions';
import { cn } from '@/lib/cn';
import { Link, useLocation } from '@/lib/router';
import { useLingui } from '../i18n';
import { BookingBar } from './booking-bar';
import { PlainSummary } from './plain-summary';
import { SessionSummary } from './session-summary';

// Forms, validation and the checkout call: only signed-in visitors who can book download them.
const BookingActions = lazy(async () => ({ default: (await import('./booking-actions')).BookingActions }));

/**
 * Sessions listed at first, and added by each "Show more sessions": a busy guide has dozens, and drawing them all
 * held up the first screen of their page on a phone.
 */
const SESSIONS_PER_STEP = 6;

function spotsLabel(session: SessionView, i18n: I18n): string {
  if (session.remainingSpots <= 0) return i18n._('bookings.sessions.full');
  return i18n._('bookings.sessions.spotsLeft', { count: session.remainingSpots });
}

/** The session to show as chosen: the one named in the URL when it can be booked, else the first that can. */
export function chooseSession(sessions: readonly SessionView[], wantedId: number | null): SessionView | null {
  const open = sessions.filter((session) => session.remainingSpots > 0);
  return open.find((session) => session.id === wantedId) ?? open[0] ?? null;
}

interface BookingCardProps {
  guideId: number;
  guideName: string;
  user: PublicUser | null;
  sessions: UpcomingSessions;
  selectedId: number | null;
  onSelect: (sessionId: number) => void;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The side card of a guide's profile: their upcoming sessions to choose from, then what the visitor can do
 * with the chosen one (BookingAction). It grows with its content and never scrolls inside itself: the page is the
 * one thing that scrolls, and the main action stays in sight in the booking bar.
 */
export function BookingCard({
  guideId,
  guideName,
  user,
  sessions,
  selectedId,
  onSelect,
  className,
  ref,
}: BookingCardProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [shownCount, setShownCount] = useState(SESSIONS_PER_STEP);
  const chosen = sessions.data ? chooseSession(sessions.data, selectedId) : null;
  const allSessions = sessions.data ?? [];
  // The chosen session is always listed, however far down it is.
  const listed = allSessions.slice(0, Math.max(shownCount, chosen ? allSessions.indexOf(chosen) + 1 : 0));
  const hiddenCount = Math.max(sessions.total, allSessions.length) - listed.length;
  // A guide who gave no session a picture keeps the list as it was; otherwise every row has its place for one.
  const withPictures = listed.some((session) => session.imageUrl);
  const showMore = () => {
    const next = listed.length + SESSIONS_PER_STEP;
    setShownCount(next);
    // The next page comes from the server once what is loaded runs out.
    if (next > allSessions.length && sessions.hasMore && !sessions.isLoadingMore) sessions.loadMore();
  };
  return (
    <Card ref={ref} data-booking-card="" className={cn('grid gap-5 p-6', className)}>
      <div>
        <h2 className="font-display text-2xl font-semibold text-ink">{i18n._('bookings.sessions.title')}</h2>
        <p className="mt-1 text-sm text-ink-muted">
          {sessions.data?.length === 0
            ? i18n._('bookings.sessions.timeWith', { name: guideName })
            : i18n._('bookings.sessions.upcomingWith', { name: guideName })}
        </p>
      </div>

      {sessions.isPending ? (
        <div className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-20 w-full rounded-2xl" />
          <Skeleton className="h-20 w-full rounded-2xl" />
        </div>
      ) : sessions.isError ? (
        <p role="alert" className="rounded-2xl bg-danger-50 p-4 text-sm text-danger-700">
          {i18n._('bookings.sessions.loadFailed')}
        </p>
      ) : sessions.data?.length === 0 ? (
        <div className="flex items-start gap-3 rounded-2xl bg-sand-100 p-4 text-sm text-ink-muted">
          <CalendarX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
          <p>
            {!user
              ? i18n._('bookings.sessions.noneSignedOut', { name: guideName })
              : user.id !== guideId
                ? i18n._('bookings.sessions.noneSeeker', { name: guideName })
                : i18n._('bookings.sessions.noneOwn', { name: guideName })}
          </p>
        </div>
      ) : (
        <div className="grid gap-3">
          <RadioGroup
            aria-label={i18n._('bookings.sessions.choose')}
            value={chosen ? String(chosen.id) : ''}
            onValueChange={(value) => onSelect(Number(value))}
            className="gap-2.5"
          >
            {listed.map((session) => (
              <RadioCard
                key={session.id}
                value={String(session.id)}
                disabled={session.remainingSpots <= 0}
                className="p-3.5 data-[disabled]:cursor-not-allowed data-[disabled]:bg-sand-50 data-[disabled]:hover:border-input"
                media={
                  withPictures ? (
                    <SessionPicture
                      src={session.imageUrl}
                      alt=""
                      width={96}
                      height={96}
                      className="size-12 rounded-xl"
                    />
                  ) : undefined
                }
                label={
                  <span className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0">{session.title}</span>
                    <span className="shrink-0">{formatEuros(session.price, locale)}</span>
                  </span>
                }
                description={
                  <span className="mt-1 grid gap-0.5">
                    <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="whitespace-nowrap">
                        {formatDate(session.startsAt, 'weekday', locale)} · {session.startTime}–
                        {session.endTime}
                      </span>
                      <span
                        className={cn(
                          'shrink-0 font-medium',
                          session.remainingSpots <= 0 ? 'text-danger-600' : 'text-teal-700',
                        )}
                      >
                        {spotsLabel(session, i18n)}
                      </span>
                    </span>
                    <span className="flex min-w-0 items-center gap-1">
                      {session.online ? (
                        <Video aria-hidden="true" className="size-3.5 shrink-0" />
                      ) : (
                        <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                      )}
                      <span className="truncate" title={session.location}>
                        {session.location}
                      </span>
                    </span>
                  </span>
                }
              />
            ))}
          </RadioGroup>
          {hiddenCount > 0 ? (
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              pending={sessions.isLoadingMore}
              onClick={showMore}
            >
              {i18n._('bookings.sessions.showMore', { count: hiddenCount })}
            </Button>
          ) : null}
        </div>
      )}

      <BookingAction
        guideId={guideId}
        guideName={guideName}
        user={user}
        session={chosen}
        mode={
          sessions.isPending || sessions.isError ? 'waiting' : sessions.data?.length ? 'session' : 'request'
        }
      />
      <CancellationPolicy />
      <p className="text-xs text-ink-muted">
        {i18n._('bookings.sessions.questions')}{' '}
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="font-medium text-link underline-offset-4 hover:underline"
        >
          {SUPPORT_EMAIL}
        </a>
      </p>
    </Card>
  );
}

type BookingMode = 'waiting' | 'session' | 'request';

/**
 * What the visitor can do with the card (spec, "Booking card and booking flow"): signed out, sign in first; the
 * guide, nothing (this is their own page); anyone else books the chosen session or, when the guide has none
 * scheduled, asks for a private hour. That part (forms, validation, the checkout call) is only downloaded by
 * signed-in visitors. Its pieces are the card's own children, so that the booking bar among them can stick to the
 * bottom of the window anywhere along the card.
 */
function BookingAction({
  guideId,
  guideName,
  user,
  session,
  mode,
}: {
  guideId: number;
  guideName: string;
  user: PublicUser | null;
  session: SessionView | null;
  mode: BookingMode;
}) {
  const { i18n } = useLingui();
  const location = useLocation();
  if (!user) {
    return (
      <>
        <p className="border-t border-border pt-5 text-sm text-ink">
          {i18n._('bookings.action.signInFirst')}
        </p>
        <BookingBar
          summary={
            session ? (
              <SessionSummary session={session} />
            ) : (
              <PlainSummary
                title={guideName}
                detail={
                  mode === 'request'
                    ? i18n._('bookings.action.privateSessions')
                    : mode === 'session'
                      ? i18n._('bookings.action.allFull')
                      : null
                }
              />
            )
          }
        >
          <Button asChild size="lg">
            <Link to="/auth" state={{ from: `${location.pathname}${location.search}` }}>
              <LogIn aria-hidden="true" />
              {i18n._('bookings.action.loginToBook')}
            </Link>
          </Button>
        </BookingBar>
      </>
    );
  }
  if (user.id === guideId) {
    return (
      <p className="border-t border-border pt-5 text-sm text-ink-muted">
        {mode === 'request'
          ? i18n._('bookings.action.ownPageRequests')
          : i18n._('bookings.action.ownPageSessions')}
      </p>
    );
  }
  if (mode === 'waiting') return null;
  return (
    <Suspense fallback={<BookingActionsSkeleton />}>
      <BookingActions guideId={guideId} guideName={guideName} user={user} session={session} mode={mode} />
    </Suspense>
  );
}

function BookingActionsSkeleton() {
  return (
    <div className="grid gap-3 border-t border-border pt-5" aria-hidden="true">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-12 w-full rounded-full" />
    </div>
  );
}
