import { OwnApplicationStatus } from '@contract/guide-applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** GET /api/guide-application: the signed-in guide's latest application, or null when there is none (404). */
export async function getMyApplication(): Promise<OwnApplicationStatus | null> {
  try {
    return await api.get('/api/guide-application', { schema: OwnApplicationStatus });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const myApplicationQuery = queryOptions({
  queryKey: ['guide-applications', 'mine'],
  queryFn: getMyApplication,
});

export function useMyApplication() {
  return useQuery(myApplicationQuery);
}
