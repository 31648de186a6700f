import type { AuditEntry } from '@contract/admin';
import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import { ROLE, type Role } from '@contract/roles';
import { webLinkHref } from '@contract/web-link';
import type { I18n } from '@lingui/core';
import type { AdminListTab } from './admin-table-state';
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
export function guideTag(guideId: number, i18n: I18n): string {
  return i18n._('admin.format.guideTag', { id: guideId });
}

/** The roles' names as message ids, drawn in the page's language (the role filter's choices too). */
export const ROLE_MESSAGES: Record<Role, string> = {
  [ROLE.seeker]: /*i18n*/ 'admin.format.roleSeeker',
  [ROLE.guide]: /*i18n*/ 'admin.format.roleGuide',
  admin: /*i18n*/ 'admin.format.roleAdmin',
};

export function roleLabel(role: Role, i18n: I18n): string {
  return i18n._(ROLE_MESSAGES[role]);
}

/** "User #12", "Guide application #3"; an unknown kind keeps its own name. */
export function auditTargetLabel(targetType: string, targetId: number | null, i18n: I18n): string {
  const values = { kind: targetType, name: targetType.replaceAll('_', ' '), id: targetId };
  return targetId === null
    ? i18n._('admin.format.auditTarget', values)
    : i18n._('admin.format.auditTargetWithId', values);
}

/**
 * What an audit entry is about, in one line: "Session #567, Full moon gong bath, 12 Mar 2027, 20:30".
 * The id stays first; the name and a session's start follow while the target exists.
 */
export function auditTargetDescription(
  entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'targetName' | 'targetStartsAt'>,
  i18n: I18n,
): string {
  return [
    auditTargetLabel(entry.targetType, entry.targetId, i18n),
    entry.targetName,
    entry.targetStartsAt === null
      ? null
      : formatDate(entry.targetStartsAt, 'dateTime', i18n.locale as Locale),
  ]
    .filter((part) => part !== null)
    .join(', ');
}

const ACTION_LABELS: Record<string, string> = {
  'booking.accept_payment': /*i18n*/ 'admin.audit.actionAcceptPayment',
  'booking.refund_payment': /*i18n*/ 'admin.audit.actionRefundPayment',
  'conversation.read': /*i18n*/ 'admin.audit.actionReadConversation',
  'guide_application.approve': /*i18n*/ 'admin.audit.actionApproveApplication',
  'guide_application.reject': /*i18n*/ 'admin.audit.actionRejectApplication',
  'job.retry': /*i18n*/ 'admin.audit.actionRetryJob',
  'review.dismiss_reports': /*i18n*/ 'admin.audit.actionDismissReports',
  'review.hide': /*i18n*/ 'admin.audit.actionHideReview',
  'review.unhide': /*i18n*/ 'admin.audit.actionUnhideReview',
  'session.cancel': /*i18n*/ 'admin.audit.actionCancelSession',
  'user.approve': /*i18n*/ 'admin.audit.actionApproveGuide',
  'user.reject': /*i18n*/ 'admin.audit.actionRejectGuide',
  'user.deactivate': /*i18n*/ 'admin.audit.actionDeactivateUser',
  'user.reactivate': /*i18n*/ 'admin.audit.actionReactivateUser',
  'user.change_category': /*i18n*/ 'admin.audit.actionChangeCategory',
  'user.cancel_sessions': /*i18n*/ 'admin.audit.actionCancelGuideSessions',
  'user.delete_account': /*i18n*/ 'admin.audit.actionDeleteAccount',
};

/**
 * An audit action for people ("Deactivated user"), in the page's language; one the panel does not know yet
 * shows as its code, which is data.
 */
export function auditActionLabel(action: string, i18n: I18n): string {
  const id = Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action] : undefined;
  return id === undefined ? action : i18n._(id);
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

/** A value of an audit entry's before or after, as a short text (cents as euros); other values are data. */
export function formatAuditValue(value: unknown, field: string, i18n: I18n): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) {
    return formatAdminMoney(value, i18n.locale as Locale);
  }
  if (typeof value === 'boolean') return value ? i18n._('admin.detail.yes') : i18n._('admin.detail.no');
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
  i18n: I18n,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    before: formatAuditValue(before?.[field], field, i18n),
    after: formatAuditValue(after?.[field], field, i18n),
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

/** Each list's count line, one whole sentence per list so each language words and pluralises it its own way. */
const COUNT_MESSAGES: Record<AdminListTab, { range: string; count: string }> = {
  applications: {
    range: /*i18n*/ 'admin.list.rangeApplications',
    count: /*i18n*/ 'admin.list.countApplications',
  },
  practitioners: { range: /*i18n*/ 'admin.list.rangeGuides', count: /*i18n*/ 'admin.list.countGuides' },
  sessions: { range: /*i18n*/ 'admin.list.rangeSessions', count: /*i18n*/ 'admin.list.countSessions' },
  users: { range: /*i18n*/ 'admin.list.rangeUsers', count: /*i18n*/ 'admin.list.countUsers' },
  bookings: { range: /*i18n*/ 'admin.list.rangeBookings', count: /*i18n*/ 'admin.list.countBookings' },
  reviews: { range: /*i18n*/ 'admin.list.rangeReviews', count: /*i18n*/ 'admin.list.countReviews' },
  conversations: {
    range: /*i18n*/ 'admin.list.rangeConversations',
    count: /*i18n*/ 'admin.list.countConversations',
  },
  'audit-log': { range: /*i18n*/ 'admin.list.rangeAuditLog', count: /*i18n*/ 'admin.list.countAuditLog' },
  jobs: { range: /*i18n*/ 'admin.list.rangeJobs', count: /*i18n*/ 'admin.list.countJobs' },
};

/**
 * The line above a list: "Showing 26–50 of 1,977 bookings". `total` picks the plural; `count` is the total as
 * written, with "+" when the list was counted only so far.
 */
export function rangeText(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
  list: AdminListTab,
  totalIsCapped: boolean | undefined,
  i18n: I18n,
): string {
  const n = (value: number) => formatCount(value, i18n.locale as Locale);
  const count = `${n(total)}${totalIsCapped ? '+' : ''}`;
  const messages = COUNT_MESSAGES[list];
  if (total === 0 || shown === 0) return i18n._(messages.count, { total, count });
  const first = (page - 1) * pageSize + 1;
  return i18n._(messages.range, { total, count, first: n(first), last: n(first + shown - 1) });
}
