import type { QueryClient } from '@tanstack/react-query';

/** After a session changes: the guide's lists, its bookings, and the public pages that show its next session. */
export async function refreshAfterSessionChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['sessions'] }),
    queryClient.invalidateQueries({ queryKey: ['bookings'] }),
    queryClient.invalidateQueries({ queryKey: ['practitioners'] }),
  ]);
}
