import { SERVER_I18N, translated } from '../i18n';

/**
 * A message of the catalogues as an English reader gets it (decision 061): services and schemas carry message
 * ids, and a test that expects the same sentence as a constant of the contract reads that constant in English.
 */
export function english(message: string): string {
  return translated(SERVER_I18N.en, message);
}
