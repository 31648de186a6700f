/* The cache key of the platform's counts on the home and about pages; `* as statsKeys`. */
export const platform = () => ['stats', 'platform'] as const;
