import { VerifyResetTokenResponse } from '@contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import * as authKeys from './auth-keys';

export function verifyResetToken(token: string): Promise<z.infer<typeof VerifyResetTokenResponse>> {
  return api.get(`/api/verify-reset-token/${encodeURIComponent(token)}`, {
    schema: VerifyResetTokenResponse,
  });
}

export const verifyResetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: () => verifyResetToken(token),
    // A token is good once: never serve an old "valid" from the cache.
    gcTime: 0,
  });

export function useVerifyResetToken(token: string | null) {
  return useQuery({ ...verifyResetTokenQuery(token ?? ''), enabled: Boolean(token) });
}
