import { AdminJobRow } from '@contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAdminData } from './admin-keys';

/** POST /api/admin/jobs/{id}/retry: a failed job goes back in line (404 unknown, 409 when not failed). */
export function retryAdminJob(id: string): Promise<AdminJobRow> {
  return api.post(`/api/admin/jobs/${encodeURIComponent(id)}/retry`, undefined, { schema: AdminJobRow });
}

export function useRetryAdminJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryAdminJob, onSuccess: () => refreshAdminData(queryClient) });
}
