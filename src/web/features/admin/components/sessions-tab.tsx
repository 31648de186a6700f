import type { AdminSessionRow } from '@contract/admin';
import { SESSION_STATUSES } from '@contract/catalog';
import { formatDay } from '@contract/date-formats';
import { CalendarX2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { SESSION_STATUS_LABELS, SessionStatusBadge } from '@/components/status-badges';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DataColumn } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatAdminMoney, guideTag } from '../admin-format';
import { toListQuery } from '../admin-table-state';
import { useCancelAdminSession } from '../api/cancel-admin-session';
import { useAdminSessions } from '../api/get-admin-sessions';
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';
import { ListFilter } from './list-filter';
import { ListSearch } from './list-search';

const CANCEL_CONFIRMATION =
  'Are you sure you want to cancel this session? This will also cancel all associated bookings.';

const columns: DataColumn<AdminSessionRow>[] = [
  {
    key: 'title',
    header: 'Title',
    inCard: false,
    className: 'min-w-48',
    cell: (row) => <span className="font-medium text-ink">{row.title}</span>,
  },
  {
    key: 'guide',
    header: 'Guide',
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span className="whitespace-nowrap">{guideTag(row.practitionerId)}</span>
        <span className="text-ink-muted">{row.practitionerName}</span>
      </span>
    ),
  },
  { key: 'modality', header: 'Modality', cell: (row) => row.modality },
  {
    key: 'date',
    header: 'Date',
    className: 'whitespace-nowrap',
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span>{formatDay(row.sessionDate, 'admin')}</span>
        <span className="text-ink-muted">
          {row.startTime}–{row.endTime}
        </span>
      </span>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    inCard: false,
    cell: (row) => <SessionStatusBadge status={row.status} />,
  },
  {
    key: 'booked',
    header: 'Booked',
    align: 'end',
    cell: (row) => `${row.capacity - row.remainingSpots} / ${row.capacity}`,
  },
  { key: 'price', header: 'Price', align: 'end', cell: (row) => formatAdminMoney(row.price) },
];

/** Every guide's sessions, newest start first; a scheduled one can be cancelled with all its bookings. */
export function SessionsTab() {
  const table = useTableState('sessions');
  const { state } = table;
  const query = useAdminSessions(toListQuery(state));
  const cancel = useCancelAdminSession();
  const [cancelling, setCancelling] = useState<AdminSessionRow | null>(null);

  const onConfirm = async () => {
    if (!cancelling) return;
    try {
      const { cancelledBookings } = await cancel.mutateAsync(cancelling.id);
      toast({
        title: 'Session cancelled successfully',
        description:
          cancelledBookings > 0
            ? `${cancelledBookings} ${cancelledBookings === 1 ? 'booking was' : 'bookings were'} cancelled and refunded.`
            : `${cancelling.title} had no bookings.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to cancel session'),
        variant: 'destructive',
      });
    }
    setCancelling(null);
  };

  return (
    <>
      <AdminList
        query={query}
        state={state}
        noun="sessions"
        toolbar={
          <>
            <ListSearch
              label="Search sessions"
              placeholder="Title or guide"
              value={state.q}
              onSearch={table.search}
            />
            <ListFilter
              label="Status"
              allLabel="All statuses"
              options={SESSION_STATUSES}
              labels={SESSION_STATUS_LABELS}
              value={state.filters.status}
              onChange={(value) => table.setFilter('status', value)}
            />
          </>
        }
        emptyTitle="No sessions found"
        emptyIcon={CalendarX2}
        errorTitle="Failed to fetch sessions"
        onPageChange={table.setPage}
        onClearFilters={table.clear}
        caption="Sessions"
        columns={columns}
        rowKey={(row) => row.id}
        cardTitle={(row) => columns[0]!.cell(row)}
        cardCorner={(row) => <SessionStatusBadge status={row.status} />}
        actions={(row) =>
          row.status === 'scheduled' ? (
            <Button
              variant="destructive-ghost"
              size="sm"
              aria-label={`Cancel ${row.title} on ${formatDay(row.sessionDate, 'admin')}`}
              onClick={() => setCancelling(row)}
            >
              <XCircle aria-hidden="true" />
              Cancel
            </Button>
          ) : null
        }
      />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this session?"
        description={
          <>
            {cancelling ? (
              <p className="font-medium text-ink">
                {cancelling.title} · {formatDay(cancelling.sessionDate, 'admin')}, {cancelling.startTime} ·{' '}
                {cancelling.practitionerName}
              </p>
            ) : null}
            <p>{CANCEL_CONFIRMATION}</p>
          </>
        }
        cancelLabel="Keep Session"
        confirmLabel="Cancel Session"
        pending={cancel.isPending}
        onConfirm={() => void onConfirm()}
        onClose={() => setCancelling(null)}
      />
    </>
  );
}
