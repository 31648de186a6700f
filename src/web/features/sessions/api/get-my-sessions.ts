import {
  GuideSessionPage,
  type GuideSessionView,
  type GuideSessionViewName,
  SESSION_PAGE_SIZE_MAX,
} from '@contract/sessions';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextPageAfter } from '@/lib/pagination';
import { toQueryString } from '@/lib/query-string';
import { firstScreenAnswer } from '@/lib/served-page';
import * as sessionKeys from './session-keys';

interface MySessionsRequest {
  view: GuideSessionViewName;
  page: number;
  pageSize?: number;
  /** Lisbon dates, both included. */
  from?: string;
  to?: string;
}

/** GET /api/practitioner/sessions?view=&from=&to=&page=&pageSize=: a page of the signed-in guide's own sessions. */
function mySessionsAddress(request: MySessionsRequest): string {
  return `/api/practitioner/sessions${toQueryString({ ...request })}`;
}

export function getMySessions(request: MySessionsRequest, signal?: AbortSignal): Promise<GuideSessionPage> {
  return api.get(mySessionsAddress(request), {
    schema: GuideSessionPage,
    signal,
  });
}

export const mySessionsQuery = (view: GuideSessionViewName, pageSize?: number) =>
  infiniteQueryOptions({
    queryKey: sessionKeys.mine(view, pageSize ?? 'default'),
    queryFn: ({ pageParam, signal }) => getMySessions({ view, page: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
    // The first page, when the server wrote it into the page (the Overview's next sessions).
    initialData: () => {
      const first = firstScreenAnswer<GuideSessionPage>(mySessionsAddress({ view, page: 1, pageSize }));
      return first && { pages: [first], pageParams: [1] };
    },
  });

/** One view of the guide's sessions, a page at a time ("Show more" loads the next). */
export function useMySessions(view: GuideSessionViewName, pageSize?: number) {
  return useInfiniteQuery(mySessionsQuery(view, pageSize));
}

/** Enough pages for any month of a calendar, whose sessions cannot overlap; past it the month shows what came. */
const CALENDAR_PAGES_MAX = 20;

/** Every session of the guide between two Lisbon dates (a month of the calendar), read page after page. */
export const calendarSessionsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: sessionKeys.calendar(from, to),
    queryFn: async ({ signal }): Promise<GuideSessionView[]> => {
      const sessions: GuideSessionView[] = [];
      for (let page = 1; page <= CALENDAR_PAGES_MAX; page++) {
        const answer = await getMySessions(
          { view: 'all', from, to, page, pageSize: SESSION_PAGE_SIZE_MAX },
          signal,
        );
        sessions.push(...answer.items);
        if (nextPageAfter(answer) === undefined) break;
      }
      return sessions;
    },
  });

export function useCalendarSessions(from: string, to: string) {
  return useQuery(calendarSessionsQuery(from, to));
}
