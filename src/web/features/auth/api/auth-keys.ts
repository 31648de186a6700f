/* The cache keys of the account forms, imported as `* as authKeys` (the signed-in user's own is in lib/auth.tsx). */
export const resetToken = (token: string) => ['auth', 'reset-token', token] as const;
