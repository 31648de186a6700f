import { PlatformStats } from '@contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import * as statsKeys from './stats-keys';

/** GET /api/stats: real counts from the database. */
export function getPlatformStats(): Promise<PlatformStats> {
  return api.get('/api/stats', { schema: PlatformStats });
}

export const platformStatsQuery = queryOptions({
  queryKey: statsKeys.platform(),
  queryFn: getPlatformStats,
});

export function usePlatformStats() {
  return useQuery(platformStatsQuery);
}
