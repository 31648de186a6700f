import type { BookingStatus } from '@contract/catalog';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useLingui } from '../i18n';

/**
 * The spec's badge variants for a booking: confirmed success, pending warning, cancelled destructive, completed
 * default. Labels are message ids.
 */
const BADGES: Record<BookingStatus, { label: string; variant: BadgeProps['variant'] }> = {
  confirmed: { label: /*i18n*/ 'bookings.status.confirmed', variant: 'success' },
  pending: { label: /*i18n*/ 'bookings.status.pending', variant: 'warning' },
  cancelled: { label: /*i18n*/ 'bookings.status.cancelled', variant: 'destructive' },
  completed: { label: /*i18n*/ 'bookings.status.completed', variant: 'default' },
  payment_review: { label: /*i18n*/ 'bookings.status.paymentReview', variant: 'highlight' },
};

export function BookingStatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  const { i18n } = useLingui();
  const { label, variant } = BADGES[status];
  return (
    <Badge variant={variant} className={className}>
      {i18n._(label)}
    </Badge>
  );
}
