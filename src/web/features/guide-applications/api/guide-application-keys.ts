/*
 * The cache keys of guide applications, imported as `* as guideApplicationKeys`, apart from their fetchers so that
 * the site header can share the cached answer without loading the API module and the schemas it checks with.
 */
export const mine = () => ['guide-applications', 'mine'] as const;
