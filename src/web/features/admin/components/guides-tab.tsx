import { type AdminGuideRow, GUIDE_STATUS_LABELS, GUIDE_STATUSES, type GuideStatus } from '@contract/admin';
import { formatDate } from '@contract/date-formats';
import { Check, Eye, FileText, UserCheck, UsersRound, UserX, X } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table';
import { Link } from '@/lib/router';
import { toListQuery } from '../admin-table-state';
import { useAdminGuides } from '../api/get-admin-guides';
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';
import { GuideCategorySelect } from './guide-category-select';
import { ListFilter } from './list-filter';
import { ListSearch } from './list-search';
import { useUserStatusChange } from './user-status-change';

const GUIDE_STATUS_VARIANTS: Record<GuideStatus, BadgeProps['variant']> = {
  approved: 'success',
  pending: 'warning',
  'not-a-guide': 'default',
};

function GuideStatusBadges({ row }: { row: AdminGuideRow }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge variant={GUIDE_STATUS_VARIANTS[row.guideStatus]}>{GUIDE_STATUS_LABELS[row.guideStatus]}</Badge>
      {row.isActive ? null : <Badge variant="destructive">Deactivated</Badge>}
    </span>
  );
}

const columns: DataColumn<AdminGuideRow>[] = [
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
  // An address breaks only where it must, and the column keeps room for a whole one on a wide screen.
  { key: 'email', header: 'Email', className: 'min-w-52 [overflow-wrap:anywhere]', cell: (row) => row.email },
  { key: 'status', header: 'Guide status', inCard: false, cell: (row) => <GuideStatusBadges row={row} /> },
  { key: 'category', header: 'Category', cell: (row) => <GuideCategorySelect row={row} /> },
  {
    key: 'joined',
    header: 'Joined on',
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.createdAt, 'admin'),
  },
];

/** Guide accounts: see a guide's page or application, change their category, approve, reject, deactivate or reactivate. */
export function GuidesTab({ onOpenApplication }: { onOpenApplication: (id: number) => void }) {
  const table = useTableState('practitioners');
  const { state } = table;
  const query = useAdminGuides(toListQuery(state));
  const { request, pendingFor, confirmation } = useUserStatusChange();

  return (
    <>
      <AdminList
        query={query}
        state={state}
        noun="guides"
        toolbar={
          <>
            <ListSearch
              label="Search guides"
              placeholder="Username, email or name"
              value={state.q}
              onSearch={table.search}
            />
            <ListFilter
              label="Guide status"
              allLabel="All guide statuses"
              options={GUIDE_STATUSES}
              labels={GUIDE_STATUS_LABELS}
              value={state.filters.guideStatus}
              onChange={(value) => table.setFilter('guideStatus', value)}
            />
          </>
        }
        emptyTitle="No guide practitioners found"
        emptyIcon={UsersRound}
        errorTitle="Failed to fetch practitioners"
        onPageChange={table.setPage}
        onClearFilters={table.clear}
        caption="Guide practitioners"
        columns={columns}
        rowKey={(row) => row.id}
        cardTitle={(row) => columns[0]!.cell(row)}
        cardCorner={(row) => <GuideStatusBadges row={row} />}
        actions={(row) => {
          const pending = pendingFor(row);
          const busy = pending !== undefined;
          // Only approved, active guides have a public page; a waiting one has an application to read.
          const listed = row.guideStatus === 'approved' && row.isActive;
          return (
            <>
              {listed ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={`/practitioners/${row.id}`} aria-label={`View ${row.username}'s guide page`}>
                    <Eye aria-hidden="true" />
                    View
                  </Link>
                </Button>
              ) : row.pendingApplicationId !== null ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`View ${row.username}'s application`}
                  onClick={() => onOpenApplication(row.pendingApplicationId!)}
                >
                  <FileText aria-hidden="true" />
                  Application
                </Button>
              ) : null}
              {row.isApproved ? null : (
                <Button
                  variant="soft"
                  size="sm"
                  aria-label={`Approve ${row.username}`}
                  disabled={busy}
                  pending={pending === 'approve'}
                  onClick={() => request(row, 'approve')}
                >
                  <Check aria-hidden="true" />
                  Approve
                </Button>
              )}
              {row.guideStatus !== 'not-a-guide' ? (
                <Button
                  variant="destructive-ghost"
                  size="sm"
                  aria-label={`Reject ${row.username}`}
                  disabled={busy}
                  onClick={() => request(row, 'reject')}
                >
                  <X aria-hidden="true" />
                  Reject
                </Button>
              ) : null}
              {row.isActive ? (
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
              )}
            </>
          );
        }}
      />
      {confirmation}
    </>
  );
}
