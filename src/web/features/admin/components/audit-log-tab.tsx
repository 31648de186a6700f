import type { AuditEntry } from '@contract/admin';
import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import type { I18n } from '@lingui/core';
import { ChevronDown, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { auditActionLabel, auditChanges, auditTargetDescription, auditTargetLabel } from '../admin-format';
import { AUDIT_TARGET_TYPES, toListQuery } from '../admin-table-state';
import { useAuditLog } from '../api/get-audit-log';
import { useLingui } from '../i18n';
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';
import { ListFilter } from './list-filter';
import { ListSearch } from './list-search';

/** The target filter's choices, as message ids. */
const TARGET_TYPE_MESSAGES: Record<(typeof AUDIT_TARGET_TYPES)[number], string> = {
  user: /*i18n*/ 'admin.audit.targetsUsers',
  guide_application: /*i18n*/ 'admin.audit.targetsApplications',
  session: /*i18n*/ 'admin.audit.targetsSessions',
  booking: /*i18n*/ 'admin.audit.targetsBookings',
  review: /*i18n*/ 'admin.audit.targetsReviews',
  job: /*i18n*/ 'admin.audit.targetsJobs',
};

/** What an entry changed: field names and values are as recorded (data), the words around them translated. */
function Changes({ entry }: { entry: AuditEntry }) {
  const { i18n } = useLingui();
  const changes = auditChanges(entry.before, entry.after, i18n);
  if (changes.length === 0) {
    return <p className="text-sm text-ink-muted">{i18n._('admin.audit.noFields')}</p>;
  }
  return (
    <table className="w-full max-w-2xl text-left text-sm">
      <caption className="sr-only">
        {i18n._('admin.audit.changesOf', {
          action: auditActionLabel(entry.action, i18n),
          target: auditTargetDescription(entry, i18n),
        })}
      </caption>
      <thead className="text-ink-muted">
        <tr>
          <th scope="col" className="py-1.5 pr-4 font-medium">
            {i18n._('admin.audit.field')}
          </th>
          <th scope="col" className="py-1.5 pr-4 font-medium">
            {i18n._('admin.audit.before')}
          </th>
          <th scope="col" className="py-1.5 font-medium">
            {i18n._('admin.audit.after')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row" className="py-1.5 pr-4 font-mono text-xs font-normal text-ink-muted">
              {change.field}
            </th>
            <td className="py-1.5 pr-4 break-all text-ink">{change.before}</td>
            <td className="py-1.5 font-medium break-all text-ink">{change.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The target by its name (and a session's start) while it exists, with its id; by its id alone once gone. */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  const { i18n } = useLingui();
  const tag = auditTargetLabel(entry.targetType, entry.targetId, i18n);
  if (entry.targetName === null) return tag;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium break-words text-ink">{entry.targetName}</span>
      <span className="text-xs text-ink-muted">
        {entry.targetStartsAt === null
          ? tag
          : `${formatDate(entry.targetStartsAt, 'dateTime', i18n.locale as Locale)} · ${tag}`}
      </span>
    </span>
  );
}

const columnsIn = (i18n: I18n): DataColumn<AuditEntry>[] => [
  {
    key: 'time',
    header: i18n._('admin.audit.time'),
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.createdAt, 'adminDateTime', i18n.locale as Locale),
  },
  {
    key: 'admin',
    header: i18n._('admin.audit.admin'),
    cell: (row) =>
      row.adminUsername ?? <span className="text-ink-muted">{i18n._('admin.audit.deletedAdmin')}</span>,
  },
  {
    key: 'action',
    header: i18n._('admin.audit.action'),
    inCard: false,
    // The label for people, and the action's code under it, as recorded.
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-ink">{auditActionLabel(row.action, i18n)}</span>
        <span className="font-mono text-xs text-ink-muted">{row.action}</span>
      </span>
    ),
  },
  { key: 'target', header: i18n._('admin.audit.target'), cell: (row) => <AuditTarget entry={row} /> },
];

/** Every admin action, newest first, with what it changed. */
export function AuditLogTab() {
  const table = useTableState('audit-log');
  const { i18n } = useLingui();
  const columns = columnsIn(i18n);
  const { state } = table;
  const query = useAuditLog(toListQuery(state));
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const about = (row: AuditEntry) => ({
    action: auditActionLabel(row.action, i18n),
    target: auditTargetDescription(row, i18n),
  });

  return (
    <AdminList
      query={query}
      state={state}
      list="audit-log"
      toolbar={
        <>
          <ListSearch
            label={i18n._('admin.audit.search')}
            placeholder={i18n._('admin.audit.searchPlaceholder')}
            value={state.q}
            onSearch={table.search}
          />
          <ListFilter
            label={i18n._('admin.audit.target')}
            allLabel={i18n._('admin.audit.allTargets')}
            options={AUDIT_TARGET_TYPES}
            messages={TARGET_TYPE_MESSAGES}
            value={state.filters.targetType}
            onChange={(value) => table.setFilter('targetType', value)}
          />
        </>
      }
      emptyTitle={i18n._('admin.audit.empty')}
      emptyIcon={ScrollText}
      errorTitle={i18n._('admin.audit.error')}
      onPageChange={table.setPage}
      onClearFilters={table.clear}
      caption={i18n._('admin.audit.caption')}
      columns={columns}
      rowKey={(row) => row.id}
      cardTitle={(row) => columns[2]!.cell(row)}
      actions={(row) => {
        const expanded = open.has(row.id);
        return (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-label={
              expanded
                ? i18n._('admin.audit.hideChangesOf', about(row))
                : i18n._('admin.audit.showChangesOf', about(row))
            }
            onClick={() => toggle(row.id)}
          >
            {expanded ? i18n._('admin.audit.hideChanges') : i18n._('admin.audit.showChanges')}
            <ChevronDown
              aria-hidden="true"
              className={cn('transition-transform', expanded && 'rotate-180')}
            />
          </Button>
        );
      }}
      detail={(row) => (open.has(row.id) ? <Changes entry={row} /> : null)}
    />
  );
}
