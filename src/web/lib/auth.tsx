import type { PublicUser } from '@contract/auth';
import { CURRENT_USER_ADDRESS } from '@contract/first-screen';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { api, isApiError } from './api-client';
import { firstScreenAnswer, servedSignedOut } from './served-page';

export const currentUserQueryKey = ['auth', 'current-user'] as const;

/**
 * GET /api/user: the signed-in user, or null when signed out (a 401 is an answer, not a failure). Not checked
 * against the PublicUser schema: this runs on every first visit, and the check would bring all of zod with it.
 */
export async function getCurrentUser(): Promise<PublicUser | null> {
  try {
    return await api.get<PublicUser>(CURRENT_USER_ADDRESS);
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getCurrentUser,
  // Known without asking: nobody, or the user the server wrote into a signed-in visitor's page. The user stays
  // fresh (reads never go stale), and sign-in stores the new user.
  initialData: () => (servedSignedOut() ? null : firstScreenAnswer<PublicUser>(CURRENT_USER_ADDRESS)),
});

/** Stores the user a sign-in or registration returned, so every screen sees it at once. */
export function setCurrentUser(queryClient: QueryClient, user: PublicUser): void {
  queryClient.setQueryData(currentUserQueryKey, user);
}

/** Forgets the user and everything fetched on their behalf. */
export function clearCurrentUser(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0],
  });
  queryClient.setQueryData(currentUserQueryKey, null);
}

interface AuthState {
  /** Null when signed out, and also when the API cannot be reached: the app then behaves as signed out. */
  user: PublicUser | null;
  /** True only until the first answer about the current user arrives. */
  isLoading: boolean;
  /**
   * The key of the location a logout was started from. The router commits the move to "/" in a transition, so
   * for a moment the old page sees no user; the route guard must not send that page to /auth meanwhile.
   */
  loggedOutAt: string | null;
  noteLogout: (locationKey: string) => void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = useQuery(currentUserQuery);
  const [loggedOutAt, noteLogout] = useState<string | null>(null);
  const value = useMemo<AuthState>(
    () => ({ user: data ?? null, isLoading: isPending, loggedOutAt, noteLogout }),
    [data, isPending, loggedOutAt],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
