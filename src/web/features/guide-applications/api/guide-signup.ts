import { PublicUser } from '@contract/auth';
import type { GuideSignupInput } from '@contract/guide-applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/auth';

/** POST /api/guide-signup: creates a guide account (username made from the email) and signs it in. */
export function guideSignup(input: GuideSignupInput): Promise<PublicUser> {
  return api.post('/api/guide-signup', input, { schema: PublicUser });
}

export function useGuideSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: guideSignup,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
