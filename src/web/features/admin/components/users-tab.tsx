import type { AdminUserRow } from '@contract/admin';
import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { ROLE, ROLES } from '@contract/roles';
import type { I18n } from '@lingui/core';
import { UserCheck, UsersRound, UserX } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table';
import { ROLE_MESSAGES, roleLabel } from '../admin-format';
import { toListQuery } from '../admin-table-state';
import { useAdminUsers } from '../api/get-admin-users';
import { useLingui } from '../i18n';
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';
import { ListFilter } from './list-filter';
import { ListSearch } from './list-search';
import { useUserStatusChange } from './user-status-change';

/** The account filter's choices, as the API's `isActive` says them. */
const ACTIVITY_MESSAGES = {
  true: /*i18n*/ 'admin.users.active',
  false: /*i18n*/ 'admin.users.deactivated',
} as const;

function AccountBadges({ row }: { row: AdminUserRow }) {
  const { i18n } = useLingui();
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge variant={row.role === 'admin' ? 'highlight' : row.role === ROLE.guide ? 'info' : 'default'}>
        {roleLabel(row.role, i18n)}
      </Badge>
      {row.isActive ? null : <Badge variant="destructive">{i18n._('admin.guides.deactivated')}</Badge>}
    </span>
  );
}

const columnsIn = (i18n: I18n): DataColumn<AdminUserRow>[] => [
  {
    key: 'username',
    header: i18n._('admin.detail.username'),
    inCard: false,
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-ink">{row.username}</span>
        {row.name ? <span className="text-sm font-normal text-ink-muted">{row.name}</span> : null}
      </span>
    ),
  },
  { key: 'email', header: i18n._('admin.detail.email'), className: 'break-all', cell: (row) => row.email },
  {
    key: 'role',
    header: i18n._('admin.users.role'),
    inCard: false,
    cell: (row) => <AccountBadges row={row} />,
  },
  {
    key: 'joined',
    header: i18n._('admin.guides.joinedOn'),
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.createdAt, 'admin', i18n.locale as Locale),
  },
];

/** Every account, newest first; seekers and guides can be deactivated (signed out at once) and reactivated. */
export function UsersTab() {
  const table = useTableState('users');
  const { i18n } = useLingui();
  const columns = columnsIn(i18n);
  const { state } = table;
  const query = useAdminUsers(toListQuery(state));
  const { request, pendingFor, confirmation } = useUserStatusChange();

  return (
    <>
      <AdminList
        query={query}
        state={state}
        list="users"
        toolbar={
          <>
            <ListSearch
              label={i18n._('admin.users.search')}
              placeholder={i18n._('admin.guides.searchPlaceholder')}
              value={state.q}
              onSearch={table.search}
            />
            <ListFilter
              label={i18n._('admin.users.role')}
              allLabel={i18n._('admin.users.allRoles')}
              options={ROLES}
              messages={ROLE_MESSAGES}
              value={state.filters.role}
              onChange={(value) => table.setFilter('role', value)}
            />
            <ListFilter
              label={i18n._('admin.users.account')}
              allLabel={i18n._('admin.users.allAccounts')}
              options={['true', 'false'] as const}
              messages={ACTIVITY_MESSAGES}
              value={state.filters.isActive}
              onChange={(value) => table.setFilter('isActive', value)}
            />
          </>
        }
        emptyTitle={i18n._('admin.users.empty')}
        emptyIcon={UsersRound}
        errorTitle={i18n._('admin.users.error')}
        onPageChange={table.setPage}
        onClearFilters={table.clear}
        caption={i18n._('admin.users.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        cardTitle={(row) => columns[0]!.cell(row)}
        cardCorner={(row) => <AccountBadges row={row} />}
        actions={(row) => {
          // Admins are not changed here (the API refuses too).
          if (row.role === 'admin') return null;
          const busy = pendingFor(row) !== undefined;
          return row.isActive ? (
            <Button
              variant="destructive-ghost"
              size="sm"
              aria-label={i18n._('admin.guides.deactivateOf', { username: row.username })}
              disabled={busy}
              onClick={() => request(row, 'deactivate')}
            >
              <UserX aria-hidden="true" />
              {i18n._('admin.guides.deactivate')}
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              aria-label={i18n._('admin.guides.reactivateOf', { username: row.username })}
              disabled={busy}
              onClick={() => request(row, 'reactivate')}
            >
              <UserCheck aria-hidden="true" />
              {i18n._('admin.guides.reactivate')}
            </Button>
          );
        }}
      />
      {confirmation}
    </>
  );
}
