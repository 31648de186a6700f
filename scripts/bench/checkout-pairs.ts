/**
 * Which seeker books which session in checkout under load. Request j books session j mod K for
 * seeker ⌊j / K⌋: requests in flight together book different sessions (no queue on one row), and
 * no pair repeats within K × M requests, so none meets "already booked" or a full session.
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

export function pairCount(pairs: CheckoutPairs): number {
  return pairs.sessionIds.length * pairs.seekerTokens.length;
}

export function checkoutPair(pairs: CheckoutPairs, j: number): CheckoutPair {
  if (j >= pairCount(pairs)) throw new Error(`checkout ran out of (seeker, session) pairs at ${j}`);
  const sessions = pairs.sessionIds.length;
  return { sessionId: pairs.sessionIds[j % sessions]!, token: pairs.seekerTokens[Math.floor(j / sessions)]! };
}
