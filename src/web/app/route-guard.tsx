import { findAppRoute } from '@contract/app-routes';
import { lazy, type ReactNode } from 'react';
import { PageLoader } from '@/app/layout/page-loader';
import { decideAccess } from '@/lib/access';
import { useAuth } from '@/lib/auth';
import { Navigate, useLocation } from '@/lib/router';
import type { SignInState } from './sign-in-destination';

// Rarely seen, so not part of every page's first download.
const AccessDenied = lazy(async () => ({ default: (await import('./layout/access-denied')).AccessDenied }));

/** Applies each page's access rule from APP_ROUTES (src/contract/app-routes.ts) before showing it. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { user, isLoading, loggedOutAt } = useAuth();
  const route = findAppRoute(location.pathname);

  // Unknown paths fall through to the not-found page; public pages never wait for the user.
  if (!route || route.access.kind === 'public') return children;
  if (isLoading) return <PageLoader />;

  const decision = decideAccess(route, user);
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'sign-in': {
      // Logged out on this very page: the logout is already taking the visitor to "/".
      if (loggedOutAt === location.key) return <PageLoader />;
      const state: SignInState = { from: `${location.pathname}${location.search}${location.hash}` };
      return <Navigate to="/auth" replace state={state} />;
    }
    case 'wrong-role':
      return <AccessDenied role={decision.role} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
  }
}
