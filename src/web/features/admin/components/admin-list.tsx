import type { AdminPage } from '@contract/admin';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, type LucideIcon, SearchX } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { type DataColumn, DataTable, DataTableSkeleton } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { totalPagesOf } from '@/lib/pagination';
import { rangeText } from '../admin-format';
import { ADMIN_PAGE_SIZE, type AdminListTab, isNarrowed, type TableState } from '../admin-table-state';
import { useLingui } from '../i18n';

interface AdminListProps<Row> {
  query: UseQueryResult<AdminPage<Row>>;
  state: TableState;
  /** The search box and the filters. */
  toolbar: ReactNode;
  /** Which list this is: it words the count line above the rows ("Showing 1–25 of 54 sessions"). */
  list: AdminListTab;
  emptyTitle: string;
  emptyIcon: LucideIcon;
  errorTitle: string;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
  caption: string;
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  cardTitle: (row: Row) => ReactNode;
  cardCorner?: (row: Row) => ReactNode;
  actions?: (row: Row) => ReactNode;
  detail?: (row: Row) => ReactNode;
}

/**
 * One admin list: its search and filters, how many rows match, the rows (a table, or cards on phones), the
 * pages, and what it says while loading, when nothing matches and when the list could not be read.
 */
export function AdminList<Row>({
  query,
  state,
  toolbar,
  list,
  emptyTitle,
  emptyIcon,
  errorTitle,
  onPageChange,
  onClearFilters,
  ...table
}: AdminListProps<Row>) {
  const top = useRef<HTMLDivElement>(null);
  const { i18n } = useLingui();
  const { data } = query;
  const totalPages = data ? totalPagesOf(data.total, ADMIN_PAGE_SIZE) : 1;
  const narrowed = isNarrowed(state);

  const clearButton = narrowed ? (
    <Button variant="outline" onClick={onClearFilters}>
      {i18n._('admin.list.clear')}
    </Button>
  ) : null;

  let body: ReactNode;
  if (query.isError && !data) {
    body = (
      <EmptyState
        icon={CircleAlert}
        title={errorTitle}
        headingLevel="h2"
        action={
          <Button onClick={() => void query.refetch()} pending={query.isRefetching}>
            {i18n._('admin.list.retry')}
          </Button>
        }
      >
        {i18n._('admin.list.errorText')}
      </EmptyState>
    );
  } else if (!data) {
    body = <DataTableSkeleton />;
  } else if (data.items.length === 0 && data.total > 0) {
    // A page past the last (an old link, or rows that left the filter): the API answers no rows.
    body = (
      <EmptyState
        icon={SearchX}
        title={i18n._('admin.list.noPage', { page: state.page })}
        headingLevel="h2"
        action={<Button onClick={() => onPageChange(1)}>{i18n._('admin.list.firstPage')}</Button>}
      >
        {i18n._('admin.list.pages', { count: totalPages })}
      </EmptyState>
    );
  } else if (data.items.length === 0) {
    body = (
      <EmptyState
        icon={narrowed ? SearchX : emptyIcon}
        title={emptyTitle}
        headingLevel="h2"
        action={clearButton}
      >
        {narrowed ? i18n._('admin.list.tryAnother') : null}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <DataTable {...table} rows={data.items} busy={query.isPlaceholderData} />
        <Pagination
          className="mt-6"
          page={Math.min(state.page, totalPages)}
          totalPages={totalPages}
          moreAfterLast={data.totalIsCapped}
          onPageChange={(page) => {
            onPageChange(page);
            top.current?.scrollIntoView({ block: 'start' });
          }}
        />
      </>
    );
  }

  return (
    <div ref={top} className="grid scroll-mt-4 gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">{toolbar}</div>
      <p className="-mb-2 text-sm text-ink-muted" aria-live="polite">
        {data
          ? rangeText(data.page, data.pageSize, data.items.length, data.total, list, data.totalIsCapped, i18n)
          : '\u00a0'}
      </p>
      {body}
    </div>
  );
}
