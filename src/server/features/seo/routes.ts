import type { App } from '../../app-types';
import type { SeoService } from './service';
import { SHARE_IMAGE_PREFIX, type ShareImages } from './share-images';

const HOUR_IN_SECONDS = 60 * 60;

export function seoRoutes(app: App, seo: SeoService, shareImages: ShareImages): void {
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

  app.get(`${SHARE_IMAGE_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
    const png = await shareImages.png(request.url.split('?')[0]!);
    if (!png) return reply.callNotFound();
    return reply
      .type('image/png')
      .header('cache-control', `public, max-age=${24 * HOUR_IN_SECONDS}`)
      .send(png);
  });
}
