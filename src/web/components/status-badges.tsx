import type { ApplicationStatus, BookingStatus, SessionStatus } from '@contract/catalog';
import { Badge, type BadgeProps } from '@/components/ui/badge';

type BadgeLook = { label: string; variant: BadgeProps['variant'] };

const SESSION_BADGES: Record<SessionStatus, BadgeLook> = {
  scheduled: { label: 'Scheduled', variant: 'info' },
  completed: { label: 'Completed', variant: 'success' },
  cancelled: { label: 'Cancelled', variant: 'destructive' },
};

/** The spec's booking badge variants: success, warning, destructive, default. */
const BOOKING_BADGES: Record<BookingStatus, BadgeLook> = {
  confirmed: { label: 'Confirmed', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  cancelled: { label: 'Cancelled', variant: 'destructive' },
  completed: { label: 'Completed', variant: 'default' },
  payment_review: { label: 'Payment under review', variant: 'highlight' },
};

const APPLICATION_BADGES: Record<ApplicationStatus, BadgeLook> = {
  pending: { label: 'Pending', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'destructive' },
};

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const { label, variant } = SESSION_BADGES[status];
  return <Badge variant={variant}>{label}</Badge>;
}

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { label, variant } = BOOKING_BADGES[status];
  return <Badge variant={variant}>{label}</Badge>;
}

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { label, variant } = APPLICATION_BADGES[status];
  return <Badge variant={variant}>{label}</Badge>;
}

/** Labels of the status filters: the same words the badges show. */
export const SESSION_STATUS_LABELS = mapLabels(SESSION_BADGES);
export const BOOKING_STATUS_LABELS = mapLabels(BOOKING_BADGES);
export const APPLICATION_STATUS_LABELS = mapLabels(APPLICATION_BADGES);

function mapLabels<S extends string>(badges: Record<S, BadgeLook>): Record<S, string> {
  return Object.fromEntries(
    Object.entries<BadgeLook>(badges).map(([status, { label }]) => [status, label]),
  ) as Record<S, string>;
}
