import type { GuideDetail } from '@contract/guides';
import type { Locale } from '@contract/locales';
import { CircleAlert, UserRoundX } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BookingCard } from '@/features/bookings/components/booking-card';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { useGuide } from '@/features/guides/api/get-guide';
import { GuideAbout } from '@/features/guides/components/guide-about';
import {
  GuideProfileHeader,
  GuideProfileHeaderSkeleton,
  guideName,
  guidePlace,
} from '@/features/guides/components/guide-profile-header';
import { ReviewListSkeleton } from '@/features/reviews/components/review-list';
import { useUpcomingSessions } from '@/features/sessions/api/get-upcoming-sessions';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { practiceName } from '@/lib/option-names/option-names';
import { keepOwnHeight } from '@/lib/own-height';
import { Link, useParams, useSearchParams } from '@/lib/router';
import { useHydrated } from '@/lib/use-hydrated';
import { useLingui } from './i18n';

type ProfileTab = 'about' | 'reviews';

// Most visits stay on About: the reviews tab's code (with the review form and its validation) comes when opened.
const ReviewsPanel = lazy(async () => ({
  default: (await import('@/features/reviews/components/reviews-panel')).ReviewsPanel,
}));

function idFrom(value: string | undefined): number {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
}

/** Also serves /practitioners/:id, the admin's link to the same profile. */
export function GuidePage() {
  const { i18n } = useLingui();
  const id = idFrom(useParams().id);
  const { data, isPending, isError, error, refetch, isRefetching } = useGuide(id);

  if (id === 0 || isApiError(error, 404)) return <GuideNotFound />;
  if (isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <PageMeta
          title={i18n._('seekers.guide.meta.title')}
          description={i18n._('seekers.guide.meta.description')}
        />
        <EmptyState
          icon={CircleAlert}
          headingLevel="h1"
          title={i18n._('seekers.guide.error.title')}
          action={
            <Button onClick={() => void refetch()} pending={isRefetching}>
              {i18n._('seekers.guide.error.retry')}
            </Button>
          }
        >
          {i18n._('seekers.guide.error.body')}
        </EmptyState>
      </div>
    );
  }
  if (isPending) return <GuideSkeleton />;
  return <GuideProfile id={id} detail={data} />;
}

function GuideProfile({ id, detail }: { id: number; detail: GuideDetail }) {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const wantedSession = idFrom(searchParams.get('session_id') ?? undefined) || null;
  const sessions = useUpcomingSessions(id, wantedSession);
  const name = guideName(detail);
  const tab: ProfileTab = searchParams.get('tab') === 'reviews' ? 'reviews' : 'about';

  const setParam = (key: string, value: string | null) =>
    setSearchParams(
      (params) => {
        if (value === null) params.delete(key);
        else params.set(key, value);
        return params;
      },
      { replace: true },
    );

  const { category } = detail.profile;
  const place = guidePlace(detail.profile, i18n.locale as Locale);
  const summary = detail.profile.shortBio ?? detail.profile.bio ?? '';
  const description = (
    category
      ? i18n._('seekers.guide.meta.summaryOf', {
          name,
          category: practiceName(i18n, category),
          place,
          summary,
        })
      : i18n._('seekers.guide.meta.summary', { name, place, summary })
  )
    .slice(0, 300)
    .trim();

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <PageMeta title={name} description={description} />
      <nav aria-label={i18n._('seekers.guide.breadcrumb')} className="mb-5 text-sm text-ink-muted">
        <Link to="/explore" className="font-medium text-link underline-offset-4 hover:underline">
          {i18n._('seekers.guide.explore')}
        </Link>{' '}
        <span aria-hidden="true">/</span> <span aria-current="page">{name}</span>
      </nav>
      {/*
        Phones read header, booking card, then the tabs; wider screens keep the card in a side column, where it
        sticks below the header when it fits the window. A taller card scrolls with the page until its end is in
        view and sticks there, so nothing in it is out of reach and nothing scrolls inside it.
      */}
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_24rem] lg:grid-rows-[auto_1fr]">
        <GuideProfileHeader
          detail={detail}
          action={<FavoriteButton guideId={id} name={name} className="border border-border" />}
        />
        <BookingCard
          ref={keepOwnHeight}
          className="lg:sticky lg:top-[min(6rem,calc(100dvh_-_var(--own-height,0px)_-_1.5rem))] lg:col-start-2 lg:row-span-2 lg:row-start-1"
          guideId={id}
          guideName={name}
          user={user}
          sessions={sessions}
          selectedId={wantedSession}
          onSelect={(sessionId) => setParam('session_id', String(sessionId))}
        />
        <Tabs
          className="min-w-0"
          value={tab}
          onValueChange={(value) => setParam('tab', value === 'reviews' ? 'reviews' : null)}
        >
          <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
            <TabsTrigger value="about" className="px-6 whitespace-nowrap">
              {i18n._('seekers.guide.tabs.about')}
            </TabsTrigger>
            <TabsTrigger value="reviews" className="px-6 whitespace-nowrap">
              {i18n._('seekers.guide.tabs.reviews', { count: detail.reviewCount })}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="about">
            <GuideAbout profile={detail.profile} name={name} />
          </TabsContent>
          <TabsContent value="reviews">
            <ReviewsTab guideId={id} name={name} />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}

/**
 * The reviews tab's code is not in the page's first download: the server's page, and the browser's first draw
 * over it, show the skeleton in its place.
 */
function ReviewsTab({ guideId, name }: { guideId: number; name: string }) {
  const hydrated = useHydrated();
  return (
    <Suspense fallback={<ReviewListSkeleton />}>
      {hydrated ? <ReviewsPanel guideId={guideId} guideName={name} /> : <ReviewListSkeleton />}
    </Suspense>
  );
}

function GuideNotFound() {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <PageMeta
        title={i18n._('seekers.guide.notFound.title')}
        description={i18n._('seekers.guide.notFound.description')}
      />
      <EmptyState
        icon={UserRoundX}
        title={i18n._('seekers.guide.notFound.title')}
        headingLevel="h1"
        action={
          <Button asChild>
            <Link to="/explore">{i18n._('seekers.guide.notFound.explore')}</Link>
          </Button>
        }
      >
        {i18n._('seekers.guide.notFound.body')}
      </EmptyState>
    </div>
  );
}

function GuideSkeleton() {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12" aria-busy="true">
      <span role="status" className="sr-only">
        {i18n._('seekers.guide.loading')}
      </span>
      <Skeleton className="mb-5 h-4 w-40" />
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="grid gap-8">
          <GuideProfileHeaderSkeleton />
          <Skeleton className="h-11 w-56 rounded-full" />
          <Skeleton className="h-40 w-full" />
        </div>
        <Skeleton className="h-96 w-full rounded-card" />
      </div>
    </div>
  );
}
