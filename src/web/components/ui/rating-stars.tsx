import { Star, StarHalf } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatRating, starFills } from '@/lib/star-rating';

interface RatingStarsProps {
  rating: number;
  className?: string;
  /** Size of one star, as a Tailwind size class. */
  starClassName?: string;
}

/** Five stars by the spec's rule, read out as "Rated 4.5 out of 5". */
export function RatingStars({ rating, className, starClassName = 'size-4' }: RatingStarsProps) {
  return (
    <span
      role="img"
      aria-label={`Rated ${formatRating(rating)} out of 5`}
      className={cn('inline-flex', className)}
    >
      {starFills(rating).map((fill, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never move
        <span key={index} aria-hidden="true" className={cn('relative inline-flex', starClassName)}>
          <Star className="size-full fill-star-empty text-star-empty" strokeWidth={1.5} />
          {fill === 'full' ? (
            <Star className="absolute inset-0 size-full fill-star text-star" strokeWidth={1.5} />
          ) : null}
          {fill === 'half' ? (
            <StarHalf className="absolute inset-0 size-full fill-star text-star" strokeWidth={1.5} />
          ) : null}
        </span>
      ))}
    </span>
  );
}
