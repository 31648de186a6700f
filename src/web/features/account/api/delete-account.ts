import { AccountDeleted, type DeleteAccountInput } from '@contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { clearCurrentUser, useAuth } from '@/lib/auth';
import { useLocation, useNavigate } from '@/lib/router';
import { useLingui } from '../i18n';

export function deleteAccount(input: DeleteAccountInput): Promise<AccountDeleted> {
  return api.delete('/api/account', { body: input, schema: AccountDeleted });
}

/** Deleting ends every session of the account: the browser forgets the user and goes home. */
export function useDeleteAccount() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { noteLogout } = useAuth();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async (result) => {
      // As after logging out: the page being left must not be sent to /auth on its way home.
      noteLogout(location.key);
      clearCurrentUser(queryClient);
      await navigate('/');
      toast({ title: i18n._('account.delete.done'), description: result.message, variant: 'success' });
    },
  });
}
