import type { AdminUserRow, GuideStatus } from '@contract/admin';
import { ROLE, type Role } from '@contract/roles';
import type { I18n } from '@lingui/core';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useRemovalPreview } from '../api/get-removal-preview';
import { useUpdateUser } from '../api/update-user';
import { guideRemovalWarning } from '../guide-removal-warning';
import { useLingui } from '../i18n';

export type UserChange = 'approve' | 'reject' | 'deactivate' | 'reactivate';

/** The account an admin is changing: a row of the users list or of the guides list. */
export type ChangeableUser = Pick<AdminUserRow, 'id' | 'username'> & {
  /** Rows of the guides list have no role: they are all guides. */
  role?: Role;
  guideStatus?: GuideStatus;
};

const isGuide = (user: ChangeableUser) => user.role === ROLE.guide || user.guideStatus !== undefined;

const CHANGES = {
  approve: {
    body: { isApproved: true },
    done: /*i18n*/ 'admin.userChange.approved',
    verb: /*i18n*/ 'admin.applications.approve',
    ask: /*i18n*/ 'admin.userChange.askApprove',
  },
  reject: {
    body: { isApproved: false },
    done: /*i18n*/ 'admin.userChange.rejected',
    verb: /*i18n*/ 'admin.applications.reject',
    ask: /*i18n*/ 'admin.userChange.askReject',
  },
  deactivate: {
    body: { isActive: false },
    done: /*i18n*/ 'admin.userChange.deactivated',
    verb: /*i18n*/ 'admin.guides.deactivate',
    ask: /*i18n*/ 'admin.userChange.askDeactivate',
  },
  reactivate: {
    body: { isActive: true },
    done: /*i18n*/ 'admin.userChange.reactivated',
    verb: /*i18n*/ 'admin.guides.reactivate',
    ask: /*i18n*/ 'admin.userChange.askReactivate',
  },
} as const;

/** Every change but an approval is confirmed first: it signs someone out, or in again, or takes approval away. */
const CONFIRMED: ReadonlySet<UserChange> = new Set(['reject', 'deactivate', 'reactivate']);

/** Deactivating a guide or taking their approval back cancels every session of theirs ahead (decision 054). */
const removesGuide = (user: ChangeableUser, change: UserChange) =>
  isGuide(user) && (change === 'deactivate' || change === 'reject');

type Preview = ReturnType<typeof useRemovalPreview>;

/**
 * What removing the guide cancels, counted by the server while the dialog is open. The live region stays
 * mounted, so a screen reader hears the count when it arrives.
 */
function RemovalWarning({
  user,
  change,
  preview,
}: {
  user: ChangeableUser;
  change: UserChange;
  preview: Preview;
}) {
  const { i18n } = useLingui();
  const undo = change === 'deactivate' ? 'reactivate' : 'approve';
  const lines = preview.isPending
    ? null
    : preview.data
      ? guideRemovalWarning(preview.data, user.username, undo, i18n)
      : [i18n._('admin.removal.uncounted')];
  return (
    <div aria-live="polite" aria-busy={preview.isPending}>
      {preview.isPending ? (
        <div className="grid gap-2">
          <span className="text-sm text-ink-muted">{i18n._('admin.removal.checking')}</span>
          <Skeleton className="h-4 w-full" aria-hidden="true" />
          <Skeleton className="h-4 w-2/3" aria-hidden="true" />
        </div>
      ) : lines ? (
        <div className="flex gap-3 rounded-2xl border border-terracotta-300 bg-terracotta-50 p-4 text-ink">
          <TriangleAlert className="mt-1 size-5 shrink-0 text-terracotta-700" aria-hidden="true" />
          <div className="grid gap-2">
            {lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}

function consequences(user: ChangeableUser, change: UserChange, i18n: I18n) {
  if (change === 'reactivate') {
    return (
      <p>
        {isGuide(user)
          ? i18n._('admin.userChange.reactivateGuide', { username: user.username })
          : i18n._('admin.userChange.reactivateUser', { username: user.username })}
      </p>
    );
  }
  if (change === 'deactivate') {
    return (
      <>
        <p>{i18n._('admin.userChange.deactivateText', { username: user.username })}</p>
        {isGuide(user) ? <p>{i18n._('admin.userChange.deactivateGuide')}</p> : null}
      </>
    );
  }
  return user.guideStatus === 'pending' ? (
    <p>{i18n._('admin.userChange.rejectPending')}</p>
  ) : (
    <p>{i18n._('admin.userChange.rejectApproved', { username: user.username })}</p>
  );
}

/**
 * Approve, reject, deactivate and reactivate an account, with the confirmation those that take something away
 * need, and the spec's toasts. Render `confirmation` once beside the list.
 */
export function useUserStatusChange() {
  const update = useUpdateUser();
  const { i18n } = useLingui();
  const [asking, setAsking] = useState<{ user: ChangeableUser; change: UserChange } | null>(null);
  const removing = asking !== null && removesGuide(asking.user, asking.change);
  const preview = useRemovalPreview(removing ? asking.user.id : null);

  const apply = async (user: ChangeableUser, change: UserChange) => {
    try {
      await update.mutateAsync({ id: user.id, change: CHANGES[change].body });
      toast({
        title: i18n._('admin.userChange.updated'),
        description: i18n._(CHANGES[change].done, { username: user.username }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: i18n._('admin.errorTitle'),
        description: errorMessage(error, i18n._('admin.userChange.failed')),
        variant: 'destructive',
      });
    }
  };

  const request = (user: ChangeableUser, change: UserChange) => {
    if (CONFIRMED.has(change)) setAsking({ user, change });
    else void apply(user, change);
  };

  const pendingFor = (user: { id: number }): UserChange | undefined => {
    if (!update.isPending || update.variables?.id !== user.id) return undefined;
    const body = update.variables.change;
    if (body.isActive !== undefined) return body.isActive ? 'reactivate' : 'deactivate';
    return body.isApproved ? 'approve' : 'reject';
  };

  const confirmation = (
    <ConfirmDialog
      open={asking !== null}
      title={asking ? i18n._(CHANGES[asking.change].ask, { username: asking.user.username }) : ''}
      description={
        asking ? (
          <>
            {consequences(asking.user, asking.change, i18n)}
            {removing ? <RemovalWarning user={asking.user} change={asking.change} preview={preview} /> : null}
          </>
        ) : null
      }
      confirmLabel={asking ? i18n._(CHANGES[asking.change].verb) : ''}
      variant={asking?.change === 'reactivate' ? 'primary' : 'destructive'}
      pending={update.isPending}
      // The admin confirms knowing what it cancels: not before the count has come back (or failed).
      confirmDisabled={removing && preview.isPending}
      onConfirm={() => {
        if (asking) void apply(asking.user, asking.change).then(() => setAsking(null));
      }}
      onClose={() => setAsking(null)}
    />
  );

  return { request, pendingFor, confirmation };
}
