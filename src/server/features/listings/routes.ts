import { GuideDetail, GuideSearchQuery, GuideSearchResult } from '../../../contract/guides';
import { IdParams } from '../../../contract/ids';
import { ReviewPage, ReviewPageQuery } from '../../../contract/reviews';
import type { App } from '../../app-types';
import { dropEmptyQueryValues } from '../../http/query-strings';
import { sendRevalidated } from '../../http/revalidated-answers';
import { localeOfRequest } from '../../i18n';
import type { Listing } from './listing';

/**
 * Explore (and the home page's featured guides), a guide's page and their reviews: public, with entity tags.
 * Guides' bios come in the reader's language (Accept-Language) when they wrote one in it.
 */
export function listingRoutes(app: App, listing: Listing): void {
  app.get(
    '/api/practitioners',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        tags: ['practitioners'],
        querystring: GuideSearchQuery,
        response: { 200: GuideSearchResult },
      },
    },
    async (request, reply) =>
      sendRevalidated(
        request,
        reply.header('vary', 'accept-language'),
        await listing.search(request.query, localeOfRequest(request.headers)),
      ),
  );

  app.get(
    '/api/practitioners/:id',
    { schema: { tags: ['practitioners'], params: IdParams, response: { 200: GuideDetail } } },
    async (request, reply) =>
      sendRevalidated(
        request,
        reply.header('vary', 'accept-language'),
        await listing.guidePage(request.params.id, localeOfRequest(request.headers)),
      ),
  );

  app.get(
    '/api/practitioners/:id/reviews',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        tags: ['reviews'],
        params: IdParams,
        querystring: ReviewPageQuery,
        response: { 200: ReviewPage },
      },
    },
    async (request, reply) =>
      sendRevalidated(request, reply, await listing.reviews(request.params.id, request.query)),
  );
}
