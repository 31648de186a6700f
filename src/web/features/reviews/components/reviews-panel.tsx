import type { ReviewView } from '@contract/reviews';
import { CircleAlert, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { Link, useLocation } from '@/lib/router';
import { useGuideReviews } from '../api/get-guide-reviews';
import { useReviewEligibility } from '../api/get-review-eligibility';
import { Trans, useLingui } from '../i18n';
import { ReportReviewDialog } from './report-review-dialog';
import { ReviewForm } from './review-form';
import { ReviewList, ReviewListSkeleton } from './review-list';

interface ReviewsPanelProps {
  guideId: number;
  guideName: string;
}

/** The Reviews tab: who may write one (and the form), then what others wrote. */
export function ReviewsPanel({ guideId, guideName }: ReviewsPanelProps) {
  const { i18n } = useLingui();
  const reviews = useGuideReviews(guideId);
  const { user } = useAuth();
  const [reporting, setReporting] = useState<ReviewView | null>(null);
  return (
    <div className="grid gap-6">
      <LeaveReview guideId={guideId} guideName={guideName} />
      {reviews.isPending ? (
        <ReviewListSkeleton />
      ) : reviews.isError ? (
        <p role="alert" className="flex items-center gap-2 rounded-2xl bg-danger-50 p-4 text-danger-700">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          {i18n._('reviews.panel.loadFailed')}
        </p>
      ) : (
        <>
          <ReviewList
            reviews={reviews.data.pages.flatMap((page) => page.items)}
            guideName={guideName}
            onReport={user ? setReporting : undefined}
          />
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
          {reviews.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm text-danger-700">
              {i18n._('reviews.panel.moreFailed')}
            </p>
          ) : null}
        </>
      )}
      <ReportReviewDialog review={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}

function LeaveReview({ guideId, guideName }: ReviewsPanelProps) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const eligibility = useReviewEligibility(guideId);

  if (isLoading) return null;
  if (!user) {
    return (
      <p className="flex items-start gap-3 rounded-2xl bg-sand-100 p-4 text-ink">
        <LogIn aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
        <span>
          <Trans
            id={/*i18n*/ 'reviews.panel.signIn'}
            values={{ name: guideName }}
            components={{
              0: (
                <Link
                  to="/auth"
                  state={{ from: `${location.pathname}${location.search}` }}
                  className="font-semibold text-link underline underline-offset-4"
                />
              ),
            }}
          />
        </span>
      </p>
    );
  }
  // A guide does not review themselves: nothing to say on their own page.
  if (user.id === guideId) return null;
  if (eligibility.isPending) return <Skeleton className="h-16 w-full rounded-2xl" />;
  if (eligibility.isError) return null;

  const { canReview, reason, sessions } = eligibility.data;
  if (!canReview) {
    return reason ? <p className="rounded-2xl bg-sand-100 p-4 text-ink-muted">{reason}</p> : null;
  }
  return (
    <Card className="p-6 sm:p-7">
      <ReviewForm
        key={sessions.map((session) => session.sessionId).join('-')}
        guideId={guideId}
        guideName={guideName}
        sessions={sessions}
      />
    </Card>
  );
}
