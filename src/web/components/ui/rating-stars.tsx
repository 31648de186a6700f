import { useId } from 'react';
import { useLingui } from '@/components/i18n';
import { cn } from '@/lib/cn';
import { formatRating, STAR_COUNT, starFills } from '@/lib/star-rating';

/** Lucide's star and half star (24 × 24), drawn once per rating and repeated with <use>. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const HALF_STAR_PATH =
  'M12 18.338a2.1 2.1 0 0 0-.987.244L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.12 2.12 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.12 2.12 0 0 0 1.597-1.16l2.309-4.679A.53.53 0 0 1 12 2';
const STAR_SIZE = 24;

const SIZES = {
  sm: 'h-4 w-20',
  lg: 'h-5 w-25',
} as const;

interface RatingStarsProps {
  rating: number;
  className?: string;
  /** A star of 1rem (sm) or 1.25rem (lg). */
  size?: keyof typeof SIZES;
}

/**
 * Five stars by the spec's rule, read out as "Rated 4.5 out of 5". One small SVG per rating: a list of cards shows
 * many, and ten icons each made every card's markup several kilobytes long.
 */
export function RatingStars({ rating, className, size = 'sm' }: RatingStarsProps) {
  const { i18n } = useLingui();
  const id = useId();
  const star = `${id}star`;
  const halfStar = `${id}half`;
  return (
    <span
      role="img"
      aria-label={i18n._('rating.stars', { rating: formatRating(rating, i18n.locale) })}
      className={cn('inline-flex', className)}
    >
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${STAR_SIZE * STAR_COUNT} ${STAR_SIZE}`}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={SIZES[size]}
      >
        <defs>
          <path id={star} d={STAR_PATH} />
          <path id={halfStar} d={HALF_STAR_PATH} />
        </defs>
        {starFills(rating).map((fill, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never move
          <g key={index} transform={`translate(${index * STAR_SIZE})`}>
            <use href={`#${star}`} className="fill-star-empty text-star-empty" />
            {fill === 'empty' ? null : (
              <use href={`#${fill === 'full' ? star : halfStar}`} className="fill-star text-star" />
            )}
          </g>
        ))}
      </svg>
    </span>
  );
}
