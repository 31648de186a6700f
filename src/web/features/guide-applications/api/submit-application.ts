import type { GuideApplicationInput } from '@contract/guide-applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MyApplication, toMyApplication } from './get-my-application';
import * as guideApplicationKeys from './guide-application-keys';

/** POST /api/guide-application: prices in cents; 409 while another application is pending. */
export async function submitApplication(input: GuideApplicationInput): Promise<MyApplication> {
  return toMyApplication(await api.post<unknown>('/api/guide-application', input));
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (application) => queryClient.setQueryData(guideApplicationKeys.mine(), application),
  });
}
