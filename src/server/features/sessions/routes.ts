import { IdParams } from '../../../contract/ids';
import { SessionList, SessionListQuery, SessionView } from '../../../contract/sessions';
import type { App } from '../../app-types';
import { dropEmptyQueryValues } from '../../http/query-strings';
import type { SessionService } from './service';

export function sessionRoutes(app: App, sessions: SessionService): void {
  app.get(
    '/api/sessions',
    {
      preValidation: dropEmptyQueryValues,
      schema: { tags: ['sessions'], querystring: SessionListQuery, response: { 200: SessionList } },
    },
    async (request) =>
      sessions.list(
        {
          practitionerId: request.query.practitionerId,
          status: request.query.status,
          upcoming: request.query.upcoming === 'true',
        },
        request.user,
      ),
  );

  app.get(
    '/api/sessions/:id',
    { schema: { tags: ['sessions'], params: IdParams, response: { 200: SessionView } } },
    async (request) => sessions.find(request.params.id, request.user),
  );
}
