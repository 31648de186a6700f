import { TooManyRequests } from './errors';

/**
 * A route's `config.rateLimit`: at most `max` requests per client address in `timeWindowMs`,
 * then 429 with a sentence naming what was limited.
 */
export function rateLimit(max: number, timeWindowMs: number, what: string) {
  return {
    max,
    timeWindow: timeWindowMs,
    errorResponseBuilder: (_request: unknown, context: { after: string }) =>
      new TooManyRequests(`Too many ${what}. Please try again in ${context.after}.`),
  };
}
