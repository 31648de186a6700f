import { SessionCancellation } from '@contract/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAdminData } from './admin-keys';

/** PATCH /api/admin/sessions/{id}/cancel: cancels a scheduled session and every booking of it (refunded). */
export function cancelAdminSession(id: number): Promise<SessionCancellation> {
  return api.patch(`/api/admin/sessions/${id}/cancel`, undefined, { schema: SessionCancellation });
}

export function useCancelAdminSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelAdminSession, onSuccess: () => refreshAdminData(queryClient) });
}
