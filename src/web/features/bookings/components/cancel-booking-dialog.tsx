import type { BookingView } from '@contract/bookings';
import { formatDay } from '@contract/date-formats';
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
import { cancelledMessage, describeRefund } from '../my-bookings';

interface CancelBookingDialogProps {
  booking: BookingView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The spec's Cancel Booking confirmation, with what cancelling now gives back before the seeker decides. */
export function CancelBookingDialog({ booking, open, onOpenChange }: CancelBookingDialogProps) {
  const preview = useRefundPreview(booking.id, open);
  const cancel = useCancelBooking();
  const refund = describeRefund(preview.data);
  const { session } = booking;

  const onConfirm = async () => {
    try {
      const cancelled = await cancel.mutateAsync(booking.id);
      toast({
        title: 'Booking Cancelled',
        description: cancelledMessage(cancelled),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Cancellation Failed',
        description: errorMessage(error, 'Could not cancel your booking. Please try again.'),
        variant: 'destructive',
      });
    }
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (cancel.isPending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel Booking</DialogTitle>
          <DialogDescription className="text-base text-ink-muted">
            Do you want to cancel your place in <span className="font-medium text-ink">{session.title}</span>{' '}
            on {formatDay(session.sessionDate, 'long')} at {session.startTime}?
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
                  Changed by your guide
                </Badge>
              ) : null}
              {refund.amount ? (
                <p className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-ink">Refund</span>
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
              Keep Booking
            </Button>
          </DialogClose>
          <Button variant="destructive" pending={cancel.isPending} onClick={() => void onConfirm()}>
            Yes, Cancel Booking
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
