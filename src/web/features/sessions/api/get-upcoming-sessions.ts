import type { SessionPage, SessionView } from '@contract/sessions';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextPageAfter } from '@/lib/pagination';
import { toQueryString } from '@/lib/query-string';
import { firstScreenAnswer } from '@/lib/served-page';
import { sessionQuery } from './get-session';
import * as sessionKeys from './session-keys';

/**
 * GET /api/sessions?practitionerId=&status=scheduled&upcoming=true&page=: a page of what a guide
 * offers next, soonest first. The first page's address has no `page`, as the server writes it into the
 * guide's page.
 */
export function getUpcomingSessions(
  guideId: number,
  page: number,
  signal?: AbortSignal,
): Promise<SessionPage> {
  // Typed, not checked: the guide's page is a first download, which zod would double.
  return api.get<SessionPage>(upcomingAddress(guideId, page), { signal });
}

function upcomingAddress(guideId: number, page: number): string {
  return `/api/sessions${toQueryString({
    practitionerId: guideId,
    status: 'scheduled',
    upcoming: 'true',
    page: page > 1 ? page : undefined,
  })}`;
}

export const upcomingSessionsQuery = (guideId: number) =>
  infiniteQueryOptions({
    queryKey: sessionKeys.upcoming(guideId),
    queryFn: ({ pageParam, signal }) => getUpcomingSessions(guideId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
    initialData: () => {
      const first = firstScreenAnswer<SessionPage>(upcomingAddress(guideId, 1));
      return first ? { pages: [first], pageParams: [1] } : undefined;
    },
  });

export interface UpcomingSessions {
  /** The sessions loaded so far, soonest first (and the one asked for, when it is further on). */
  data: SessionView[] | undefined;
  /** How many upcoming sessions the guide has in all. */
  total: number;
  isPending: boolean;
  isError: boolean;
  hasMore: boolean;
  loadMore: () => void;
  isLoadingMore: boolean;
}

/**
 * A guide's upcoming sessions, a page at a time. `wantedId` (a session named in the address) is read on its
 * own when it is not among the pages loaded, so it can be shown chosen without loading every page before it.
 */
export function useUpcomingSessions(guideId: number, wantedId: number | null = null): UpcomingSessions {
  const pages = useInfiniteQuery({ ...upcomingSessionsQuery(guideId), enabled: guideId > 0 });
  const loaded = pages.data?.pages.flatMap((page) => page.items);
  const missing =
    wantedId !== null && loaded !== undefined && !loaded.some((session) => session.id === wantedId);
  const wanted = useQuery({ ...sessionQuery(wantedId ?? 0), enabled: missing, retry: false });
  const extra =
    missing &&
    wanted.data &&
    wanted.data.practitionerId === guideId &&
    wanted.data.status === 'scheduled' &&
    wanted.data.startsAt > new Date().toISOString() &&
    !loaded?.some((session) => session.id === wanted.data.id)
      ? [wanted.data]
      : [];
  return {
    data: loaded && [...loaded, ...extra],
    // The session asked for on its own is one of these: its page has not been loaded yet.
    total: pages.data?.pages[0]?.total ?? 0,
    isPending: pages.isPending,
    isError: pages.isError,
    hasMore: pages.hasNextPage,
    loadMore: () => void pages.fetchNextPage(),
    isLoadingMore: pages.isFetchingNextPage,
  };
}
