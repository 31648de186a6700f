import type { PublicUser } from '@contract/auth';
import { ROLE } from '@contract/roles';
import { useQuery } from '@tanstack/react-query';
import * as guideApplicationKeys from '@/features/guide-applications/api/guide-application-keys';
import type { GuideStanding } from './nav-items';

/**
 * Where the signed-in guide stands, for the links the header offers them. Only a guide not yet approved is asked
 * about their application; the API module loads then, never on a visitor's first page.
 */
export function useGuideStanding(user: PublicUser | null): GuideStanding {
  const waiting = user?.role === ROLE.guide && !user.isApproved;
  const application = useQuery({
    queryKey: guideApplicationKeys.mine(),
    queryFn: async () =>
      (await import('@/features/guide-applications/api/get-my-application')).getMyApplication(),
    enabled: waiting,
  });
  if (user?.role !== ROLE.guide) return 'unknown';
  if (user.isApproved) return 'approved';
  if (!application.isSuccess) return 'unknown';
  const status = application.data?.status;
  if (status === 'pending') return 'pending';
  return status === 'approved' ? 'approved' : 'may-apply';
}
