import { formatDay } from '@contract/date-formats';
import type { SessionView } from '@contract/sessions';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useCancelSession } from '../api/cancel-session';

interface CancelSessionDialogProps {
  session: SessionView | null;
  /** Places taken in it, to say how many seekers will hear about it. */
  bookedCount: number;
  onClose: () => void;
}

/** The guide's cancel confirmation: booked seekers are notified, and it cannot be undone. */
export function CancelSessionDialog({ session, bookedCount, onClose }: CancelSessionDialogProps) {
  const cancel = useCancelSession();

  const onConfirm = async () => {
    if (!session) return;
    try {
      const { cancelledBookings } = await cancel.mutateAsync(session.id);
      toast({
        title: 'Session cancelled',
        description:
          cancelledBookings > 0
            ? `${cancelledBookings} booked ${cancelledBookings === 1 ? 'seeker was' : 'seekers were'} notified and refunded.`
            : `${session.title} has been cancelled.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to cancel session'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={session !== null} onOpenChange={(open) => (open || cancel.isPending ? null : onClose())}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Cancel this session?</DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-2">
              {session ? (
                <p className="font-medium text-ink">
                  {session.title} · {formatDay(session.sessionDate, 'weekday')}, {session.startTime}
                </p>
              ) : null}
              <p>
                {bookedCount > 0
                  ? `All booked seekers (${bookedCount}) will be notified by email and refunded.`
                  : 'Booked seekers will be notified by email and refunded.'}{' '}
                This cannot be undone.
              </p>
            </div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose} disabled={cancel.isPending}>
            Keep Session
          </Button>
          <Button variant="destructive" pending={cancel.isPending} onClick={() => void onConfirm()}>
            Cancel Session
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
