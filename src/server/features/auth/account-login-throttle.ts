import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { countRateLimitHit, uncountRateLimitHit } from '../../db/rate-limit-counters';
import { TooManyRequests } from '../../errors';

/**
 * Failed sign-ins per account, from wherever they come: the per-address limit alone lets a guesser
 * with many addresses try one account without end. Twice the per-address budget, so one person's
 * typos never reach it before their address is slowed.
 */
export const ACCOUNT_LOGIN_LIMIT = { max: 20, windowMs: 15 * 60 * 1000 };

/**
 * How long an address that failed a sign-in, on any account, stays suspect: while an account is
 * over its limit, only addresses without a failure in this time may still try it.
 */
export const ADDRESS_FAILURE_WINDOW_MS = ACCOUNT_LOGIN_LIMIT.windowMs;

/**
 * An account over its limit is closed to the addresses that have been failing, not to everyone:
 * otherwise anyone could keep its owner out by guessing wrong on purpose (decision 021). The owner,
 * signing in from an address with no recent failure, is let through with the right password.
 *
 * Each attempt is counted before the password is checked, so guesses sent at once cannot all slip
 * past the limit; a sign-in that succeeds is taken back off both counts. Unknown names are counted
 * like accounts, so the limit never tells whether an account exists.
 */
export class AccountLoginThrottle {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /**
   * Counts an attempt on `account` from `clientAddress`, or refuses it with 429 when the account has
   * had too many failures and this address has failed too.
   */
  async attempt(
    account: { id: number } | undefined,
    typedName: string,
    clientAddress: string,
  ): Promise<AccountAttempt> {
    const accountKey = `login-account|${account ? `user:${account.id}` : `name:${typedName.toLowerCase()}`}`;
    const addressKey = `login-address|${clientAddress}`;
    const { db, clock } = this.deps;
    const now = clock.now();
    const onAccount = await countRateLimitHit(db, accountKey, now, ACCOUNT_LOGIN_LIMIT.windowMs);
    const fromAddress = await countRateLimitHit(db, addressKey, now, ADDRESS_FAILURE_WINDOW_MS);
    // This attempt is one of the address's hits: any other one failed, or is still being checked.
    const addressHasFailed = fromAddress.hits > 1;
    if (onAccount.hits > ACCOUNT_LOGIN_LIMIT.max && addressHasFailed) {
      // Whichever ends first, the account's window or the address's, opens the way again.
      const opens = Math.min(onAccount.resetAt.getTime(), fromAddress.resetAt.getTime());
      const seconds = Math.ceil((opens - now.getTime()) / 1000);
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      throw new TooManyRequests(
        { id: /*i18n*/ 'auth.errors.accountLoginsLimited', values: { minutes } },
        seconds,
      );
    }
    return {
      succeeded: async () => {
        await uncountRateLimitHit(db, accountKey);
        await uncountRateLimitHit(db, addressKey);
      },
    };
  }
}

export interface AccountAttempt {
  /** The password was right: this attempt counts neither against the account nor the address. */
  succeeded(): Promise<void>;
}
