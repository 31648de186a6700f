import { GuideDetail, GuideSearchQuery, GuideSearchResult } from '../../../contract/guides';
import { IdParams } from '../../../contract/ids';
import type { App } from '../../app-types';
import { dropEmptyQueryValues } from '../../http/query-strings';
import type { PractitionerService } from './service';

export function practitionerRoutes(app: App, practitioners: PractitionerService): void {
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
    async (request) => practitioners.search(request.query),
  );

  app.get(
    '/api/practitioners/:id',
    { schema: { tags: ['practitioners'], params: IdParams, response: { 200: GuideDetail } } },
    async (request) => practitioners.detail(request.params.id),
  );
}
