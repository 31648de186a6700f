import { type ForgotPasswordInput, MessageResponse } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /api/forgot-password: the same answer whether or not the email has an account. */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<z.infer<typeof MessageResponse>> {
  return api.post('/api/forgot-password', input, { schema: MessageResponse });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
