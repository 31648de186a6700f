import type { AdminBookingRow } from '@contract/admin';
import { BOOKING_STATUSES } from '@contract/catalog';
import { formatDate } from '@contract/date-formats';
import { Check, RotateCcw, Ticket } from 'lucide-react';
import { useState } from 'react';
import { BOOKING_STATUS_LABELS, BookingStatusBadge } from '@/components/status-badges';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DataColumn } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatAdminMoney, guideTag } from '../admin-format';
import { toListQuery } from '../admin-table-state';
import { type PaymentReviewChoice, useDecidePaymentReview } from '../api/decide-payment-review';
import { useAdminBookings } from '../api/get-admin-bookings';
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';
import { ListFilter } from './list-filter';
import { ListSearch } from './list-search';

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
    cell: (row) =>
      // A payment under review may be in another currency: its reason says what was paid.
      row.paymentIssue ? (
        <span className="inline-block max-w-48 whitespace-normal text-terracotta-700">
          {row.paymentIssue}
        </span>
      ) : (
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

const DECISION_TOASTS: Record<PaymentReviewChoice, { title: string; description: string; failed: string }> = {
  accept: {
    title: 'Payment accepted',
    description: 'The booking is confirmed and the seeker has been emailed.',
    failed: 'Failed to accept the payment',
  },
  refund: {
    title: 'Payment refunded',
    description: 'The payment goes back to the seeker in full, and the spot is free again.',
    failed: 'Failed to refund the payment',
  },
};

/**
 * Every booking, newest first, with what was paid and Luz's commission. A payment that did not match its
 * booking's price waits here, with why, to be accepted or refunded.
 */
export function BookingsTab() {
  const table = useTableState('bookings');
  const { state } = table;
  const query = useAdminBookings(toListQuery(state));
  const decide = useDecidePaymentReview();
  const [refunding, setRefunding] = useState<AdminBookingRow | null>(null);

  const onDecide = async (row: AdminBookingRow, choice: PaymentReviewChoice) => {
    const words = DECISION_TOASTS[choice];
    try {
      await decide.mutateAsync({ bookingId: row.id, choice });
      toast({ title: words.title, description: words.description, variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, words.failed), variant: 'destructive' });
    }
    setRefunding(null);
  };

  return (
    <>
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
        actions={(row) =>
          row.status === 'payment_review' ? (
            <span className="flex flex-col items-start gap-1">
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Accept payment of booking #${row.id}`}
                disabled={decide.isPending}
                onClick={() => void onDecide(row, 'accept')}
              >
                <Check aria-hidden="true" />
                Accept payment
              </Button>
              <Button
                variant="destructive-ghost"
                size="sm"
                aria-label={`Refund payment of booking #${row.id}`}
                onClick={() => setRefunding(row)}
              >
                <RotateCcw aria-hidden="true" />
                Refund payment
              </Button>
            </span>
          ) : null
        }
      />
      <ConfirmDialog
        open={refunding !== null}
        title="Refund this payment?"
        description={
          <>
            {refunding ? (
              <p className="font-medium text-ink">
                {refunding.seekerName} · {refunding.sessionTitle} · {refunding.paymentIssue}
              </p>
            ) : null}
            <p>
              Everything the seeker paid goes back to them through the payment provider, the booking is
              cancelled and its spot is free for someone else.
            </p>
          </>
        }
        cancelLabel="Keep Waiting"
        confirmLabel="Refund Payment"
        pending={decide.isPending}
        onConfirm={() => refunding && void onDecide(refunding, 'refund')}
        onClose={() => setRefunding(null)}
      />
    </>
  );
}
