import type { Testimonial } from '@contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { firstScreenAnswer } from '@/lib/served-page';
import * as reviewKeys from './review-keys';

/** GET /api/testimonials: real top reviews for the home page, signed with a first name and an initial. */
export function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return api.get<Testimonial[]>('/api/testimonials', { signal });
}

export const testimonialsQuery = queryOptions({
  queryKey: reviewKeys.testimonials(),
  queryFn: ({ signal }) => getTestimonials(signal),
  initialData: () => firstScreenAnswer<Testimonial[]>('/api/testimonials'),
});

export function useTestimonials() {
  return useQuery(testimonialsQuery);
}
