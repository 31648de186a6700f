import type { FavoriteList } from '@contract/favorites';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { nextPageAfter } from '@/lib/pagination';
import { toQueryString } from '@/lib/query-string';
import * as favoriteKeys from './favorite-keys';

/** GET /api/favorites?page= (signed in only): a page of the saved guides as explore cards, the latest saved first. */
export function getFavorites(page: number, signal?: AbortSignal): Promise<FavoriteList> {
  return api.get<FavoriteList>(`/api/favorites${toQueryString({ page })}`, { signal });
}

export const favoritesQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: favoriteKeys.list(userId),
    queryFn: ({ pageParam, signal }) => getFavorites(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
  });

export function useFavorites() {
  const { user } = useAuth();
  return useInfiniteQuery({ ...favoritesQuery(user?.id ?? 0), enabled: Boolean(user) });
}
