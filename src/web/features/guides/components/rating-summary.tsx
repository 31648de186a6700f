import { Badge } from '@/components/ui/badge';
import { RatingStars } from '@/components/ui/rating-stars';
import { cn } from '@/lib/cn';
import { formatRating } from '@/lib/star-rating';
import { useLingui } from '../i18n';

interface RatingSummaryProps {
  rating: number | null;
  reviewCount: number;
  className?: string;
  size?: 'sm' | 'lg';
}

/** Stars, the average with one decimal and the number of reviews; "New" for a guide nobody has reviewed yet. */
export function RatingSummary({ rating, reviewCount, className, size = 'sm' }: RatingSummaryProps) {
  const { i18n } = useLingui();
  if (rating === null) {
    return (
      <Badge variant="info" className={className}>
        {i18n._('guides.rating.new')}
      </Badge>
    );
  }
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <RatingStars rating={rating} size={size} />
      <span className={cn('font-semibold text-ink', size === 'lg' ? 'text-base' : 'text-sm')}>
        {formatRating(rating, i18n.locale)}
      </span>
      <span className={cn('text-ink-muted', size === 'lg' ? 'text-base' : 'text-sm')}>
        ({i18n._('guides.rating.reviews', { count: reviewCount })})
      </span>
    </span>
  );
}
