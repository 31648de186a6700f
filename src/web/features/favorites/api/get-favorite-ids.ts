import type { FavoriteIds } from '@contract/favorites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import * as favoriteKeys from './favorite-keys';

/** GET /api/favorites/ids (signed in only): which guides this person saved (all of them: saving stops at a few hundred), for the hearts on cards. */
export function getFavoriteIds(signal?: AbortSignal): Promise<FavoriteIds> {
  return api.get<FavoriteIds>('/api/favorites/ids', { signal });
}

/** Keyed by user, so one person's hearts are never shown to the next who signs in on this browser. */
export const favoriteIdsQuery = (userId: number) =>
  queryOptions({
    queryKey: favoriteKeys.ids(userId),
    queryFn: ({ signal }) => getFavoriteIds(signal),
  });

export function useFavoriteIds() {
  const { user } = useAuth();
  return useQuery({ ...favoriteIdsQuery(user?.id ?? 0), enabled: Boolean(user) });
}
