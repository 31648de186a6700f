import { describe, expect, it } from 'vitest';
import { formatRating, reviewCountLabel, starFills } from './star-rating';

describe('starFills', () => {
  it('fills every star up to a whole rating', () => {
    expect(starFills(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('draws a half star when the rating reaches half of the next one', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });

  it('leaves the next star empty below its half', () => {
    expect(starFills(4.4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });
});

describe('formatRating', () => {
  it('shows one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.666)).toBe('4.7');
  });
});

describe('reviewCountLabel', () => {
  it('uses the singular for one review', () => {
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(0)).toBe('0 reviews');
    expect(reviewCountLabel(12)).toBe('12 reviews');
  });
});
