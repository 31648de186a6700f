import { ERROR_CODES } from '@contract/errors';
import { ROLE } from '@contract/roles';
import { CircleAlert, Download, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { Link } from '@/lib/router';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadAccountData } from '../api/download-account-data';
import { useLingui } from '../i18n';

/**
 * "Your data" on the profile page (seekers) and the guide profile editor (guides): a copy of
 * everything Luz keeps about the person, and the deletion of their account.
 */
export function AccountDataSection() {
  const { user } = useAuth();
  const { i18n } = useLingui();
  const download = useDownloadAccountData();
  const [deleting, setDeleting] = useState(false);
  if (!user || user.role === ROLE.admin) return null;

  return (
    <section aria-labelledby="your-data-heading" className="mt-10">
      <Card className="p-5 sm:p-8">
        <h2 id="your-data-heading" className="text-2xl font-semibold tracking-tight text-ink">
          {i18n._('account.data.title')}
        </h2>
        <p className="mt-2 text-ink-muted">{i18n._('account.data.lead')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant="outline" pending={download.isPending} onClick={() => download.mutate()}>
            {download.isPending ? null : <Download aria-hidden="true" />}
            {i18n._('account.data.download')}
          </Button>
          <Button variant="destructive-outline" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            {i18n._('account.delete.open')}
          </Button>
        </div>
        <DeleteAccountDialog
          open={deleting}
          isGuide={user.role === ROLE.guide}
          onClose={() => setDeleting(false)}
        />
      </Card>
    </section>
  );
}

function DeleteAccountDialog({
  open,
  isGuide,
  onClose,
}: {
  open: boolean;
  isGuide: boolean;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  /** The server's refusal because of bookings ahead, as it words it. */
  const [upcoming, setUpcoming] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (remove.isPending) return;
    setPassword('');
    setUpcoming(null);
    setPasswordError(undefined);
    setFailure(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPasswordError(undefined);
    setFailure(null);
    if (!password) {
      setPasswordError(i18n._('account.delete.passwordNeeded'));
      return;
    }
    remove.mutate(
      { password, cancelUpcomingSessions: isGuide && upcoming !== null },
      {
        onError: (error) => {
          if (isApiError(error) && error.fields.password) setPasswordError(error.fields.password);
          else if (isApiError(error, 409) && error.code === ERROR_CODES.upcomingBookings)
            setUpcoming(error.message);
          else setFailure(errorMessage(error, i18n._('account.delete.failed')));
        },
      },
    );
  };

  // A seeker with paid bookings ahead cancels them first; a guide may have Luz cancel their sessions.
  const seekerMustCancel = !isGuide && upcoming !== null;
  const confirmLabel =
    isGuide && upcoming ? i18n._('account.delete.cancelAndDelete') : i18n._('account.delete.open');

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : close())}>
      <DialogContent role="alertdialog">
        <form onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>{i18n._('account.delete.title')}</DialogTitle>
            <DialogDescription asChild>
              <div className="grid gap-2 text-base leading-relaxed">
                {isGuide ? (
                  <p>{i18n._('account.delete.guideEffect')}</p>
                ) : (
                  <p>{i18n._('account.delete.seekerEffect')}</p>
                )}
                <p>{i18n._('account.delete.final')}</p>
              </div>
            </DialogDescription>
          </DialogHeader>

          {upcoming ? (
            <div
              role="alert"
              className="flex items-start gap-2 rounded-2xl border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm text-danger-700"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {upcoming}
                {isGuide ? ` ${i18n._('account.delete.refundNote')}` : null}
              </span>
            </div>
          ) : null}
          {failure ? (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {failure}
            </p>
          ) : null}

          {seekerMustCancel ? null : (
            <FormField label={i18n._('account.delete.password')} error={passwordError}>
              {(control) => (
                <PasswordInput
                  {...control}
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </FormField>
          )}

          <DialogFooter>
            <Button type="button" variant="ghost" onClick={close} disabled={remove.isPending}>
              {i18n._('account.delete.keep')}
            </Button>
            {seekerMustCancel ? (
              <Button asChild>
                <Link to="/bookings">{i18n._('account.delete.toBookings')}</Link>
              </Button>
            ) : (
              <Button type="submit" variant="destructive" pending={remove.isPending}>
                {confirmLabel}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
