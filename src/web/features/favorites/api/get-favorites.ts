import type { PractitionerCard } from '@contract/practitioners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

interface FavoriteList {
  items: PractitionerCard[];
}

/** GET /api/favorites (signed in only): the saved guides as explore cards. */
export function getFavorites(signal?: AbortSignal): Promise<FavoriteList> {
  return api.get<FavoriteList>('/api/favorites', { signal });
}

export const favoritesQuery = (userId: number) =>
  queryOptions({
    queryKey: ['favorites', userId, 'list'],
    queryFn: ({ signal }) => getFavorites(signal),
  });

export function useFavorites() {
  const { user } = useAuth();
  return useQuery({ ...favoritesQuery(user?.id ?? 0), enabled: Boolean(user) });
}
