export type StarFill = 'full' | 'half' | 'empty';

export const STAR_COUNT = 5;

/**
 * How each of the five stars is drawn for a rating (spec section 4): star n is full when rating >= n, half
 * when rating >= n - 0.5, otherwise empty.
 */
export function starFills(rating: number): StarFill[] {
  return Array.from({ length: STAR_COUNT }, (_, index) => {
    const n = index + 1;
    if (rating >= n) return 'full';
    if (rating >= n - 0.5) return 'half';
    return 'empty';
  });
}

/** A rating as people read it: one decimal ("4.0", "4.7"; "4,7" in Portuguese). */
export function formatRating(rating: number, locale = 'en'): string {
  return rating.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}
