/**
 * The query key of the signed-in guide's latest application, apart from its fetcher so that the site header can
 * share the cached answer without loading the API module and the schemas it checks with.
 */
export const myApplicationQueryKey = ['guide-applications', 'mine'] as const;
