import type { AdminUserRow } from '@contract/admin';
import { formatDate } from '@contract/date-formats';
import { ROLE, ROLE_LABELS, ROLES } from '@contract/roles';
import { UserCheck, UsersRound, UserX } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table';
import { roleLabel } from '../admin-format';
import { toListQuery } from '../admin-table-state';
import { useAdminUsers } from '../api/get-admin-users';
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';
import { ListFilter } from './list-filter';
import { ListSearch } from './list-search';
import { useUserStatusChange } from './user-status-change';

const ACTIVITY_LABELS = { true: 'Active', false: 'Deactivated' } as const;

function AccountBadges({ row }: { row: AdminUserRow }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge variant={row.role === 'admin' ? 'highlight' : row.role === ROLE.guide ? 'info' : 'default'}>
        {roleLabel(row.role)}
      </Badge>
      {row.isActive ? null : <Badge variant="destructive">Deactivated</Badge>}
    </span>
  );
}

const columns: DataColumn<AdminUserRow>[] = [
  {
    key: 'username',
    header: 'Username',
    inCard: false,
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-ink">{row.username}</span>
        {row.name ? <span className="text-sm font-normal text-ink-muted">{row.name}</span> : null}
      </span>
    ),
  },
  { key: 'email', header: 'Email', className: 'break-all', cell: (row) => row.email },
  { key: 'role', header: 'Role', inCard: false, cell: (row) => <AccountBadges row={row} /> },
  {
    key: 'joined',
    header: 'Joined on',
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.createdAt, 'admin'),
  },
];

/** Every account, newest first; seekers and guides can be deactivated (signed out at once) and reactivated. */
export function UsersTab() {
  const table = useTableState('users');
  const { state } = table;
  const query = useAdminUsers(toListQuery(state));
  const { request, pendingFor, confirmation } = useUserStatusChange();

  return (
    <>
      <AdminList
        query={query}
        state={state}
        noun="users"
        toolbar={
          <>
            <ListSearch
              label="Search users"
              placeholder="Username, email or name"
              value={state.q}
              onSearch={table.search}
            />
            <ListFilter
              label="Role"
              allLabel="All roles"
              options={ROLES}
              labels={ROLE_LABELS}
              value={state.filters.role}
              onChange={(value) => table.setFilter('role', value)}
            />
            <ListFilter
              label="Account"
              allLabel="Active and deactivated"
              options={['true', 'false'] as const}
              labels={ACTIVITY_LABELS}
              value={state.filters.isActive}
              onChange={(value) => table.setFilter('isActive', value)}
            />
          </>
        }
        emptyTitle="No users found"
        emptyIcon={UsersRound}
        errorTitle="Failed to fetch users"
        onPageChange={table.setPage}
        onClearFilters={table.clear}
        caption="Users"
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
              aria-label={`Deactivate ${row.username}`}
              disabled={busy}
              onClick={() => request(row, 'deactivate')}
            >
              <UserX aria-hidden="true" />
              Deactivate
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Reactivate ${row.username}`}
              disabled={busy}
              onClick={() => request(row, 'reactivate')}
            >
              <UserCheck aria-hidden="true" />
              Reactivate
            </Button>
          );
        }}
      />
      {confirmation}
    </>
  );
}
