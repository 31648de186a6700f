import type { AdminSessionRow } from '@contract/admin';
import { SESSION_STATUSES } from '@contract/catalog';
import { formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import type { I18n } from '@lingui/core';
import { CalendarX2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { SESSION_STATUS_MESSAGES, SessionStatusBadge } from '@/components/status-badges';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DataColumn } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { practiceName } from '@/lib/option-names/option-names';
import { formatAdminMoney, guideTag } from '../admin-format';
import { toListQuery } from '../admin-table-state';
import { useCancelAdminSession } from '../api/cancel-admin-session';
import { useAdminSessions } from '../api/get-admin-sessions';
import { useLingui } from '../i18n';
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';
import { ListFilter } from './list-filter';
import { ListSearch } from './list-search';

const columnsIn = (i18n: I18n, locale: Locale): DataColumn<AdminSessionRow>[] => [
  {
    key: 'title',
    header: i18n._('admin.sessions.title'),
    inCard: false,
    className: 'min-w-48',
    cell: (row) => <span className="font-medium text-ink">{row.title}</span>,
  },
  {
    key: 'guide',
    header: i18n._('admin.sessions.guide'),
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span className="whitespace-nowrap">{guideTag(row.practitionerId, i18n)}</span>
        <span className="text-ink-muted">{row.practitionerName}</span>
      </span>
    ),
  },
  {
    key: 'modality',
    header: i18n._('admin.sessions.modality'),
    cell: (row) => practiceName(i18n, row.modality),
  },
  {
    key: 'date',
    header: i18n._('admin.sessions.date'),
    className: 'whitespace-nowrap',
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span>{formatDay(row.sessionDate, 'admin', locale)}</span>
        <span className="text-ink-muted">
          {row.startTime}–{row.endTime}
        </span>
      </span>
    ),
  },
  {
    key: 'status',
    header: i18n._('admin.applications.status'),
    inCard: false,
    cell: (row) => <SessionStatusBadge status={row.status} />,
  },
  {
    key: 'booked',
    header: i18n._('admin.sessions.booked'),
    align: 'end',
    cell: (row) => `${row.capacity - row.remainingSpots} / ${row.capacity}`,
  },
  {
    key: 'price',
    header: i18n._('admin.sessions.price'),
    align: 'end',
    cell: (row) => formatAdminMoney(row.price, locale),
  },
];

/** Every guide's sessions, newest start first; a scheduled one can be cancelled with all its bookings. */
export function SessionsTab() {
  const table = useTableState('sessions');
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const columns = columnsIn(i18n, locale);
  const { state } = table;
  const query = useAdminSessions(toListQuery(state));
  const cancel = useCancelAdminSession();
  const [cancelling, setCancelling] = useState<AdminSessionRow | null>(null);

  const onConfirm = async () => {
    if (!cancelling) return;
    try {
      const { cancelledBookings } = await cancel.mutateAsync(cancelling.id);
      toast({
        title: i18n._('admin.sessions.cancelled'),
        description:
          cancelledBookings > 0
            ? i18n._('admin.sessions.cancelledBookings', { count: cancelledBookings })
            : i18n._('admin.sessions.noBookings', { title: cancelling.title }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: i18n._('admin.errorTitle'),
        description: errorMessage(error, i18n._('admin.sessions.cancelFailed')),
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
        list="sessions"
        toolbar={
          <>
            <ListSearch
              label={i18n._('admin.sessions.search')}
              placeholder={i18n._('admin.sessions.searchPlaceholder')}
              value={state.q}
              onSearch={table.search}
            />
            <ListFilter
              label={i18n._('admin.applications.status')}
              allLabel={i18n._('admin.applications.allStatuses')}
              options={SESSION_STATUSES}
              messages={SESSION_STATUS_MESSAGES}
              value={state.filters.status}
              onChange={(value) => table.setFilter('status', value)}
            />
          </>
        }
        emptyTitle={i18n._('admin.sessions.empty')}
        emptyIcon={CalendarX2}
        errorTitle={i18n._('admin.sessions.error')}
        onPageChange={table.setPage}
        onClearFilters={table.clear}
        caption={i18n._('admin.sessions.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        cardTitle={(row) => columns[0]!.cell(row)}
        cardCorner={(row) => <SessionStatusBadge status={row.status} />}
        actions={(row) =>
          row.status === 'scheduled' ? (
            <Button
              variant="destructive-ghost"
              size="sm"
              aria-label={i18n._('admin.sessions.cancelOf', {
                title: row.title,
                date: formatDay(row.sessionDate, 'admin', locale),
              })}
              onClick={() => setCancelling(row)}
            >
              <XCircle aria-hidden="true" />
              {i18n._('admin.sessions.cancel')}
            </Button>
          ) : null
        }
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={i18n._('admin.sessions.cancelTitle')}
        description={
          <>
            {cancelling ? (
              <p className="font-medium text-ink">
                {cancelling.title} · {formatDay(cancelling.sessionDate, 'admin', locale)},{' '}
                {cancelling.startTime} · {cancelling.practitionerName}
              </p>
            ) : null}
            <p>{i18n._('admin.sessions.cancelText')}</p>
          </>
        }
        cancelLabel={i18n._('admin.sessions.keep')}
        confirmLabel={i18n._('admin.sessions.confirm')}
        pending={cancel.isPending}
        onConfirm={() => void onConfirm()}
        onClose={() => setCancelling(null)}
      />
    </>
  );
}
