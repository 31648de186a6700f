import type { AdminBookingRow } from '@contract/admin';
import { BOOKING_STATUSES } from '@contract/catalog';
import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import type { I18n } from '@lingui/core';
import { Check, RotateCcw, Ticket } from 'lucide-react';
import { useState } from 'react';
import { BOOKING_STATUS_MESSAGES, BookingStatusBadge } from '@/components/status-badges';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DataColumn } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { personName } from '@/lib/person-names';
import { formatAdminMoney, guideTag } from '../admin-format';
import { toListQuery } from '../admin-table-state';
import { type PaymentReviewChoice, useDecidePaymentReview } from '../api/decide-payment-review';
import { useAdminBookings } from '../api/get-admin-bookings';
import { useLingui } from '../i18n';
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';
import { ListFilter } from './list-filter';
import { ListSearch } from './list-search';

const columnsIn = (i18n: I18n, locale: Locale): DataColumn<AdminBookingRow>[] => [
  {
    key: 'seeker',
    header: i18n._('admin.bookings.seeker'),
    inCard: false,
    cell: (row) => <span className="font-medium text-ink">{personName(i18n, row.seekerName)}</span>,
  },
  {
    key: 'session',
    header: i18n._('admin.bookings.session'),
    className: 'min-w-44',
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span>{row.sessionTitle}</span>
        <span className="text-ink-muted">{formatDate(row.sessionStartsAt, 'admin', locale)}</span>
      </span>
    ),
  },
  {
    key: 'guide',
    header: i18n._('admin.sessions.guide'),
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span>{row.practitionerName}</span>
        <span className="whitespace-nowrap text-ink-muted">{guideTag(row.practitionerId, i18n)}</span>
      </span>
    ),
  },
  {
    key: 'status',
    header: i18n._('admin.applications.status'),
    inCard: false,
    cell: (row) => <BookingStatusBadge status={row.status} />,
  },
  {
    key: 'amount',
    header: i18n._('admin.bookings.amount'),
    align: 'end',
    cell: (row) =>
      // A payment under review may be in another currency: its reason says what was paid.
      row.paymentIssue ? (
        <span className="inline-block max-w-48 whitespace-normal text-terracotta-700">
          {row.paymentIssue}
        </span>
      ) : (
        <span className="flex min-w-0 flex-col">
          <span>{formatAdminMoney(row.paymentAmount, locale)}</span>
          {row.refundAmount ? (
            <span className="text-ink-muted">
              {i18n._('admin.bookings.refunded', { amount: formatAdminMoney(row.refundAmount, locale) })}
            </span>
          ) : null}
        </span>
      ),
  },
  {
    key: 'commission',
    header: i18n._('admin.bookings.commission'),
    align: 'end',
    cell: (row) => formatAdminMoney(row.commissionAmount, locale),
  },
  {
    key: 'date',
    header: i18n._('admin.bookings.bookedOn'),
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.createdAt, 'admin', locale),
  },
];

const DECISION_TOASTS: Record<PaymentReviewChoice, { title: string; description: string; failed: string }> = {
  accept: {
    title: /*i18n*/ 'admin.bookings.acceptedTitle',
    description: /*i18n*/ 'admin.bookings.acceptedText',
    failed: /*i18n*/ 'admin.bookings.acceptFailed',
  },
  refund: {
    title: /*i18n*/ 'admin.bookings.refundedTitle',
    description: /*i18n*/ 'admin.bookings.refundedText',
    failed: /*i18n*/ 'admin.bookings.refundFailed',
  },
};

/**
 * Every booking, newest first, with what was paid and Luz's commission. A payment that did not match its
 * booking's price waits here, with why, to be accepted or refunded.
 */
export function BookingsTab() {
  const table = useTableState('bookings');
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const columns = columnsIn(i18n, locale);
  const { state } = table;
  const query = useAdminBookings(toListQuery(state));
  const decide = useDecidePaymentReview();
  const [refunding, setRefunding] = useState<AdminBookingRow | null>(null);

  const onDecide = async (row: AdminBookingRow, choice: PaymentReviewChoice) => {
    const words = DECISION_TOASTS[choice];
    try {
      await decide.mutateAsync({ bookingId: row.id, choice });
      toast({ title: i18n._(words.title), description: i18n._(words.description), variant: 'success' });
    } catch (error) {
      toast({
        title: i18n._('admin.errorTitle'),
        description: errorMessage(error, i18n._(words.failed)),
        variant: 'destructive',
      });
    }
    setRefunding(null);
  };

  return (
    <>
      <AdminList
        query={query}
        state={state}
        list="bookings"
        toolbar={
          <>
            <ListSearch
              label={i18n._('admin.bookings.search')}
              placeholder={i18n._('admin.bookings.searchPlaceholder')}
              value={state.q}
              onSearch={table.search}
            />
            <ListFilter
              label={i18n._('admin.applications.status')}
              allLabel={i18n._('admin.applications.allStatuses')}
              options={BOOKING_STATUSES}
              messages={BOOKING_STATUS_MESSAGES}
              value={state.filters.status}
              onChange={(value) => table.setFilter('status', value)}
            />
          </>
        }
        emptyTitle={i18n._('admin.bookings.empty')}
        emptyIcon={Ticket}
        errorTitle={i18n._('admin.bookings.error')}
        onPageChange={table.setPage}
        onClearFilters={table.clear}
        caption={i18n._('admin.bookings.caption')}
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
                aria-label={i18n._('admin.bookings.acceptOf', { id: row.id })}
                disabled={decide.isPending}
                onClick={() => void onDecide(row, 'accept')}
              >
                <Check aria-hidden="true" />
                {i18n._('admin.bookings.accept')}
              </Button>
              <Button
                variant="destructive-ghost"
                size="sm"
                aria-label={i18n._('admin.bookings.refundOf', { id: row.id })}
                onClick={() => setRefunding(row)}
              >
                <RotateCcw aria-hidden="true" />
                {i18n._('admin.bookings.refund')}
              </Button>
            </span>
          ) : null
        }
      />
      <ConfirmDialog
        open={refunding !== null}
        title={i18n._('admin.bookings.refundTitle')}
        description={
          <>
            {refunding ? (
              <p className="font-medium text-ink">
                {personName(i18n, refunding.seekerName)} · {refunding.sessionTitle} · {refunding.paymentIssue}
              </p>
            ) : null}
            <p>{i18n._('admin.bookings.refundText')}</p>
          </>
        }
        cancelLabel={i18n._('admin.bookings.keepWaiting')}
        confirmLabel={i18n._('admin.bookings.refundConfirm')}
        pending={decide.isPending}
        onConfirm={() => refunding && void onDecide(refunding, 'refund')}
        onClose={() => setRefunding(null)}
      />
    </>
  );
}
