import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session-cookie';

export const PRIVATE_ANSWER = 'private, no-store';

/**
 * API routes that answer every signed-out visitor alike: explore, guides' pages, their sessions and
 * reviews, the home page's figures and voices, and the API's own documentation. Only these may be
 * kept by a browser or a shared cache, and only when no session came with the request.
 */
const SHARED_ANSWER_ROUTES = new Set([
  '/api/stats',
  '/api/testimonials',
  '/api/practitioners',
  '/api/practitioners/:id',
  '/api/practitioners/:id/reviews',
  '/api/practitioners/:id/private-slots',
  '/api/sessions',
  '/api/sessions/:id',
  '/api/sessions/:id/reviews',
]);
const READS = new Set(['GET', 'HEAD']);

function mayBeShared(request: FastifyRequest): boolean {
  if (!READS.has(request.method)) return false;
  const route = request.routeOptions.url;
  if (route === undefined) return false;
  return SHARED_ANSWER_ROUTES.has(route) || route === '/api/docs' || route.startsWith('/api/docs/');
}

/**
 * Every API answer that may depend on who asks, errors included, tells browsers and proxies not to
 * keep it: a shared cache in front of Luz must never hand one person's bookings to the next, and a
 * browser must not keep them on disk after sign-out. That is any answer to a request carrying a
 * session cookie, and any answer of a route that is not in the shared list (a route added later is
 * private until it is listed there).
 */
export function markPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // Cookies are not parsed for a request refused before routing: its raw header still counts.
    const withSession = request.cookies
      ? Boolean(request.cookies[SESSION_COOKIE])
      : Boolean(request.headers.cookie?.includes(`${SESSION_COOKIE}=`));
    if (request.url.startsWith('/api/') && (withSession || !mayBeShared(request))) {
      reply.header('cache-control', PRIVATE_ANSWER);
    }
    done(null, payload);
  });
}
