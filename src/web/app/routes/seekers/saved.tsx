import { PRODUCT_NAME } from '@contract/brand';
import { CircleAlert, Heart } from 'lucide-react';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useFavorites } from '@/features/favorites/api/get-favorites';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { GuideCard, GuideCardSkeleton } from '@/features/guides/components/guide-card';
import { NextSession } from '@/features/guides/components/next-session';
import { Link } from '@/lib/router';
import { useLingui } from './i18n';

export function SavedPage() {
  const { i18n } = useLingui();
  const { data, isPending, isError, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useFavorites();
  const saved = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <PageMeta
        title={i18n._('seekers.saved.title')}
        description={i18n._('seekers.saved.description', { product: PRODUCT_NAME })}
      />
      <header className="max-w-2xl">
        <h1 className="text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
          {i18n._('seekers.saved.title')}
        </h1>
        <p className="mt-3 text-lg text-ink-muted">{i18n._('seekers.saved.lead')}</p>
      </header>
      <div className="mt-10">
        {isPending ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {[1, 2, 3].map((key) => (
              <li key={key}>
                <GuideCardSkeleton />
              </li>
            ))}
          </ul>
        ) : isError ? (
          <EmptyState
            icon={CircleAlert}
            title={i18n._('seekers.saved.loadFailed')}
            action={
              <Button onClick={() => void refetch()} pending={isRefetching}>
                {i18n._('seekers.tryAgain')}
              </Button>
            }
          >
            {i18n._('seekers.checkConnection')}
          </EmptyState>
        ) : saved.length === 0 ? (
          <EmptyState
            icon={Heart}
            title={i18n._('seekers.saved.emptyTitle')}
            action={
              <Button asChild>
                <Link to="/explore">{i18n._('seekers.explorePractitioners')}</Link>
              </Button>
            }
          >
            {i18n._('seekers.saved.empty')}
          </EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {saved.map((guide) => (
              <li key={guide.id} className="flex">
                <GuideCard
                  guide={guide}
                  headingLevel="h2"
                  className="w-full"
                  corner={<FavoriteButton guideId={guide.id} name={guide.fullName} />}
                  aside={<NextSession at={guide.nextSessionAt} />}
                />
              </li>
            ))}
          </ul>
        )}
        {hasNextPage ? (
          <div className="mt-8 flex justify-center">
            <Button variant="outline" pending={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {i18n._('seekers.saved.showMore', { count: total - saved.length })}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
