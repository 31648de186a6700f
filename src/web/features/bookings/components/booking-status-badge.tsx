import type { BookingStatus } from '@contract/catalog';
import { Badge, type BadgeProps } from '@/components/ui/badge';

/** The spec's badge variants for a booking: confirmed success, pending warning, cancelled destructive, completed default. */
const BADGES: Record<BookingStatus, { label: string; variant: BadgeProps['variant'] }> = {
  confirmed: { label: 'Confirmed', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  cancelled: { label: 'Cancelled', variant: 'destructive' },
  completed: { label: 'Completed', variant: 'default' },
  payment_review: { label: 'Payment under review', variant: 'highlight' },
};

export function BookingStatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  const { label, variant } = BADGES[status];
  return (
    <Badge variant={variant} className={className}>
      {label}
    </Badge>
  );
}
