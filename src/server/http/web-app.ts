import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAppRoute } from '../../contract/app-routes';
import { ERROR_CODES } from '../../contract/errors';
import { injectPageHead, type PageHead } from './page-head';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** The head tags (and, for a missing guide, a 404 status) of the pages that have their own. */
export type PageHeadResolver = (path: string) => Promise<{ status?: number; head: PageHead } | undefined>;

/**
 * Serves the built React app: hashed assets cached for a year, and index.html for every page of the
 * app's route table (404 status for any other path, where the app shows its not-found page). Pages
 * `pageHeads` knows get their title, description, preview and structured data written into
 * index.html here, so crawlers and link previews see them without running JavaScript.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDistDir: string,
  pageHeads: PageHeadResolver = async () => undefined,
): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: false,
      // The server writes these from the database (features/seo); a copy in the build must not clash.
      globIgnore: ['robots.txt', 'sitemap.xml'],
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

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
    if (isPage && indexHtml) {
      const page = findAppRoute(path) ? await pageHeads(path) : undefined;
      return reply
        .status(page?.status ?? (findAppRoute(path) ? 200 : 404))
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(page ? injectPageHead(indexHtml, page.head) : indexHtml);
    }
    return reply
      .status(404)
      .send({ error: `No such endpoint: ${request.method} ${path}`, code: ERROR_CODES.notFound });
  });
}
