import type { AdminApplicationRow } from '@contract/admin';
import { APPLICATION_STATUSES } from '@contract/catalog';
import { formatDate } from '@contract/date-formats';
import { Check, Eye, Inbox, X } from 'lucide-react';
import { useState } from 'react';
import { APPLICATION_STATUS_LABELS, ApplicationStatusBadge } from '@/components/status-badges';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DataColumn } from '@/components/ui/data-table';
import { toListQuery } from '../admin-table-state';
import { useGuideApplications } from '../api/get-guide-applications';
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';
import { ListFilter } from './list-filter';
import { ListSearch } from './list-search';
import { useApplicationDecision } from './use-application-decision';

const columns: DataColumn<AdminApplicationRow>[] = [
  {
    key: 'name',
    header: 'Name',
    inCard: false,
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-ink">{row.fullName}</span>
        <span className="text-sm font-normal text-ink-muted">{row.email}</span>
      </span>
    ),
  },
  { key: 'category', header: 'Category', cell: (row) => row.category },
  { key: 'subcategory', header: 'Subcategory', cell: (row) => row.subcategory },
  {
    key: 'applied',
    header: 'Applied on',
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.createdAt, 'admin'),
  },
  {
    key: 'status',
    header: 'Status',
    inCard: false,
    cell: (row) => <ApplicationStatusBadge status={row.status} />,
  },
];

/** Every guide application, newest first: read one in full, approve or reject those still pending. */
export function ApplicationsTab({ onOpenApplication }: { onOpenApplication: (id: number) => void }) {
  const table = useTableState('applications');
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
        noun="applications"
        toolbar={
          <>
            <ListSearch
              label="Search applications"
              placeholder="Name, email or category"
              value={state.q}
              onSearch={table.search}
            />
            <ListFilter
              label="Status"
              allLabel="All statuses"
              options={APPLICATION_STATUSES}
              labels={APPLICATION_STATUS_LABELS}
              value={state.filters.status}
              onChange={(value) => table.setFilter('status', value)}
            />
          </>
        }
        emptyTitle="No guide applications found"
        emptyIcon={Inbox}
        errorTitle="Error loading applications"
        onPageChange={table.setPage}
        onClearFilters={table.clear}
        caption="Guide applications"
        columns={columns}
        rowKey={(row) => row.id}
        cardTitle={(row) => columns[0]!.cell(row)}
        cardCorner={(row) => <ApplicationStatusBadge status={row.status} />}
        actions={(row) => (
          <>
            <Button
              variant="outline"
              size="sm"
              aria-label={`View details of ${row.fullName}'s application`}
              onClick={() => onOpenApplication(row.id)}
            >
              <Eye aria-hidden="true" />
              View details
            </Button>
            {row.status === 'pending' ? (
              <>
                <Button
                  variant="destructive-ghost"
                  size="sm"
                  aria-label={`Reject ${row.fullName}'s application`}
                  disabled={isBusy(row)}
                  onClick={() => setRejecting(row)}
                >
                  <X aria-hidden="true" />
                  Reject
                </Button>
                <Button
                  size="sm"
                  aria-label={`Approve ${row.fullName}'s application`}
                  disabled={isBusy(row)}
                  pending={isBusy(row) && pending?.status === 'approved'}
                  onClick={() => void decide(row, 'approved')}
                >
                  <Check aria-hidden="true" />
                  Approve
                </Button>
              </>
            ) : null}
          </>
        )}
      />
      <ConfirmDialog
        open={rejecting !== null}
        title="Reject this application?"
        description={
          rejecting ? (
            <>
              <p>
                {rejecting.fullName} ({rejecting.category}) will be told by email that their application was
                not approved, and will not be able to publish sessions.
              </p>
              <p>A rejected application cannot be approved later; they can apply again.</p>
            </>
          ) : null
        }
        confirmLabel="Reject Application"
        pending={rejecting !== null && isBusy(rejecting)}
        onConfirm={() => {
          if (rejecting) void decide(rejecting, 'rejected').then(() => setRejecting(null));
        }}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
