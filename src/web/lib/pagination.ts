/** A page number, or a gap ("…") between page numbers. */
export type PageItem = number | 'gap';

/** Pages shown on each side of the current one. */
const NEIGHBOURS = 1;

/**
 * The page numbers a pager shows: always the first and last, the current one with its neighbours, and a gap
 * where numbers are left out. A gap never hides a single page: that page is shown instead. When more pages
 * follow the last one counted (`moreAfterLast`), the pager ends with a gap after the current page's
 * neighbours.
 */
export function pageItems(current: number, totalPages: number, moreAfterLast = false): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  // Where the count stopped is no last page: past the current page's neighbours, a gap stands for the rest.
  const shown = new Set<number>(moreAfterLast ? [1] : [1, totalPages]);
  for (let page = current - NEIGHBOURS; page <= current + NEIGHBOURS; page++) {
    if (page >= 1 && page <= totalPages) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [index, page] of pages.entries()) {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  }
  if (moreAfterLast) items.push('gap');
  return items;
}

export function totalPagesOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page after `last`, or undefined when `last` was the final one (for lists that load more). */
export function nextPageAfter(last: { page: number; pageSize: number; total: number }): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}
