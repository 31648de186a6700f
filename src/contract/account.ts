import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth';
import { FIELD_LABELS, textField } from './field-messages';
import { LOCALES } from './locales';
import { messageWith } from './messages';

/**
 * A person's own account as a whole: the copy of everything Luz keeps about them (GET
 * /api/account/export, GDPR articles 15 and 20) and its deletion (DELETE /api/account, article 17).
 */

/** How a person whose account was deleted is named wherever their bookings and reviews stay. */
export const FORMER_MEMBER_NAME = 'Former member';

/** How a review is signed by a seeker who never gave a name (never their username, which would find them). */
export const REVIEWER_WITHOUT_NAME = 'Verified seeker';

/** The version of the export's layout, written into the file so a reader knows what to expect. */
export const ACCOUNT_EXPORT_FORMAT = 1;

/** The export's file name: `luz-data-{username}-{yyyy-MM-dd}.json`, safe in any file system. */
export function accountExportFileName(username: string, date: string): string {
  const safe = username.replace(/[^A-Za-z0-9._-]/g, '_');
  return `luz-data-${safe}-${date}.json`;
}

const PASSWORD_REQUIRED = /*i18n*/ 'contract.account.enterYourPasswordToDelete';

/** DELETE /api/account. */
export const DeleteAccountInput = z.object({
  /** The account's password, typed again: a borrowed, signed-in browser cannot delete the account. */
  password: textField(FIELD_LABELS.password, PASSWORD_REQUIRED)
    .min(1, PASSWORD_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, /*i18n*/ 'contract.account.passwordIsTooLong'),
  /**
   * A guide with bookings still ahead agrees to cancel those sessions, each as a guide's own
   * cancellation would (full refunds, the seekers told); without it such a deletion is refused.
   */
  cancelUpcomingSessions: z.boolean({ error: 'cancelUpcomingSessions must be true or false' }).optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

/** What a deletion did, beyond the account itself. */
export const AccountDeleted = z.object({
  message: z.string(),
  /** Sessions of a guide still ahead, now cancelled. */
  cancelledSessions: z.number().int(),
  /** Bookings cancelled with them (refunded in full) or unpaid holds of the person let go. */
  cancelledBookings: z.number().int(),
});
export type AccountDeleted = z.infer<typeof AccountDeleted>;

export const ACCOUNT_MESSAGES = {
  deleted: /*i18n*/ 'contract.account.deleted',
  wrongPassword: /*i18n*/ 'contract.account.wrongPassword',
  adminsCannotDelete: /*i18n*/ 'contract.account.adminsCannotDelete',
  /** A seeker's paid bookings still ahead: they cancel them first, seeing each refund. */
  seekerHasUpcomingBookings: (count: number) =>
    messageWith(/*i18n*/ 'contract.account.seekerHasUpcomingBookings', { count }),
  /** A guide's sessions still ahead with bookings on them. */
  guideHasUpcomingBookings: (count: number) =>
    messageWith(/*i18n*/ 'contract.account.guideHasUpcomingBookings', { count }),
} as const;

/** PUT /api/account/language: the language the signed-in person reads Luz and their emails in (decision 061). */
export const AccountLanguage = z.object({ locale: z.enum(LOCALES) }).strict();
export type AccountLanguage = z.infer<typeof AccountLanguage>;
