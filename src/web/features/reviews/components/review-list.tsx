import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import type { ReviewView } from '@contract/reviews';
import { Flag, MessageSquareHeart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RatingStars } from '@/components/ui/rating-stars';
import { Skeleton } from '@/components/ui/skeleton';
import { personName } from '@/lib/person-names';
import { useLingui } from '../i18n';
import { ReviewReplyBlock } from './review-reply';

/** The avatar's letters of a signature: "Sofia A." → "SA". */
function initialsOf(authorName: string): string {
  return authorName
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}

interface ReviewListProps {
  reviews: ReviewView[];
  guideName: string;
  /** Offered to signed-in visitors: opens the report dialog for that review. */
  onReport?: (review: ReviewView) => void;
}

export function ReviewList({ reviews, guideName, onReport }: ReviewListProps) {
  const { i18n } = useLingui();
  if (reviews.length === 0) {
    return (
      <EmptyState icon={MessageSquareHeart} title={i18n._('reviews.list.emptyTitle')} headingLevel="h3">
        {i18n._('reviews.list.empty', { name: guideName })}
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-card border border-border bg-card p-6 shadow-soft">
          <article>
            <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-teal-50 text-sm font-semibold text-teal-700"
                >
                  {initialsOf(personName(i18n, review.authorName))}
                </span>
                <div>
                  <p className="font-semibold text-ink">{personName(i18n, review.authorName)}</p>
                  <p className="text-sm text-ink-muted">
                    <time dateTime={review.createdAt}>
                      {formatDate(review.createdAt, 'short', i18n.locale as Locale)}
                    </time>
                  </p>
                </div>
              </div>
              <RatingStars rating={review.rating} />
            </header>
            <p className="mt-4 leading-relaxed whitespace-pre-line text-ink">{review.comment}</p>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-ink-muted">
                {i18n._('reviews.list.session', { title: review.sessionTitle })}
              </p>
              {onReport ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="-mr-2 text-ink-muted"
                  aria-label={i18n._('reviews.list.reportLabel', {
                    author: personName(i18n, review.authorName),
                  })}
                  onClick={() => onReport(review)}
                >
                  <Flag aria-hidden="true" />
                  {i18n._('reviews.list.report')}
                </Button>
              ) : null}
            </div>
            {review.reply ? (
              <ReviewReplyBlock reply={review.reply} guideName={guideName} className="mt-4" />
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

export function ReviewListSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {[1, 2].map((key) => (
        <div key={key} className="grid gap-3 rounded-card border border-border bg-card p-6">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid gap-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-20" />
            </div>
          </div>
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}
