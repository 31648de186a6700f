import type { AdminBookingRow } from '@contract/admin';
import { BOOKING_STATUSES } from '@contract/catalog';
import { formatDate } from '@contract/date-formats';
import { Ticket } from 'lucide-react';
import { BOOKING_STATUS_LABELS, BookingStatusBadge } from '@/components/status-badges';
import type { DataColumn } from '@/components/ui/data-table';
import { formatAdminMoney, guideTag } from '../admin-format';
import { toListQuery } from '../admin-table-state';
import { useAdminBookings } from '../api/get-admin-bookings';
import { useTableState } from '../use-table-state';
import { AdminList, ListFilter, ListSearch } from './admin-list';

const columns: DataColumn<AdminBookingRow>[] = [
  {
    key: 'seeker',
    header: 'Seeker',
    inCard: false,
    cell: (row) => <span className="font-medium text-ink">{row.seekerName}</span>,
  },
  {
    key: 'session',
    header: 'Session',
    className: 'min-w-44',
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span>{row.sessionTitle}</span>
        <span className="text-ink-muted">{formatDate(row.sessionStartsAt, 'admin')}</span>
      </span>
    ),
  },
  {
    key: 'guide',
    header: 'Guide',
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span>{row.practitionerName}</span>
        <span className="whitespace-nowrap text-ink-muted">{guideTag(row.practitionerId)}</span>
      </span>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    inCard: false,
    cell: (row) => <BookingStatusBadge status={row.status} />,
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span>{formatAdminMoney(row.paymentAmount)}</span>
        {row.refundAmount ? (
          <span className="text-ink-muted">{formatAdminMoney(row.refundAmount)} refunded</span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'commission',
    header: 'Commission',
    align: 'end',
    cell: (row) => formatAdminMoney(row.commissionAmount),
  },
  {
    key: 'date',
    header: 'Booked on',
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.createdAt, 'admin'),
  },
];

/** Every booking, newest first, with what was paid and Luz's commission. */
export function BookingsTab() {
  const table = useTableState('bookings');
  const { state } = table;
  const query = useAdminBookings(toListQuery(state));

  return (
    <AdminList
      query={query}
      state={state}
      noun="bookings"
      toolbar={
        <>
          <ListSearch
            label="Search bookings"
            placeholder="Seeker, guide or session"
            value={state.q}
            onSearch={table.search}
          />
          <ListFilter
            label="Status"
            allLabel="All statuses"
            options={BOOKING_STATUSES}
            labels={BOOKING_STATUS_LABELS}
            value={state.filters.status}
            onChange={(value) => table.setFilter('status', value)}
          />
        </>
      }
      emptyTitle="No bookings found"
      emptyIcon={Ticket}
      errorTitle="Failed to fetch bookings"
      onPageChange={table.setPage}
      onClearFilters={table.clear}
      caption="Bookings"
      columns={columns}
      rowKey={(row) => row.id}
      cardTitle={(row) => columns[0]!.cell(row)}
      cardCorner={(row) => <BookingStatusBadge status={row.status} />}
    />
  );
}
