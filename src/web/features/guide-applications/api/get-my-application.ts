import { GuideApplicationRecord, OwnApplicationStatus } from '@contract/guide-applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, BAD_RESPONSE_CODE } from '@/lib/api-client';
import { I18N, pageLocale } from '@/lib/i18n';
// The error below is an id of this folder's catalogue, which must be in before it is read.
import '../i18n';
import * as guideApplicationKeys from './guide-application-keys';

/** The guide's latest application: its status, and its answers when the API sends them (used to prefill). */
export type MyApplication = OwnApplicationStatus & { details: GuideApplicationRecord | null };

/** Reads an application as the API sent it: the status must be there, the answers are a bonus. */
export function toMyApplication(data: unknown): MyApplication {
  const status = OwnApplicationStatus.safeParse(data);
  if (!status.success) {
    throw new ApiError({
      status: 200,
      code: BAD_RESPONSE_CODE,
      message: I18N[pageLocale()]._(/*i18n*/ 'guideApplications.api.unexpectedShape'),
    });
  }
  const details = GuideApplicationRecord.safeParse(data);
  return { ...status.data, details: details.success ? details.data : null };
}

/** GET /api/guide-application: the signed-in guide's latest application, or null when there is none. */
export async function getMyApplication(): Promise<MyApplication | null> {
  const data = await api.get<unknown>('/api/guide-application');
  return data === null ? null : toMyApplication(data);
}

export const myApplicationQuery = queryOptions({
  queryKey: guideApplicationKeys.mine(),
  queryFn: getMyApplication,
});

export function useMyApplication() {
  return useQuery(myApplicationQuery);
}
