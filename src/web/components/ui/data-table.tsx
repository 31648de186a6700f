import { Fragment, type ReactNode } from 'react';
import { useLingui } from '@/components/i18n';
import { cn } from '@/lib/cn';
import { Card } from './card';
import { Skeleton } from './skeleton';

export interface DataColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers (money) line up on the right. */
  align?: 'start' | 'end';
  /** Classes of the column's cells in the table (widths, wrapping). */
  className?: string;
  /** False leaves the column out of the phone card (its heading or corner shows it already). */
  inCard?: boolean;
}

interface DataTableProps<Row> {
  /** Names the table for screen readers ("Guide applications"). */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** On phones every row is a card: this is its heading. */
  cardTitle: (row: Row) => ReactNode;
  /** The card's top right corner (a status badge, usually). */
  cardCorner?: (row: Row) => ReactNode;
  /** The row's buttons: a last "Actions" column in the table, the foot of the card on phones (null: none). */
  actions?: (row: Row) => ReactNode;
  /** More about a row, shown under it when it returns something (an expanded row). */
  detail?: (row: Row) => ReactNode;
  /** True while the next page loads behind the current one. */
  busy?: boolean;
  /** Inside another card (a dashboard panel): a bordered table and flat cards, without shadows of their own. */
  bare?: boolean;
  className?: string;
}

const cellPadding = 'px-4 py-3 first:pl-5 last:pr-5';

/**
 * A list of records: a table on wide screens, a stack of cards on phones and tablets (both from the same
 * columns, so they never disagree). Only one of the two is displayed, so assistive technology meets it once.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  cardTitle,
  cardCorner,
  actions,
  detail,
  busy = false,
  bare = false,
  className,
}: DataTableProps<Row>) {
  const { i18n } = useLingui();
  const columnCount = columns.length + (actions ? 1 : 0);
  return (
    <div aria-busy={busy || undefined} className={cn(busy && 'opacity-60 transition-opacity', className)}>
      <Card className={cn('hidden overflow-x-auto lg:block', bare && 'rounded-2xl shadow-none')}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-sand-50 text-ink-muted">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cn(
                    cellPadding,
                    'font-medium whitespace-nowrap',
                    column.align === 'end' && 'text-right',
                  )}
                >
                  {column.header}
                </th>
              ))}
              {actions ? (
                <th scope="col" className={cn(cellPadding, 'font-medium')}>
                  {i18n._('dataTable.actions')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => {
              const more = detail?.(row);
              return (
                <Fragment key={rowKey(row)}>
                  <tr className="align-middle">
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={cn(
                          cellPadding,
                          'text-ink',
                          column.align === 'end' && 'text-right whitespace-nowrap',
                          column.className,
                        )}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                    {actions ? (
                      <td className={cn(cellPadding, 'w-px')}>
                        {/* Left-aligned, so the same action sits in the same place on every row. */}
                        <div className="flex gap-2">{actions(row)}</div>
                      </td>
                    ) : null}
                  </tr>
                  {more ? (
                    <tr>
                      <td colSpan={columnCount} className="bg-sand-50/60 px-5 pt-1 pb-4">
                        {more}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </Card>

      <ul aria-label={caption} className="grid gap-3 md:grid-cols-2 lg:hidden">
        {rows.map((row) => {
          const more = detail?.(row);
          const buttons = actions?.(row);
          return (
            <li key={rowKey(row)} className={cn('flex', more ? 'md:col-span-2' : undefined)}>
              <Card
                className={cn('flex w-full min-w-0 flex-col gap-3 p-4', bare && 'rounded-2xl shadow-none')}
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0 font-semibold break-words text-ink">{cardTitle(row)}</div>
                  {cardCorner ? <div className="shrink-0">{cardCorner(row)}</div> : null}
                </div>
                <dl className="grid grid-cols-[minmax(6rem,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
                  {columns
                    .filter((column) => column.inCard !== false)
                    .map((column) => (
                      <div key={column.key} className="contents">
                        <dt className="text-ink-muted">{column.header}</dt>
                        <dd className="min-w-0 break-words text-ink">{column.cell(row)}</dd>
                      </div>
                    ))}
                </dl>
                {more ? <div className="min-w-0">{more}</div> : null}
                {buttons ? (
                  <div className="mt-auto flex flex-wrap gap-2 border-t border-border pt-3">{buttons}</div>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The table's outline while its first page loads. */
export function DataTableSkeleton({ rows = 6 }: { rows?: number }) {
  const { i18n } = useLingui();
  return (
    <div role="status" aria-label={i18n._('loader.default')} className="grid gap-3">
      <Skeleton className="hidden h-11 rounded-t-card rounded-b-none lg:block" />
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-28 lg:h-12" />
      ))}
    </div>
  );
}
