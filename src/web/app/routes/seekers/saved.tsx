import { CircleAlert, Heart } from 'lucide-react';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useFavorites } from '@/features/favorites/api/get-favorites';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { GuideCard, GuideCardSkeleton } from '@/features/guides/components/guide-card';
import { NextSession } from '@/features/guides/components/next-session';
import { Link } from '@/lib/router';

export function SavedPage() {
  const { data, isPending, isError, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useFavorites();
  const saved = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <PageMeta title="Saved guides" description="The wellness and spiritual guides you saved on Luz." />
      <header className="max-w-2xl">
        <h1 className="text-4xl font-semibold tracking-tight text-ink sm:text-5xl">Saved guides</h1>
        <p className="mt-3 text-lg text-ink-muted">
          The guides you keep coming back to. Tap the heart on any guide to add or remove them.
        </p>
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
            title="We couldn't load your saved guides"
            action={
              <Button onClick={() => void refetch()} pending={isRefetching}>
                Try again
              </Button>
            }
          >
            Please check your connection and try again.
          </EmptyState>
        ) : saved.length === 0 ? (
          <EmptyState
            icon={Heart}
            title="No saved guides yet"
            action={
              <Button asChild>
                <Link to="/explore">Explore practitioners</Link>
              </Button>
            }
          >
            When a guide resonates with you, tap the heart on their card or profile and they will wait for you
            here.
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
              Show more saved guides ({total - saved.length} left)
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
