import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface NewsletterAnswer {
  message: string;
}

/** POST /api/newsletter {email}: answers with the sentence to show. */
export function subscribeNewsletter(email: string): Promise<NewsletterAnswer> {
  return api.post<NewsletterAnswer>('/api/newsletter', { email });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
