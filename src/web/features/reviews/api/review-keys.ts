/* The cache keys of reviews, and of the home page's testimonials, imported as `* as reviewKeys`. */
export const all = ['reviews'] as const;
export const ofGuide = (guideId: number) => [...all, 'guide', guideId] as const;
export const eligibility = (guideId: number, userId: number) =>
  [...all, 'eligibility', guideId, userId] as const;
export const testimonials = () => ['testimonials'] as const;
/** The signed-in guide's own reviews (the dashboard's Reviews tab). */
export const mine = () => [...all, 'mine'] as const;
