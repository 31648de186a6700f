import { useMemo } from 'react';
import { useSearchParams } from '@/lib/router';
import {
  type AdminListTab,
  EMPTY_TABLE_STATE,
  type FilterName,
  nextTableState,
  parseTableState,
  type TableState,
  tableStateToParams,
} from './admin-table-state';

export type TableChange<T extends AdminListTab> = Parameters<typeof nextTableState<T>>[1];

/**
 * A list's state, read from and written to the URL. A discrete choice (a filter, a page) pushes a new history
 * entry so Back undoes it; typing in the search box replaces the current one.
 */
export function useTableState<T extends AdminListTab>(tab: T) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseTableState(tab, searchParams), [tab, searchParams]);

  const update = (change: TableChange<T>, { replace = false } = {}) =>
    setSearchParams(tableStateToParams(tab, nextTableState(state, change)), { replace });

  return {
    state,
    update,
    search: (q: string) => update({ q }, { replace: true }),
    setFilter: (name: FilterName<T>, value: string | undefined) =>
      update({ filters: { [name]: value } as TableChange<T>['filters'] }),
    setPage: (page: number) => update({ page }),
    clear: () => setSearchParams(tableStateToParams(tab, EMPTY_TABLE_STATE as TableState<T>)),
  };
}
