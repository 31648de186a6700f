import { MessageResponse, type ResetPasswordInput } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export function resetPassword(input: ResetPasswordInput): Promise<z.infer<typeof MessageResponse>> {
  return api.post('/api/reset-password', input, { schema: MessageResponse });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
