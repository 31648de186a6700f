import type { AuditEntry } from '@contract/admin';
import { formatDate } from '@contract/date-formats';
import { ChevronDown, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { auditActionLabel, auditChanges, auditTargetDescription, auditTargetLabel } from '../admin-format';
import { AUDIT_TARGET_TYPES, toListQuery } from '../admin-table-state';
import { useAuditLog } from '../api/get-audit-log';
import { useTableState } from '../use-table-state';
import { AdminList } from './admin-list';
import { ListFilter } from './list-filter';
import { ListSearch } from './list-search';

const TARGET_TYPE_LABELS: Record<(typeof AUDIT_TARGET_TYPES)[number], string> = {
  user: 'Users',
  guide_application: 'Guide applications',
  session: 'Sessions',
  booking: 'Bookings',
  review: 'Reviews',
  job: 'Jobs',
};

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <p className="text-sm text-ink-muted">No fields were recorded.</p>;
  return (
    <table className="w-full max-w-2xl text-left text-sm">
      <caption className="sr-only">
        Changes of {auditActionLabel(entry.action)}, {auditTargetDescription(entry)}
      </caption>
      <thead className="text-ink-muted">
        <tr>
          <th scope="col" className="py-1.5 pr-4 font-medium">
            Field
          </th>
          <th scope="col" className="py-1.5 pr-4 font-medium">
            Before
          </th>
          <th scope="col" className="py-1.5 font-medium">
            After
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
  const tag = auditTargetLabel(entry.targetType, entry.targetId);
  if (entry.targetName === null) return tag;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium break-words text-ink">{entry.targetName}</span>
      <span className="text-xs text-ink-muted">
        {entry.targetStartsAt === null ? tag : `${formatDate(entry.targetStartsAt, 'dateTime')} · ${tag}`}
      </span>
    </span>
  );
}

/** Every admin action, newest first, with what it changed. */
export function AuditLogTab() {
  const table = useTableState('audit-log');
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

  const columns: DataColumn<AuditEntry>[] = [
    {
      key: 'time',
      header: 'Time',
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.createdAt, 'adminDateTime'),
    },
    {
      key: 'admin',
      header: 'Admin',
      cell: (row) => row.adminUsername ?? <span className="text-ink-muted">Deleted admin</span>,
    },
    {
      key: 'action',
      header: 'Action',
      inCard: false,
      cell: (row) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium text-ink">{auditActionLabel(row.action)}</span>
          <span className="font-mono text-xs text-ink-muted">{row.action}</span>
        </span>
      ),
    },
    { key: 'target', header: 'Target', cell: (row) => <AuditTarget entry={row} /> },
  ];

  return (
    <AdminList
      query={query}
      state={state}
      noun="entries"
      toolbar={
        <>
          <ListSearch
            label="Search the audit log"
            placeholder="Action or admin username"
            value={state.q}
            onSearch={table.search}
          />
          <ListFilter
            label="Target"
            allLabel="All targets"
            options={AUDIT_TARGET_TYPES}
            labels={TARGET_TYPE_LABELS}
            value={state.filters.targetType}
            onChange={(value) => table.setFilter('targetType', value)}
          />
        </>
      }
      emptyTitle="No audit entries found"
      emptyIcon={ScrollText}
      errorTitle="Failed to fetch the audit log"
      onPageChange={table.setPage}
      onClearFilters={table.clear}
      caption="Audit log"
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
            aria-label={`${expanded ? 'Hide' : 'Show'} changes of ${auditActionLabel(row.action)}, ${auditTargetDescription(row)}`}
            onClick={() => toggle(row.id)}
          >
            {expanded ? 'Hide changes' : 'Show changes'}
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
