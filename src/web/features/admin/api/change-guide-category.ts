import { type ChangeGuideCategoryInput, GuideCategoryChange } from '@contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAdminData } from './admin-keys';

export interface ChangeGuideCategoryVariables {
  id: number;
  change: ChangeGuideCategoryInput;
}

/** PATCH /api/admin/practitioners/{id}/category: files a guide under another category of the catalogue. */
export function changeGuideCategory({
  id,
  change,
}: ChangeGuideCategoryVariables): Promise<GuideCategoryChange> {
  return api.patch(`/api/admin/practitioners/${id}/category`, change, { schema: GuideCategoryChange });
}

export function useChangeGuideCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeGuideCategory, onSuccess: () => refreshAdminData(queryClient) });
}
