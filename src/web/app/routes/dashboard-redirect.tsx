import { HOME_OF_ROLE } from '@contract/app-routes';
import { useAuth } from '@/lib/auth';
import { Navigate } from '@/lib/router';

/** /dashboard sends each role to its home; the guard has already made sure someone is signed in. */
export function DashboardRedirect() {
  const { user } = useAuth();
  return <Navigate to={user ? HOME_OF_ROLE[user.role] : '/auth'} replace />;
}
