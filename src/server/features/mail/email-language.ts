import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from '../../../contract/locales';
import type { DbOrTx } from '../../db/connection';
import { users } from '../../db/schema';

/**
 * The language a person reads Luz's emails in: the one on their account (decision 061), read when the
 * email is written, so a job queued before a switch of language still speaks the one chosen last.
 */
export async function emailLocaleOf(db: DbOrTx, userId: number): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return asEmailLocale(row?.locale);
}

/** A language read from an account; English when there is none (an account deleted since). */
export function asEmailLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** An absolute link to a page of Luz in the recipient's language: "https://luz.pt/pt/bookings". */
export function pageUrlIn(publicUrl: string, path: string, locale: Locale): string {
  return `${publicUrl}${localizedPath(path, locale)}`;
}
