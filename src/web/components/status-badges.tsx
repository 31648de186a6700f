import type { ApplicationStatus, BookingStatus, SessionStatus } from '@contract/catalog';
import { useLingui } from '@/components/i18n';
import { Badge, type BadgeProps } from '@/components/ui/badge';

/** `label` is a message id, drawn in the page's language. */
type BadgeLook = { label: string; variant: BadgeProps['variant'] };

const SESSION_BADGES: Record<SessionStatus, BadgeLook> = {
  scheduled: { label: /*i18n*/ 'status.session.scheduled', variant: 'info' },
  completed: { label: /*i18n*/ 'status.session.completed', variant: 'success' },
  cancelled: { label: /*i18n*/ 'status.session.cancelled', variant: 'destructive' },
};

/** The spec's booking badge variants: success, warning, destructive, default. */
const BOOKING_BADGES: Record<BookingStatus, BadgeLook> = {
  confirmed: { label: /*i18n*/ 'status.booking.confirmed', variant: 'success' },
  pending: { label: /*i18n*/ 'status.booking.pending', variant: 'warning' },
  cancelled: { label: /*i18n*/ 'status.booking.cancelled', variant: 'destructive' },
  completed: { label: /*i18n*/ 'status.booking.completed', variant: 'default' },
  payment_review: { label: /*i18n*/ 'status.booking.paymentReview', variant: 'highlight' },
};

const APPLICATION_BADGES: Record<ApplicationStatus, BadgeLook> = {
  pending: { label: /*i18n*/ 'status.application.pending', variant: 'warning' },
  approved: { label: /*i18n*/ 'status.application.approved', variant: 'success' },
  rejected: { label: /*i18n*/ 'status.application.rejected', variant: 'destructive' },
};

function StatusBadge({ look }: { look: BadgeLook }) {
  const { i18n } = useLingui();
  return <Badge variant={look.variant}>{i18n._(look.label)}</Badge>;
}

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  return <StatusBadge look={SESSION_BADGES[status]} />;
}

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <StatusBadge look={BOOKING_BADGES[status]} />;
}

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <StatusBadge look={APPLICATION_BADGES[status]} />;
}

/** Message ids of the status filters' labels: the same words the badges show. */
export const SESSION_STATUS_MESSAGES = mapLabels(SESSION_BADGES);
export const BOOKING_STATUS_MESSAGES = mapLabels(BOOKING_BADGES);
export const APPLICATION_STATUS_MESSAGES = mapLabels(APPLICATION_BADGES);

function mapLabels<S extends string>(badges: Record<S, BadgeLook>): Record<S, string> {
  return Object.fromEntries(
    Object.entries<BadgeLook>(badges).map(([status, { label }]) => [status, label]),
  ) as Record<S, string>;
}
