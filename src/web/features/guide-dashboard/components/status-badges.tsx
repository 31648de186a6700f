import type { BookingStatus, SessionStatus } from '@contract/catalog';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const SESSION_BADGES: Record<SessionStatus, { label: string; variant: BadgeProps['variant'] }> = {
  scheduled: { label: 'Scheduled', variant: 'info' },
  completed: { label: 'Completed', variant: 'success' },
  cancelled: { label: 'Cancelled', variant: 'destructive' },
};

/** The spec's booking badge variants: success, warning, destructive, default. */
const BOOKING_BADGES: Record<BookingStatus, { label: string; variant: BadgeProps['variant'] }> = {
  confirmed: { label: 'Confirmed', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  cancelled: { label: 'Cancelled', variant: 'destructive' },
  completed: { label: 'Completed', variant: 'default' },
};

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const { label, variant } = SESSION_BADGES[status];
  return <Badge variant={variant}>{label}</Badge>;
}

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { label, variant } = BOOKING_BADGES[status];
  return <Badge variant={variant}>{label}</Badge>;
}
