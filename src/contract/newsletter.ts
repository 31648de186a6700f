import { z } from 'zod';
import { EmailField } from './auth';

export const NewsletterSignup = z.object({ email: EmailField });
export const NEWSLETTER_CONFIRMATION =
  "You're on the list. We'll write when there is something worth reading.";
