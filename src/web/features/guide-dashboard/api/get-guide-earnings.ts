import { GuideEarningsPage } from '@contract/guide-dashboard';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextPageAfter } from '@/lib/pagination';
import { toQueryString } from '@/lib/query-string';
import * as guideDashboardKeys from './guide-dashboard-keys';

/** GET /api/practitioner/earnings?page=: a page of months with paid bookings, the latest first, and the all-time figures. */
export function getGuideEarnings(page: number, signal?: AbortSignal): Promise<GuideEarningsPage> {
  return api.get(`/api/practitioner/earnings${toQueryString({ page })}`, {
    schema: GuideEarningsPage,
    signal,
  });
}

export const guideEarningsQuery = infiniteQueryOptions({
  queryKey: guideDashboardKeys.earnings(),
  queryFn: ({ pageParam, signal }) => getGuideEarnings(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: nextPageAfter,
});

export function useGuideEarnings() {
  return useInfiniteQuery(guideEarningsQuery);
}
