import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { TooManyRequests } from '../../http/errors';
import { countRateLimitHit, uncountRateLimitHit } from '../../http/rate-limit-store';

/**
 * Failed sign-ins per account, from wherever they come: the per-address limit alone lets a guesser
 * with many addresses try one account without end. Twice the per-address budget, so one person's
 * typos never lock their own account before their address is slowed.
 */
export const ACCOUNT_LOGIN_LIMIT = { max: 20, windowMs: 15 * 60 * 1000 };

/**
 * Each attempt is counted before the password is checked, so guesses sent at once cannot all slip
 * past the limit; a sign-in that succeeds is taken back off the count. Unknown names are counted
 * like accounts, so the limit never tells whether an account exists.
 */
export class AccountLoginThrottle {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Counts an attempt on `account`, or refuses it with 429 when the account has had too many. */
  async attempt(account: { id: number } | undefined, typedName: string): Promise<AccountAttempt> {
    const key = `login-account|${account ? `user:${account.id}` : `name:${typedName.toLowerCase()}`}`;
    const now = this.deps.clock.now();
    const { hits, resetAt } = await countRateLimitHit(this.deps.db, key, now, ACCOUNT_LOGIN_LIMIT.windowMs);
    if (hits > ACCOUNT_LOGIN_LIMIT.max) {
      const seconds = Math.ceil((resetAt.getTime() - now.getTime()) / 1000);
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      throw new TooManyRequests(
        `Too many login attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        seconds,
      );
    }
    return { succeeded: () => uncountRateLimitHit(this.deps.db, key) };
  }
}

export interface AccountAttempt {
  /** The password was right: this attempt does not count against the account. */
  succeeded(): Promise<void>;
}
