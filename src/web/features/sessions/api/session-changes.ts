import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys } from '@/features/bookings';
import { guideKeys } from '@/features/guides';
import * as sessionKeys from './session-keys';

/** After a session changes: the guide's lists, its bookings, and the public pages that show its next session. */
export async function refreshAfterSessionChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: guideKeys.all }),
  ]);
}
