import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage, isApiError } from '@/lib/api-client';
import { clearCurrentUser, useAuth } from '@/lib/auth';
import { useLocation, useNavigate } from '@/lib/router';

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
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      noteLogout(location.key);
      clearCurrentUser(queryClient);
      await navigate('/');
      toast({ title: 'Logged out', description: 'You have been successfully logged out' });
    },
    onError: (error) => {
      toast({
        title: 'Logout failed',
        description: errorMessage(error, 'Logout failed'),
        variant: 'destructive',
      });
    },
  });
}
