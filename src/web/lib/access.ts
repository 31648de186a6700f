import type { RouteAccess } from '@contract/app-routes';
import type { PublicUser } from '@contract/auth';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'sign-in' }
  | { kind: 'wrong-role'; role: string }
  | { kind: 'redirect'; to: string };

/** What the route guard does for this visitor on a page with this access rule. */
export function decideAccess(access: RouteAccess, user: PublicUser | null): AccessDecision {
  switch (access.kind) {
    case 'public':
      return { kind: 'allow' };
    case 'signed-out':
      return user ? { kind: 'redirect', to: '/dashboard' } : { kind: 'allow' };
    case 'signed-in':
      return user ? { kind: 'allow' } : { kind: 'sign-in' };
    case 'role':
      if (!user) return { kind: 'sign-in' };
      if (user.role !== access.role) return { kind: 'wrong-role', role: access.role };
      if (access.needsApproval && !user.isApproved) return { kind: 'redirect', to: '/waiting-approval' };
      if (access.needsCompleteProfile && !user.profileComplete)
        return { kind: 'redirect', to: '/setup/profile' };
      return { kind: 'allow' };
  }
}
