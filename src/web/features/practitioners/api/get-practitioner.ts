import type { PractitionerDetail } from '@contract/practitioners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { firstScreenAnswer } from '@/lib/served-page';
import * as guideKeys from './guide-keys';

/** GET /api/practitioners/{id}: a guide's public profile with their rating; 404 when there is no such guide. */
export function getPractitioner(id: number, signal?: AbortSignal): Promise<PractitionerDetail> {
  return api.get<PractitionerDetail>(`/api/practitioners/${id}`, { signal });
}

export const practitionerQuery = (id: number) =>
  queryOptions({
    queryKey: guideKeys.detail(id),
    queryFn: ({ signal }) => getPractitioner(id, signal),
    initialData: () => firstScreenAnswer<PractitionerDetail>(`/api/practitioners/${id}`),
  });

export function usePractitioner(id: number) {
  return useQuery({ ...practitionerQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
