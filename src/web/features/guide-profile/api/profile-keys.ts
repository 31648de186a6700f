/* The cache key of the signed-in user's own profile, which the seeker's profile form saves too; `* as profileKeys`. */
export const own = () => ['profile', 'own'] as const;
