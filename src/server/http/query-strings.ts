import type { FastifyRequest } from 'fastify';

/**
 * A route hook for search-like query strings: `?category=&date=` means the same as leaving them
 * out (a form that sends every field), so empty values are dropped before validation.
 */
export async function dropEmptyQueryValues(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  request.query = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}
