import { IdParams } from '../../../contract/ids';
import {
  PractitionerDetail,
  PractitionerSearchQuery,
  PractitionerSearchResult,
} from '../../../contract/practitioners';
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
        querystring: PractitionerSearchQuery,
        response: { 200: PractitionerSearchResult },
      },
    },
    async (request) => practitioners.search(request.query),
  );

  app.get(
    '/api/practitioners/:id',
    { schema: { tags: ['practitioners'], params: IdParams, response: { 200: PractitionerDetail } } },
    async (request) => practitioners.detail(request.params.id),
  );
}
