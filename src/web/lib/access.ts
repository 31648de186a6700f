import type { AppRoute, RouteAccess } from '@contract/app-routes';
import type { PublicUser } from '@contract/auth';
import { ROLE } from '@contract/roles';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'sign-in' }
  | { kind: 'wrong-role'; role: string }
  | { kind: 'redirect'; to: string };

/**
 * The profile editor needs a finished profile too (spec: an approved guide whose profile is incomplete is sent to
 * /setup/profile), but its APP_ROUTES entry does not say so yet; this adds the flag until the contract does.
 */
const NEEDS_COMPLETE_PROFILE = new Set(['/practitioner-profile']);

/** Where a signed-in guide who opens the guide sign-up goes: on with the application until approved. */
function homeOfSignedIn(user: PublicUser): string {
  return user.role === ROLE.guide && !user.isApproved ? '/onboarding/guide' : '/dashboard';
}

function accessOf(route: AppRoute): RouteAccess {
  const { access } = route;
  if (access.kind === 'role' && NEEDS_COMPLETE_PROFILE.has(route.path)) {
    return { ...access, needsCompleteProfile: true };
  }
  return access;
}

/** What the route guard does for this visitor on this page of APP_ROUTES. */
export function decideAccess(route: AppRoute, user: PublicUser | null): AccessDecision {
  const access = accessOf(route);
  switch (access.kind) {
    case 'public':
      return { kind: 'allow' };
    case 'signed-out':
      return user ? { kind: 'redirect', to: homeOfSignedIn(user) } : { kind: 'allow' };
    case 'signed-in':
      return user ? { kind: 'allow' } : { kind: 'sign-in' };
    case 'role':
      if (!user) return { kind: 'sign-in' };
      if (user.role !== access.role) return { kind: 'wrong-role', role: access.role };
      // Unapproved guides are confined to /waiting-approval (and the application forms, which need no approval).
      if (access.needsApproval && !user.isApproved) return { kind: 'redirect', to: '/waiting-approval' };
      if (access.needsCompleteProfile && !user.profileComplete)
        return { kind: 'redirect', to: '/setup/profile' };
      return { kind: 'allow' };
  }
}
