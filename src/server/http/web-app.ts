import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAppRoute } from '../../contract/app-routes';
import { ERROR_CODES } from '../../contract/errors';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built React app: hashed assets cached for a year, and index.html for every page of the
 * app's route table (404 status for any other path, where the app shows its not-found page).
 */
export async function serveWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: false,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/')
            ? `public, max-age=${YEAR_IN_SECONDS}, immutable`
            : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
    if (isPage && indexHtml) {
      return reply
        .status(findAppRoute(path) ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    }
    return reply
      .status(404)
      .send({ error: `No such endpoint: ${request.method} ${path}`, code: ERROR_CODES.notFound });
  });
}
