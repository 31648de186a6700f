import type { AuditEntry } from '@contract/admin';
import { formatDate } from '@contract/date-formats';
import { ROLE_LABELS, type Role } from '@contract/roles';
import { webLinkHref } from '@contract/web-link';

const eurosAndCents = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Money in the admin tables: cents / 100 with two decimals always ("€45.00"), as the spec asks of the admin
 * panel, so a column of prices lines up. Elsewhere whole euros drop the cents (formatEuros in
 * src/contract/money.ts). Null (not paid yet) shows as a dash.
 */
export function formatAdminMoney(cents: number | null): string {
  return cents === null ? '—' : eurosAndCents.format(cents / 100);
}

/** "Guide #12": how the admin lists name a guide (DESIGN.md: a guide's id is their user id). */
export function guideTag(guideId: number): string {
  return `Guide #${guideId}`;
}

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

const TARGET_LABELS: Record<string, string> = {
  user: 'User',
  guide_application: 'Guide application',
  session: 'Session',
  booking: 'Booking',
  job: 'Job',
  review: 'Review',
};

/** "User #12", "Guide application #3"; an unknown kind keeps its own name. */
export function auditTargetLabel(targetType: string, targetId: number | null): string {
  const kind = TARGET_LABELS[targetType] ?? targetType.replaceAll('_', ' ');
  return targetId === null ? kind : `${kind} #${targetId}`;
}

/**
 * What an audit entry is about, in one line: "Session #567, Full moon gong bath, 12 Mar 2027, 20:30".
 * The id stays first; the name and a session's start follow while the target exists.
 */
export function auditTargetDescription(
  entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'targetName' | 'targetStartsAt'>,
): string {
  return [
    auditTargetLabel(entry.targetType, entry.targetId),
    entry.targetName,
    entry.targetStartsAt === null ? null : formatDate(entry.targetStartsAt, 'dateTime'),
  ]
    .filter((part) => part !== null)
    .join(', ');
}

const ACTION_LABELS: Record<string, string> = {
  'booking.accept_payment': 'Accepted payment',
  'booking.refund_payment': 'Refunded payment',
  'conversation.read': 'Read reported conversation',
  'guide_application.approve': 'Approved application',
  'guide_application.reject': 'Rejected application',
  'job.retry': 'Retried failed job',
  'review.dismiss_reports': 'Dismissed review reports',
  'review.hide': 'Hid review',
  'review.unhide': 'Showed review again',
  'session.cancel': 'Cancelled session',
  'user.approve': 'Approved guide',
  'user.reject': 'Rejected guide',
  'user.deactivate': 'Deactivated user',
  'user.reactivate': 'Reactivated user',
  'user.change_category': 'Changed guide category',
  'user.cancel_sessions': 'Cancelled removed guide’s sessions',
};

/** An audit action for people ("Deactivated user"); one the panel does not know yet shows as written. */
export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** Fields of audit entries that hold cents. */
const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'price',
  'refunded',
  'refundAmount',
  'paymentAmount',
  'amountDue',
  'commissionAmount',
  'pricePerSession',
  'pricePerGroupSession',
]);

/** A value of an audit entry's before or after, as a short text (cents as euros). */
export function formatAuditValue(value: unknown, field = ''): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) return formatAdminMoney(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** Every field an audit entry touched, with its value before and after, in the order they were written. */
export function auditChanges(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    before: formatAuditValue(before?.[field], field),
    after: formatAuditValue(after?.[field], field),
  }));
}

/** A link only for what is a web address (or a path on Luz itself); anything else is shown as text. */
export function webLink(value: string | null): string | null {
  const text = value?.trim() ?? '';
  return webLinkHref(text) ?? (/^\/[^/\s]\S*$/.test(text) ? text : null);
}

/** A count as people read it: "1,977". */
export function formatCount(value: number): string {
  return value.toLocaleString('en-IE');
}

/** The line above a list: "Showing 26–50 of 1,977 bookings". */
export function rangeText(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
  noun: string,
  totalIsCapped = false,
): string {
  const n = formatCount;
  const count = `${n(total)}${totalIsCapped ? '+' : ''}`;
  if (total === 0 || shown === 0) return `${count} ${noun}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${n(first)}–${n(first + shown - 1)} of ${count} ${noun}`;
}
