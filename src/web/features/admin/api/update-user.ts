import { AdminUserRow, type UpdateUserInput } from '@contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAdminData } from './admin-keys';

export interface UpdateUserVariables {
  id: number;
  change: UpdateUserInput;
}

/**
 * PATCH /api/admin/users/{id}: approves or rejects a guide (`isApproved`), deactivates or reactivates an
 * account (`isActive`; deactivating signs the person out at once).
 */
export function updateUser({ id, change }: UpdateUserVariables): Promise<AdminUserRow> {
  return api.patch(`/api/admin/users/${id}`, change, { schema: AdminUserRow });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => refreshAdminData(queryClient) });
}
