import type { FastifyRequest } from 'fastify';
import { TooManyRequests } from '../errors';

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

/**
 * As `rateLimit`, but counted per signed-in user (per address when signed out): what a user may
 * do does not depend on how many people share their address. Runs once the user is known.
 */
export function rateLimitPerUser(max: number, timeWindowMs: number, what: string) {
  return {
    ...rateLimit(max, timeWindowMs, what),
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip),
  };
}
