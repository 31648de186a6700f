import type { GuideDetail } from '@contract/guides';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { firstScreenAnswer } from '@/lib/served-page';
import * as guideKeys from './guide-keys';

/** GET /api/practitioners/{id}: a guide's public profile with their rating; 404 when there is no such guide. */
export function getGuide(id: number, signal?: AbortSignal): Promise<GuideDetail> {
  return api.get<GuideDetail>(`/api/practitioners/${id}`, { signal });
}

export const guideQuery = (id: number) =>
  queryOptions({
    queryKey: guideKeys.detail(id),
    queryFn: ({ signal }) => getGuide(id, signal),
    initialData: () => firstScreenAnswer<GuideDetail>(`/api/practitioners/${id}`),
  });

export function useGuide(id: number) {
  return useQuery({ ...guideQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
