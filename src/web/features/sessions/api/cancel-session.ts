import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshAfterSessionChange } from './session-changes';

const CancelledSession = z.object({ cancelledBookings: z.number().int() });

/** DELETE /api/sessions/{id}: cancels the session, refunds and emails its booked seekers. */
export function cancelSession(id: number): Promise<z.infer<typeof CancelledSession>> {
  return api.delete(`/api/sessions/${id}`, { schema: CancelledSession });
}

export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSession, onSuccess: () => refreshAfterSessionChange(queryClient) });
}
