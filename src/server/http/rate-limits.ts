import type { FastifyRequest } from 'fastify';
import { TooManyRequests } from '../errors';

/** How @fastify/rate-limit words the wait ("15 minutes", "1 hour"): its count and unit, for the catalogue. */
const WAIT = /^(\d+) (second|minute|hour|day|year)s?$/;

/** The wait before a limited request may be made again, as the values of 'server.errors.rateLimited'. */
function waitOf(context: { after: string; ttl: number }): { count: number; unit: string } {
  const match = WAIT.exec(context.after);
  if (match) return { count: Number(match[1]), unit: match[2]! };
  return { count: Math.max(1, Math.ceil(context.ttl / 1000)), unit: 'second' };
}

/**
 * A route's `config.rateLimit`: at most `max` requests per client address in `timeWindowMs`,
 * then 429 with a sentence naming what was limited (`what`: a message id, "login attempts").
 */
export function rateLimit(max: number, timeWindowMs: number, what: string) {
  return {
    max,
    timeWindow: timeWindowMs,
    errorResponseBuilder: (_request: unknown, context: { after: string; ttl: number }) =>
      new TooManyRequests({ id: /*i18n*/ 'server.errors.rateLimited', values: { what, ...waitOf(context) } }),
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
