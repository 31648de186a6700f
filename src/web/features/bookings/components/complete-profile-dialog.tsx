import { UserRoundPen } from 'lucide-react';
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
import { toQueryString } from '@/lib/query-string';
import { Link } from '@/lib/router';
import { useLingui } from '../i18n';

interface CompleteProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page (path and query) to come back to once the profile is saved. */
  returnUrl: string;
  sessionId: number | null;
}

/** The spec's profile-completion dialog: booking needs a name, so it leads to /profile and back. */
export function CompleteProfileDialog({
  open,
  onOpenChange,
  returnUrl,
  sessionId,
}: CompleteProfileDialogProps) {
  const { i18n } = useLingui();
  const profilePath = `/profile${toQueryString({ return_url: returnUrl, session_id: sessionId })}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-1 inline-flex size-12 items-center justify-center rounded-2xl bg-azulejo-50 text-azulejo-700">
            <UserRoundPen aria-hidden="true" className="size-6" />
          </span>
          <DialogTitle>{i18n._('bookings.completeProfile.title')}</DialogTitle>
          <DialogDescription className="text-base text-ink-muted">
            {sessionId === null
              ? i18n._('bookings.completeProfile.request')
              : i18n._('bookings.completeProfile.session')}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{i18n._('bookings.completeProfile.notNow')}</Button>
          </DialogClose>
          <Button asChild>
            <Link to={profilePath}>{i18n._('bookings.completeProfile.button')}</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
