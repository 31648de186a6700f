import { describe, expect, it } from 'vitest';
import { pageItems, totalPagesOf } from './pagination';

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first and last pages and the neighbours of the current one', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('shows a lone missing page instead of a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('ends with a gap when more pages follow the last one counted', () => {
    expect(pageItems(1, 10, true)).toEqual([1, 2, 'gap']);
    expect(pageItems(12, 21, true)).toEqual([1, 'gap', 11, 12, 13, 'gap']);
  });

  it('has nothing to show without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('totalPagesOf', () => {
  it('counts at least one page', () => {
    expect(totalPagesOf(0, 12)).toBe(1);
    expect(totalPagesOf(12, 12)).toBe(1);
    expect(totalPagesOf(13, 12)).toBe(2);
  });
});
