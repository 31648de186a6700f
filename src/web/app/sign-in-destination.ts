import { findAppRoute, HOME_OF_ROLE } from '@contract/app-routes';
import type { PublicUser } from '@contract/auth';
import { ROLE } from '@contract/roles';
import type { QueryClient } from '@tanstack/react-query';
import { myApplicationQuery } from '@/features/guide-applications/api/get-my-application';
import { decideAccess } from '@/lib/access';

/** What the guard hands to /auth: the page the visitor was trying to open. */
export interface SignInState {
  from?: string;
}

const AUTH_PAGES = new Set(['/auth', '/signup', '/forgot-password', '/reset-password']);

/** The remembered page, when it is a page of this app that this user may now open. */
export function allowedReturnPath(from: unknown, user: PublicUser): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  const pathname = new URL(from, 'http://luz.invalid').pathname;
  if (AUTH_PAGES.has(pathname)) return null;
  const route = findAppRoute(pathname);
  if (!route || decideAccess(route, user).kind !== 'allow') return null;
  return from;
}

/**
 * Where a successful login goes: back to the remembered page when allowed; else a seeker to "/", an admin to
 * "/admin", and a guide by the state of their application (approved: dashboard; pending or rejected: waiting
 * page; none yet: the application wizard; any other answer: dashboard).
 */
export async function destinationAfterLogin(
  user: PublicUser,
  from: unknown,
  queryClient: QueryClient,
): Promise<string> {
  const remembered = allowedReturnPath(from, user);
  if (remembered) return remembered;
  if (user.role !== ROLE.guide) return HOME_OF_ROLE[user.role];
  try {
    const application = await queryClient.fetchQuery(myApplicationQuery);
    if (!application) return '/onboarding/guide';
    return application.status === 'approved' ? '/practitioner-dashboard' : '/waiting-approval';
  } catch {
    return '/practitioner-dashboard';
  }
}

/** After registration: a new guide goes on to apply; anyone else back to the remembered page or home. */
export function destinationAfterRegister(user: PublicUser, from: unknown): string {
  if (user.role === ROLE.guide) return '/onboarding/guide-application';
  return allowedReturnPath(from, user) ?? '/dashboard';
}
