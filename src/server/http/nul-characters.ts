import type { FastifyInstance } from 'fastify';
import { BadRequest } from '../errors';

const MAX_DEPTH = 20;

/**
 * PostgreSQL text cannot hold U+0000: a query parameter with one fails inside the database, which
 * would answer a client's typo with a 500. Such requests are refused up front, for every route.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
      throw new BadRequest(/*i18n*/ 'server.errors.nulCharacter');
    }
  });
}

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(inner, depth + 1)) return true;
  }
  return false;
}
