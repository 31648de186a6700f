import type { AuditEntry } from '@contract/admin';
import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import { ROLE_LABELS, type Role } from '@contract/roles';
import { webLinkHref } from '@contract/web-link';
import type { I18n } from '@lingui/core';
import { I18N } from '@/lib/i18n';
// The words below are ids of this folder's catalogue, which must be in before they are read.
import './i18n';

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
export function formatAdminMoney(cents: number | null, locale: Locale = 'en'): string {
  if (cents === null) return '—';
  // Portugal writes every amount with its cents already ("45,00 €").
  return locale === 'en' ? eurosAndCents.format(cents / 100) : formatEuros(cents, locale);
}

/** "Guide #12": how the admin lists name a guide (DESIGN.md: a guide's id is their user id). */
export function guideTag(guideId: number, i18n: I18n = I18N.en): string {
  return i18n._('admin.format.guideTag', { id: guideId });
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

/** A count as people read it: "1,977", "1977" in Portuguese. */
export function formatCount(value: number, locale: Locale = 'en'): string {
  return value.toLocaleString(locale === 'en' ? 'en-IE' : locale);
}

/** The line above a list: "Showing 26–50 of 1,977 bookings". */
export function rangeText(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
  noun: string,
  totalIsCapped = false,
  i18n: I18n = I18N.en,
): string {
  const n = (value: number) => formatCount(value, i18n.locale as Locale);
  const count = `${n(total)}${totalIsCapped ? '+' : ''}`;
  if (total === 0 || shown === 0) return i18n._('admin.format.count', { count, noun });
  const first = (page - 1) * pageSize + 1;
  return i18n._('admin.format.range', { first: n(first), last: n(first + shown - 1), count, noun });
}
