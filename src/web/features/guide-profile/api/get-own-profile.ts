import { OwnProfile } from '@contract/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import * as profileKeys from './profile-keys';

/** GET /api/profile: the signed-in user's own profile, or null when there is none yet (404). */
export async function getOwnProfile(signal?: AbortSignal): Promise<OwnProfile | null> {
  try {
    return await api.get('/api/profile', { schema: OwnProfile, signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const ownProfileQuery = queryOptions({
  queryKey: profileKeys.own(),
  queryFn: ({ signal }) => getOwnProfile(signal),
});

export function useOwnProfile() {
  return useQuery(ownProfileQuery);
}
