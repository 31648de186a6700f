import { MessageResponse } from '../../../contract/auth';
import { NewsletterSignup } from '../../../contract/newsletter';
import type { App } from '../../app-types';
import type { Db } from '../../db/connection';
import { rateLimit } from '../../http/rate-limits';
import { subscribeToNewsletter } from './service';

/** As strict as password reset requests: both take any email address from anyone. */
export const NEWSLETTER_RATE_LIMIT = rateLimit(5, 15 * 60 * 1000, /*i18n*/ 'newsletter.rateLimits.signUps');

export function newsletterRoutes(app: App, db: Db): void {
  app.post(
    '/api/newsletter',
    {
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: { tags: ['newsletter'], body: NewsletterSignup, response: { 200: MessageResponse } },
    },
    async (request) => subscribeToNewsletter(db, request.body.email),
  );
}
