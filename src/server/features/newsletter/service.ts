import { NEWSLETTER_CONFIRMATION } from '../../../contract/newsletter';
import type { Db } from '../../db/connection';
import { newsletterSubscribers } from '../../db/schema';

/**
 * The same answer for a new address and one already on the list, so the form cannot be used to
 * find out who subscribed.
 */
export async function subscribeToNewsletter(db: Db, email: string): Promise<{ message: string }> {
  await db.insert(newsletterSubscribers).values({ email: email.toLowerCase() }).onConflictDoNothing();
  return { message: NEWSLETTER_CONFIRMATION };
}
