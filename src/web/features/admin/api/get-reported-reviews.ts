import { ReportedReviewList, type ReportedReviewListQuery } from '@contract/review-moderation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import * as adminKeys from './admin-keys';

export type ReportedReviewsInput = Partial<ReportedReviewListQuery>;

/** GET /api/admin/review-reports: reviews someone reported, the latest report first; open ones by default. */
export function getReportedReviews(
  input: ReportedReviewsInput,
  signal?: AbortSignal,
): Promise<ReportedReviewList> {
  return api.get(`/api/admin/review-reports${toQueryString(input)}`, { schema: ReportedReviewList, signal });
}

export const reportedReviewsQuery = (input: ReportedReviewsInput) =>
  queryOptions({
    queryKey: adminKeys.reportedReviews(input),
    queryFn: ({ signal }) => getReportedReviews(input, signal),
  });

export function useReportedReviews(input: ReportedReviewsInput) {
  return useQuery({ ...reportedReviewsQuery(input), placeholderData: keepPreviousData });
}
