import type { QueryClient } from '@tanstack/react-query';

/** Every admin query's key starts here, so one change can refresh the whole panel. */
export const ADMIN_QUERY_ROOT = ['admin'] as const;

/**
 * After an admin changes something: a decision moves numbers on the dashboard, rows between filters and a new
 * line into the audit log, so every admin list and the metrics are read again (the current tab at once, the
 * others when next shown).
 */
export function refreshAdminData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
}
