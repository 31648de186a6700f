import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage, isApiError } from '@/lib/api-client';
import { clearCurrentUser, useAuth } from '@/lib/auth';
import { useLocation, useNavigate } from '@/lib/router';
import { useLingui } from '../i18n';

export async function logout(): Promise<void> {
  try {
    await api.post<void>('/api/logout');
  } catch (error) {
    // A session that already ended is the outcome the visitor asked for.
    if (!isApiError(error, 401)) throw error;
  }
}

/** Logging out always lands on "/", wherever it was started from (DESIGN.md). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { noteLogout } = useAuth();
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      noteLogout(location.key);
      clearCurrentUser(queryClient);
      await navigate('/');
      toast({ title: i18n._('auth.logout.doneTitle'), description: i18n._('auth.logout.doneDescription') });
    },
    onError: (error) => {
      toast({
        title: i18n._('auth.logout.failed'),
        description: errorMessage(error, i18n._('auth.logout.failed')),
        variant: 'destructive',
      });
    },
  });
}
