import type { AdminApplicationRow } from '@contract/admin';
import { APPLICATION_STATUSES } from '@contract/catalog';
import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import type { I18n } from '@lingui/core';
import { Check, Eye, Inbox, X } from 'lucide-react';
import { useState } from 'react';
import { APPLICATION_STATUS_MESSAGES, ApplicationStatusBadge } from '@/components/status-badges';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DataColumn } from '@/components/ui/data-table';
import { toListQuery } from '../admin-table-state';
import { useGuideApplications } from '../api/get-guide-applications';
import { useLingui } from '../i18n';
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';
import { ListFilter } from './list-filter';
import { ListSearch } from './list-search';
import { useApplicationDecision } from './use-application-decision';

const columnsIn = (i18n: I18n): DataColumn<AdminApplicationRow>[] => [
  {
    key: 'name',
    header: i18n._('admin.applications.name'),
    inCard: false,
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-ink">{row.fullName}</span>
        <span className="text-sm font-normal text-ink-muted">{row.email}</span>
      </span>
    ),
  },
  { key: 'category', header: i18n._('admin.applications.category'), cell: (row) => row.category },
  { key: 'subcategory', header: i18n._('admin.applications.subcategory'), cell: (row) => row.subcategory },
  {
    key: 'applied',
    header: i18n._('admin.applications.appliedOn'),
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.createdAt, 'admin', i18n.locale as Locale),
  },
  {
    key: 'status',
    header: i18n._('admin.applications.status'),
    inCard: false,
    cell: (row) => <ApplicationStatusBadge status={row.status} />,
  },
];

/** Every guide application, newest first: read one in full, approve or reject those still pending. */
export function ApplicationsTab({ onOpenApplication }: { onOpenApplication: (id: number) => void }) {
  const table = useTableState('applications');
  const { i18n } = useLingui();
  const columns = columnsIn(i18n);
  const { state } = table;
  const query = useGuideApplications(toListQuery(state));
  const { decide, pending } = useApplicationDecision();
  const [rejecting, setRejecting] = useState<AdminApplicationRow | null>(null);
  const isBusy = (row: AdminApplicationRow) => pending?.id === row.id;

  return (
    <>
      <AdminList
        query={query}
        state={state}
        list="applications"
        toolbar={
          <>
            <ListSearch
              label={i18n._('admin.applications.search')}
              placeholder={i18n._('admin.applications.searchPlaceholder')}
              value={state.q}
              onSearch={table.search}
            />
            <ListFilter
              label={i18n._('admin.applications.status')}
              allLabel={i18n._('admin.applications.allStatuses')}
              options={APPLICATION_STATUSES}
              messages={APPLICATION_STATUS_MESSAGES}
              value={state.filters.status}
              onChange={(value) => table.setFilter('status', value)}
            />
          </>
        }
        emptyTitle={i18n._('admin.applications.empty')}
        emptyIcon={Inbox}
        errorTitle={i18n._('admin.applications.error')}
        onPageChange={table.setPage}
        onClearFilters={table.clear}
        caption={i18n._('admin.applications.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        cardTitle={(row) => columns[0]!.cell(row)}
        cardCorner={(row) => <ApplicationStatusBadge status={row.status} />}
        actions={(row) => (
          <>
            <Button
              variant="outline"
              size="sm"
              aria-label={i18n._('admin.applications.viewOf', { name: row.fullName })}
              onClick={() => onOpenApplication(row.id)}
            >
              <Eye aria-hidden="true" />
              {i18n._('admin.applications.view')}
            </Button>
            {row.status === 'pending' ? (
              <>
                <Button
                  variant="destructive-ghost"
                  size="sm"
                  aria-label={i18n._('admin.applications.rejectOf', { name: row.fullName })}
                  disabled={isBusy(row)}
                  onClick={() => setRejecting(row)}
                >
                  <X aria-hidden="true" />
                  {i18n._('admin.applications.reject')}
                </Button>
                <Button
                  size="sm"
                  aria-label={i18n._('admin.applications.approveOf', { name: row.fullName })}
                  disabled={isBusy(row)}
                  pending={isBusy(row) && pending?.status === 'approved'}
                  onClick={() => void decide(row, 'approved')}
                >
                  <Check aria-hidden="true" />
                  {i18n._('admin.applications.approve')}
                </Button>
              </>
            ) : null}
          </>
        )}
      />
      <ConfirmDialog
        open={rejecting !== null}
        title={i18n._('admin.applications.rejectTitle')}
        description={
          rejecting ? (
            <>
              <p>
                {i18n._('admin.applications.rejectText', {
                  name: rejecting.fullName,
                  category: rejecting.category,
                })}
              </p>
              <p>{i18n._('admin.applications.rejectFinal')}</p>
            </>
          ) : null
        }
        confirmLabel={i18n._('admin.applications.rejectConfirm')}
        pending={rejecting !== null && isBusy(rejecting)}
        onConfirm={() => {
          if (rejecting) void decide(rejecting, 'rejected').then(() => setRejecting(null));
        }}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
