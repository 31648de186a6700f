import type { BookingView } from '@contract/bookings';
import { formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { CalendarSync } from 'lucide-react';
import { CancellationPolicy } from '@/components/cancellation-policy';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCancelBooking } from '../api/cancel-booking';
import { useRefundPreview } from '../api/get-refund-preview';
import { Trans, useLingui } from '../i18n';
import { cancelledMessage, describeRefund } from '../my-bookings';

interface CancelBookingDialogProps {
  booking: BookingView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The spec's Cancel Booking confirmation, with what cancelling now gives back before the seeker decides. */
export function CancelBookingDialog({ booking, open, onOpenChange }: CancelBookingDialogProps) {
  const { i18n } = useLingui();
  const preview = useRefundPreview(booking.id, open);
  const cancel = useCancelBooking();
  const refund = describeRefund(preview.data, i18n);
  const { session } = booking;

  const onConfirm = async () => {
    try {
      const cancelled = await cancel.mutateAsync(booking.id);
      toast({
        title: i18n._('bookings.cancelled.title'),
        description: cancelledMessage(cancelled, i18n),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: i18n._('bookings.cancel.failedTitle'),
        description: errorMessage(error, i18n._('bookings.cancel.failed')),
        variant: 'destructive',
      });
    }
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (cancel.isPending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{i18n._('bookings.cancel.title')}</DialogTitle>
          <DialogDescription className="text-base text-ink-muted">
            <Trans
              id={/*i18n*/ 'bookings.cancel.question'}
              values={{
                title: session.title,
                day: formatDay(session.sessionDate, 'long', i18n.locale as Locale),
                time: session.startTime,
              }}
              components={{ 0: <span className="font-medium text-ink" /> }}
            />
          </DialogDescription>
        </DialogHeader>

        <div
          className="rounded-2xl border border-border bg-sand-50 p-4"
          aria-live="polite"
          aria-busy={preview.isPending}
        >
          {preview.isPending ? (
            <div className="grid gap-2" aria-hidden="true">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-3/4" />
            </div>
          ) : (
            <>
              {refund.sessionChanged ? (
                <Badge variant="highlight" className="mb-2">
                  <CalendarSync aria-hidden="true" />
                  {i18n._('bookings.cancel.sessionChanged')}
                </Badge>
              ) : null}
              {refund.amount ? (
                <p className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-ink">{i18n._('bookings.cancel.refund')}</span>
                  <span
                    className={cn('text-lg font-semibold', refund.refunded ? 'text-success-700' : 'text-ink')}
                  >
                    {refund.amount}
                  </span>
                </p>
              ) : null}
              {refund.rule ? (
                <p className={cn('text-sm text-ink-muted', refund.amount && 'mt-1')}>{refund.rule}</p>
              ) : null}
            </>
          )}
        </div>
        <CancellationPolicy withLink={false} />

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={cancel.isPending}>
              {i18n._('bookings.cancel.keep')}
            </Button>
          </DialogClose>
          <Button variant="destructive" pending={cancel.isPending} onClick={() => void onConfirm()}>
            {i18n._('bookings.cancel.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
