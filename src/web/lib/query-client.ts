import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 9: no automatic refetch interval, no refetch on window focus, data never stale,
 * no retries for reads or writes. Screens refresh what they change by invalidating it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
