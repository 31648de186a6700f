import { PRODUCT_NAME } from '@contract/brand';
import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import type { GuideReviewView } from '@contract/reviews';
import { CircleAlert, EyeOff, MessageSquareHeart, Pencil, Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { RatingStars } from '@/components/ui/rating-stars';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { personName } from '@/lib/person-names';
import { useMyReviews } from '../api/get-my-reviews';
import { useDeleteReply } from '../api/reply-to-review';
import { useLingui } from '../i18n';
import { ReplyForm } from './reply-form';
import { ReviewListSkeleton } from './review-list';
import { ReviewReplyBlock } from './review-reply';

/**
 * The guide dashboard's Reviews tab: what seekers wrote, newest first, with a way to answer each review
 * once in public, change that answer or take it back.
 */
export function GuideReviewsTab({ guideName }: { guideName: string }) {
  const { i18n } = useLingui();
  const reviews = useMyReviews();
  const [replying, setReplying] = useState<number | null>(null);
  const [removing, setRemoving] = useState<GuideReviewView | null>(null);
  const remove = useDeleteReply();

  const onRemove = async (review: GuideReviewView) => {
    try {
      await remove.mutateAsync(review.id);
      toast({ title: i18n._('reviews.guide.replyRemoved'), variant: 'success' });
      setRemoving(null);
    } catch (error) {
      toast({
        title: i18n._('reviews.guide.errorTitle'),
        description: errorMessage(error, i18n._('reviews.guide.removeFailed')),
        variant: 'destructive',
      });
    }
  };

  if (reviews.isPending) return <ReviewListSkeleton />;
  if (reviews.isError) {
    return (
      <p role="alert" className="flex items-center gap-2 rounded-2xl bg-danger-50 p-4 text-danger-700">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {i18n._('reviews.guide.loadFailed')}
        <Button variant="outline" size="sm" className="ml-auto" onClick={() => void reviews.refetch()}>
          {i18n._('reviews.guide.tryAgain')}
        </Button>
      </p>
    );
  }
  const items = reviews.data.pages.flatMap((page) => page.items);
  const total = reviews.data.pages[0]?.total ?? 0;
  if (items.length === 0) {
    return (
      <EmptyState icon={MessageSquareHeart} title={i18n._('reviews.list.emptyTitle')} headingLevel="h2">
        {i18n._('reviews.guide.empty')}
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink-muted">{i18n._('reviews.guide.count', { count: total })}</p>
      <ul className="grid gap-4">
        {items.map((review) => (
          <li key={review.id} className="rounded-card border border-border bg-card p-5 shadow-soft sm:p-6">
            <article
              aria-label={i18n._('reviews.guide.reviewBy', { author: personName(i18n, review.authorName) })}
            >
              <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                <div>
                  <p className="font-semibold text-ink">{personName(i18n, review.authorName)}</p>
                  <p className="text-sm text-ink-muted">
                    {review.sessionTitle} ·{' '}
                    <time dateTime={review.createdAt}>
                      {formatDate(review.createdAt, 'short', i18n.locale as Locale)}
                    </time>
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  {review.hidden ? (
                    <Badge
                      variant="warning"
                      title={i18n._('reviews.guide.hiddenTitle', { product: PRODUCT_NAME })}
                    >
                      <EyeOff aria-hidden="true" />
                      {i18n._('reviews.guide.hidden', { product: PRODUCT_NAME })}
                    </Badge>
                  ) : null}
                  <RatingStars rating={review.rating} />
                </div>
              </header>
              <p className="mt-3 leading-relaxed whitespace-pre-line break-words text-ink">
                {review.comment}
              </p>

              {replying === review.id ? (
                <div className="mt-4">
                  <ReplyForm
                    reviewId={review.id}
                    authorName={personName(i18n, review.authorName)}
                    reply={review.reply}
                    onDone={() => setReplying(null)}
                  />
                </div>
              ) : review.reply ? (
                <>
                  <ReviewReplyBlock reply={review.reply} guideName={guideName} className="mt-4" />
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" onClick={() => setReplying(review.id)}>
                      <Pencil aria-hidden="true" />
                      {i18n._('reviews.guide.editReply')}
                    </Button>
                    <Button variant="destructive-ghost" size="sm" onClick={() => setRemoving(review)}>
                      <Trash2 aria-hidden="true" />
                      {i18n._('reviews.guide.removeReply')}
                    </Button>
                  </div>
                </>
              ) : (
                <Button
                  variant="soft"
                  size="sm"
                  className="mt-4"
                  aria-label={i18n._('reviews.guide.replyTo', {
                    author: personName(i18n, review.authorName),
                  })}
                  onClick={() => setReplying(review.id)}
                >
                  <Reply aria-hidden="true" />
                  {i18n._('reviews.guide.reply')}
                </Button>
              )}
            </article>
          </li>
        ))}
      </ul>
      {reviews.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          pending={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {i18n._('reviews.showMore')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={i18n._('reviews.guide.removeTitle')}
        description={
          removing
            ? i18n._('reviews.guide.removeText', { author: personName(i18n, removing.authorName) })
            : i18n._('reviews.guide.removeTextAnonymous')
        }
        confirmLabel={i18n._('reviews.guide.removeReply')}
        pending={remove.isPending}
        onConfirm={() => (removing ? void onRemove(removing) : undefined)}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
