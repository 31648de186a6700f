import { PublicUser, type RegisterInput } from '@contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/auth';

/** POST /api/register: creates the account and signs the new user in. */
export function register(input: RegisterInput): Promise<PublicUser> {
  return api.post('/api/register', input, { schema: PublicUser });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
