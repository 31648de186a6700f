import { FORMER_MEMBER_NAME, REVIEWER_WITHOUT_NAME } from '../../../contract/account';

/**
 * How a review is signed, on a guide's page and in the home page's testimonials alike: the author's
 * first name and last initial, or, for a seeker who never gave a name, "Verified seeker" (never
 * the username, which would find them).
 */
export function reviewerName(fullName: string | null): string {
  // A review stays when its author deletes their account, signed as the author no longer is anyone.
  if (fullName === FORMER_MEMBER_NAME) return FORMER_MEMBER_NAME;
  return fullName?.trim() ? firstNameAndInitial(fullName) : REVIEWER_WITHOUT_NAME;
}

/** "Sofia Almeida" → "Sofia A.": enough to be a real person, not enough to be found. */
export function firstNameAndInitial(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  const first = capitalised(parts[0] ?? '');
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return last ? `${first} ${capitalised([...last][0]!)}.` : first;
}

function capitalised(word: string): string {
  const [head = '', ...rest] = [...word];
  return head.toLocaleUpperCase('pt-PT') + rest.join('');
}
