import { MAX_UNPAID_HOLDS } from '../../src/contract/checkout';

/**
 * Which seeker books which session in checkout under load. Request j is seeker j mod M's
 * (⌊j / M⌋ + 1)-th hold, on session (j mod M + ⌊j / M⌋) mod K: requests in flight together book different
 * sessions (no queue on one row), no pair repeats, and no seeker holds more unpaid bookings than
 * checkout allows, so none meets "already booked", a full session or the unpaid-holds limit.
 */
export interface CheckoutPairs {
  sessionIds: number[];
  /** Session cookies (raw tokens) of the checkout seekers. */
  seekerTokens: string[];
}

export interface CheckoutPair {
  sessionId: number;
  token: string;
}

/** Each seeker's holds stay within what checkout lets wait for payment at once. */
const HOLDS_PER_SEEKER = MAX_UNPAID_HOLDS;

export function pairCount(pairs: CheckoutPairs): number {
  return Math.min(pairs.sessionIds.length, HOLDS_PER_SEEKER) * pairs.seekerTokens.length;
}

export function checkoutPair(pairs: CheckoutPairs, j: number): CheckoutPair {
  if (j >= pairCount(pairs)) throw new Error(`checkout ran out of (seeker, session) pairs at ${j}`);
  const sessions = pairs.sessionIds.length;
  const seekers = pairs.seekerTokens.length;
  const round = Math.floor(j / seekers);
  return {
    sessionId: pairs.sessionIds[((j % seekers) + round) % sessions]!,
    token: pairs.seekerTokens[j % seekers]!,
  };
}
