/* The cache keys of Luz's own checkout page, imported as `* as checkoutKeys`. */
export const one = (reference: string) => ['checkout', reference] as const;
