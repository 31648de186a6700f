import type { App } from '../../app-types';
import type { SeoService } from './service';

const HOUR_IN_SECONDS = 60 * 60;

export function seoRoutes(app: App, seo: SeoService): void {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${HOUR_IN_SECONDS}`)
      .send(await seo.sitemapXml()),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${HOUR_IN_SECONDS}`)
      .send(seo.robotsTxt()),
  );
}
