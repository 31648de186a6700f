import { type LoginInput, PublicUser } from '@contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/auth';

/** POST /api/login; the username field also accepts an email address. */
export function login(input: LoginInput): Promise<PublicUser> {
  return api.post('/api/login', input, { schema: PublicUser });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
