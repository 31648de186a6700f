import { FORMER_MEMBER_NAME, REVIEWER_WITHOUT_NAME } from '@contract/account';
import type { I18n } from '@lingui/core';

/**
 * The names Luz gives people who have none to show: a deleted account's ("Former member"), stored in its
 * place, and an unnamed reviewer's ("Verified seeker"). They are Luz's words, so a page says them in its
 * language; every other name reads as the person wrote it.
 */
const NAMES_OF_LUZ: Readonly<Record<string, string>> = {
  [FORMER_MEMBER_NAME]: /*i18n*/ 'person.formerMember',
  [REVIEWER_WITHOUT_NAME]: /*i18n*/ 'person.verifiedSeeker',
};

export function personName(i18n: I18n, name: string): string {
  const id = Object.hasOwn(NAMES_OF_LUZ, name) ? NAMES_OF_LUZ[name] : undefined;
  return id ? i18n._(id) : name;
}
