import { PRODUCT_NAME } from './brand';
import type { PageText } from './page-meta';

/** A seeker cancelling this long or longer before the start gets the full price back; later, nothing. */
export const FULL_REFUND_HOURS_BEFORE_START = 24;

/**
 * The seeker's cancellation rule in the words every screen and email uses: the booking card and the checkout
 * page before paying, the cancel dialog, the booking emails and the Terms. The rule itself is applied by the
 * server's refund policy, from the same number of hours.
 */
export const REFUND_RULE = `Cancel ${FULL_REFUND_HOURS_BEFORE_START} hours or more before the session starts for a full refund. Later cancellations are not refunded.`;

/**
 * The same rule as a message id of the contract's catalogue (decision 061), for every language:
 * `i18n._(REFUND_RULE_ID, { hours: FULL_REFUND_HOURS_BEFORE_START })`.
 */
export const REFUND_RULE_ID = /*i18n*/ 'contract.policies.refundRule';

/**
 * The version of the Terms, Privacy policy and Cookie policy, published together: the day they last changed.
 * Each account records the version it accepted, so a later change can tell who has not seen it yet.
 */
export const POLICIES_VERSION = '2026-11-27';

/** How the pages name the day they last changed: "27 November 2026". */
export const POLICIES_UPDATED_ON = '27 November 2026';

/**
 * The one cookie Luz sets, as the Cookie policy lists it: the server names it and keeps sign-ins this long from
 * these, so the page cannot drift from what is set.
 */
export const SESSION_COOKIE_NAME = 'luz_session';
export const SESSION_LIFETIME_DAYS = 30;

/** How an acceptance was given: creating an account, or sending a guide application. */
export const POLICY_ACCEPTANCE_CONTEXTS = ['sign_up', 'guide_application'] as const;
export type PolicyAcceptanceContext = (typeof POLICY_ACCEPTANCE_CONTEXTS)[number];

export const POLICY_PATHS = {
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
} as const;

export const TERMS_PAGE_TEXT: PageText = {
  title: `Terms of Use | ${PRODUCT_NAME}`,
  description: `The agreement between ${PRODUCT_NAME}, seekers and guides: booking and paying, the ${FULL_REFUND_HOURS_BEFORE_START}-hour refund rule, what guides promise, reviews and closing an account.`,
};

export const PRIVACY_PAGE_TEXT: PageText = {
  title: `Privacy Policy | ${PRODUCT_NAME}`,
  description: `What ${PRODUCT_NAME} keeps about you, why, for how long and who sees it, and how to download your data or delete your account.`,
};

export const COOKIES_PAGE_TEXT: PageText = {
  title: `Cookie Policy | ${PRODUCT_NAME}`,
  description: `The one cookie ${PRODUCT_NAME} sets to keep you signed in, and what the site keeps in your browser's storage. No advertising or tracking.`,
};
