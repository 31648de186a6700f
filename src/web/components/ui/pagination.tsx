import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLingui } from '@/components/i18n';
import { cn } from '@/lib/cn';
import { pageItems } from '@/lib/pagination';
import { buttonVariants } from './button';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** More pages follow the last one counted: the pager ends with a gap, not a last page. */
  moreAfterLast?: boolean;
  className?: string;
}

const pageButton =
  'inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-sm font-medium text-ink transition-colors hover:bg-sand-100';

export function Pagination({
  page,
  totalPages,
  onPageChange,
  moreAfterLast = false,
  className,
}: PaginationProps) {
  const { i18n } = useLingui();
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={i18n._('pagination.name')}
      className={cn('flex flex-wrap items-center justify-center gap-1.5', className)}
    >
      <button
        type="button"
        className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'pl-3')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        {/* On phones the arrow alone, so the pager stays on one line. */}
        <span className="sr-only sm:not-sr-only">{i18n._('pagination.previous')}</span>
      </button>
      <ul className="flex items-center gap-1">
        {pageItems(page, totalPages, moreAfterLast).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={i18n._('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
                className={cn(pageButton, item === page && 'bg-azulejo-600 text-white hover:bg-azulejo-700')}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'pr-3')}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        <span className="sr-only sm:not-sr-only">{i18n._('pagination.next')}</span>
        <ChevronRight aria-hidden="true" />
      </button>
    </nav>
  );
}
