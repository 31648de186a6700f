import { AccountDeleted, type DeleteAccountInput } from '@contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { clearCurrentUser } from '@/lib/auth';

export function deleteAccount(input: DeleteAccountInput): Promise<AccountDeleted> {
  return api.delete('/api/account', { body: input, schema: AccountDeleted });
}

/** Deleting ends every session of the account: the browser forgets the user and goes home. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async (result) => {
      clearCurrentUser(queryClient);
      queryClient.clear();
      await navigate('/');
      toast({ title: 'Account deleted', description: result.message, variant: 'success' });
    },
  });
}
