import type { AdminUserRow, GuideStatus } from '@contract/admin';
import { ROLE, type Role } from '@contract/roles';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useUpdateUser } from '../api/update-user';

export type UserChange = 'approve' | 'reject' | 'deactivate' | 'reactivate';

/** The account an admin is changing: a row of the users list or of the guides list. */
export type ChangeableUser = Pick<AdminUserRow, 'id' | 'username'> & {
  /** Rows of the guides list have no role: they are all guides. */
  role?: Role;
  guideStatus?: GuideStatus;
};

const isGuide = (user: ChangeableUser) => user.role === ROLE.guide || user.guideStatus !== undefined;

const CHANGES = {
  approve: { body: { isApproved: true }, done: 'approved', verb: 'Approve' },
  reject: { body: { isApproved: false }, done: 'rejected', verb: 'Reject' },
  deactivate: { body: { isActive: false }, done: 'deactivated', verb: 'Deactivate' },
  reactivate: { body: { isActive: true }, done: 'reactivated', verb: 'Reactivate' },
} as const;

/** Every change but an approval is confirmed first: it signs someone out, or in again, or takes approval away. */
const CONFIRMED: ReadonlySet<UserChange> = new Set(['reject', 'deactivate', 'reactivate']);

function consequences(user: ChangeableUser, change: UserChange) {
  if (change === 'reactivate') {
    return (
      <p>
        {user.username} will be able to sign in again.
        {isGuide(user) ? ' If they are an approved guide, their page returns to explore.' : ''}
      </p>
    );
  }
  if (change === 'deactivate') {
    return (
      <>
        <p>
          {user.username} will be signed out at once, on every device, and cannot sign in again until an admin
          reactivates the account.
        </p>
        {isGuide(user) ? <p>Their guide page leaves explore while the account is off.</p> : null}
      </>
    );
  }
  return user.guideStatus === 'pending' ? (
    <p>Their application waiting for review is rejected, and they are told by email.</p>
  ) : (
    <p>
      {user.username} loses approval: their guide page leaves explore and they can no longer publish sessions.
    </p>
  );
}

/**
 * Approve, reject, deactivate and reactivate an account, with the confirmation those that take something away
 * need, and the spec's toasts. Render `confirmation` once beside the list.
 */
export function useUserStatusChange() {
  const update = useUpdateUser();
  const [asking, setAsking] = useState<{ user: ChangeableUser; change: UserChange } | null>(null);

  const apply = async (user: ChangeableUser, change: UserChange) => {
    try {
      await update.mutateAsync({ id: user.id, change: CHANGES[change].body });
      toast({
        title: 'User status updated successfully',
        description: `${user.username} was ${CHANGES[change].done}.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update user status'),
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
      title={asking ? `${CHANGES[asking.change].verb} ${asking.user.username}?` : ''}
      description={asking ? consequences(asking.user, asking.change) : null}
      confirmLabel={asking ? CHANGES[asking.change].verb : ''}
      variant={asking?.change === 'reactivate' ? 'primary' : 'destructive'}
      pending={update.isPending}
      onConfirm={() => {
        if (asking) void apply(asking.user, asking.change).then(() => setAsking(null));
      }}
      onClose={() => setAsking(null)}
    />
  );

  return { request, pendingFor, confirmation };
}
