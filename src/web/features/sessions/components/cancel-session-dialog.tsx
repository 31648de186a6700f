import { formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
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
import { useLingui } from '../i18n';

interface CancelSessionDialogProps {
  session: SessionView | null;
  /** Places taken in it, to say how many seekers will hear about it. */
  bookedCount: number;
  onClose: () => void;
}

/** The guide's cancel confirmation: booked seekers are notified, and it cannot be undone. */
export function CancelSessionDialog({ session, bookedCount, onClose }: CancelSessionDialogProps) {
  const cancel = useCancelSession();
  const { i18n } = useLingui();

  const onConfirm = async () => {
    if (!session) return;
    try {
      const { cancelledBookings } = await cancel.mutateAsync(session.id);
      toast({
        title: i18n._('sessions.cancel.doneTitle'),
        description:
          cancelledBookings > 0
            ? i18n._('sessions.cancel.doneNotified', { count: cancelledBookings })
            : i18n._('sessions.cancel.done', { title: session.title }),
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({
        title: i18n._('sessions.errorTitle'),
        description: errorMessage(error, i18n._('sessions.cancel.failed')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={session !== null} onOpenChange={(open) => (open || cancel.isPending ? null : onClose())}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{i18n._('sessions.cancel.title')}</DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-2">
              {session ? (
                <p className="font-medium text-ink">
                  {session.title} · {formatDay(session.sessionDate, 'weekday', i18n.locale as Locale)},{' '}
                  {session.startTime}
                </p>
              ) : null}
              <p>
                {bookedCount > 0
                  ? i18n._('sessions.cancel.textBooked', { count: bookedCount })
                  : i18n._('sessions.cancel.text')}
              </p>
            </div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose} disabled={cancel.isPending}>
            {i18n._('sessions.cancel.keep')}
          </Button>
          <Button variant="destructive" pending={cancel.isPending} onClick={() => void onConfirm()}>
            {i18n._('sessions.cancel.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
