import { GuideRemovalPreview } from '@contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import * as adminKeys from './admin-keys';

/**
 * GET /api/admin/users/{id}/removal-preview: the sessions, bookings and refunds that deactivating a guide, or
 * taking their approval back, would cancel now.
 */
export function getRemovalPreview(userId: number, signal?: AbortSignal): Promise<GuideRemovalPreview> {
  return api.get(`/api/admin/users/${userId}/removal-preview`, { schema: GuideRemovalPreview, signal });
}

export const removalPreviewQuery = (userId: number) =>
  queryOptions({
    queryKey: adminKeys.removalPreview(userId),
    queryFn: ({ signal }) => getRemovalPreview(userId, signal),
    // Seekers book and cancel between two looks: asked afresh each time the confirmation opens.
    staleTime: 0,
    gcTime: 0,
  });

/** Nothing is asked while no guide's removal is being confirmed (`userId` null). */
export function useRemovalPreview(userId: number | null) {
  return useQuery({ ...removalPreviewQuery(userId ?? 0), enabled: userId !== null });
}
