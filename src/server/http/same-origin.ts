import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../contract/errors';
import { Forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sends from another site. SameSite=Lax already keeps the
 * session cookie off most of them; this closes the rest (and login CSRF). Requests without an Origin
 * (server-to-server, webhooks) carry no cookie of ours and pass.
 */
export function refuseForeignOrigins(
  app: FastifyInstance,
  publicUrl: string,
  exemptPaths: string[] = [],
): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0]!;
    if (exemptPaths.includes(path)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site')
      throw new Forbidden(/*i18n*/ 'server.errors.foreignOrigin', ERROR_CODES.foreignOrigin);
    if (!origin) return;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== publicOrigin && origin !== ownOrigin) {
      throw new Forbidden(/*i18n*/ 'server.errors.foreignOrigin', ERROR_CODES.foreignOrigin);
    }
  });
}
