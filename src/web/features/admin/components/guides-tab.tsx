import {
  type AdminGuideRow,
  GUIDE_STATUS_LABEL_IDS,
  GUIDE_STATUSES,
  type GuideStatus,
} from '@contract/admin';
import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import type { I18n } from '@lingui/core';
import { Check, Eye, FileText, UserCheck, UsersRound, UserX, X } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table';
import { Link } from '@/lib/router';
import { toListQuery } from '../admin-table-state';
import { useAdminGuides } from '../api/get-admin-guides';
import { useLingui } from '../i18n';
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
  const { i18n } = useLingui();
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge variant={GUIDE_STATUS_VARIANTS[row.guideStatus]}>
        {i18n._(GUIDE_STATUS_LABEL_IDS[row.guideStatus])}
      </Badge>
      {row.isActive ? null : <Badge variant="destructive">{i18n._('admin.guides.deactivated')}</Badge>}
    </span>
  );
}

const columnsIn = (i18n: I18n): DataColumn<AdminGuideRow>[] => [
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
  // An address breaks only where it must, and the column keeps room for a whole one on a wide screen.
  {
    key: 'email',
    header: i18n._('admin.detail.email'),
    className: 'min-w-52 [overflow-wrap:anywhere]',
    cell: (row) => row.email,
  },
  {
    key: 'status',
    header: i18n._('admin.guides.status'),
    inCard: false,
    cell: (row) => <GuideStatusBadges row={row} />,
  },
  {
    key: 'category',
    header: i18n._('admin.applications.category'),
    cell: (row) => <GuideCategorySelect row={row} />,
  },
  {
    key: 'joined',
    header: i18n._('admin.guides.joinedOn'),
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.createdAt, 'admin', i18n.locale as Locale),
  },
];

/** Guide accounts: see a guide's page or application, change their category, approve, reject, deactivate or reactivate. */
export function GuidesTab({ onOpenApplication }: { onOpenApplication: (id: number) => void }) {
  const table = useTableState('practitioners');
  const { i18n } = useLingui();
  const columns = columnsIn(i18n);
  const { state } = table;
  const query = useAdminGuides(toListQuery(state));
  const { request, pendingFor, confirmation } = useUserStatusChange();

  return (
    <>
      <AdminList
        query={query}
        state={state}
        list="practitioners"
        toolbar={
          <>
            <ListSearch
              label={i18n._('admin.guides.search')}
              placeholder={i18n._('admin.guides.searchPlaceholder')}
              value={state.q}
              onSearch={table.search}
            />
            <ListFilter
              label={i18n._('admin.guides.status')}
              allLabel={i18n._('admin.guides.allStatuses')}
              options={GUIDE_STATUSES}
              messages={GUIDE_STATUS_LABEL_IDS}
              value={state.filters.guideStatus}
              onChange={(value) => table.setFilter('guideStatus', value)}
            />
          </>
        }
        emptyTitle={i18n._('admin.guides.empty')}
        emptyIcon={UsersRound}
        errorTitle={i18n._('admin.guides.error')}
        onPageChange={table.setPage}
        onClearFilters={table.clear}
        caption={i18n._('admin.guides.caption')}
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
                  <Link
                    to={`/practitioners/${row.id}`}
                    aria-label={i18n._('admin.guides.viewPageOf', { username: row.username })}
                  >
                    <Eye aria-hidden="true" />
                    {i18n._('admin.guides.view')}
                  </Link>
                </Button>
              ) : row.pendingApplicationId !== null ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={i18n._('admin.guides.viewApplicationOf', { username: row.username })}
                  onClick={() => onOpenApplication(row.pendingApplicationId!)}
                >
                  <FileText aria-hidden="true" />
                  {i18n._('admin.guides.application')}
                </Button>
              ) : null}
              {row.isApproved ? null : (
                <Button
                  variant="soft"
                  size="sm"
                  aria-label={i18n._('admin.guides.approveOf', { username: row.username })}
                  disabled={busy}
                  pending={pending === 'approve'}
                  onClick={() => request(row, 'approve')}
                >
                  <Check aria-hidden="true" />
                  {i18n._('admin.applications.approve')}
                </Button>
              )}
              {row.guideStatus !== 'not-a-guide' ? (
                <Button
                  variant="destructive-ghost"
                  size="sm"
                  aria-label={i18n._('admin.guides.rejectOf', { username: row.username })}
                  disabled={busy}
                  onClick={() => request(row, 'reject')}
                >
                  <X aria-hidden="true" />
                  {i18n._('admin.applications.reject')}
                </Button>
              ) : null}
              {row.isActive ? (
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
              )}
            </>
          );
        }}
      />
      {confirmation}
    </>
  );
}
