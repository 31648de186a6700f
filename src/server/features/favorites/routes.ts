import { FavoriteIds, FavoriteList, FavoriteListQuery, FavoriteParams } from '../../../contract/favorites';
import type { App } from '../../app-types';
import { requireUser } from '../../http/guards';
import { dropEmptyQueryValues } from '../../http/query-strings';
import { localeOfRequest } from '../../i18n';
import type { FavoriteService } from './service';

export function favoriteRoutes(app: App, favorites: FavoriteService): void {
  app.get(
    '/api/favorites',
    {
      preValidation: dropEmptyQueryValues,
      schema: { tags: ['favorites'], querystring: FavoriteListQuery, response: { 200: FavoriteList } },
    },
    async (request) =>
      favorites.cards(requireUser(request).id, request.query, localeOfRequest(request.headers)),
  );

  app.get(
    '/api/favorites/ids',
    { schema: { tags: ['favorites'], response: { 200: FavoriteIds } } },
    async (request) => ({ practitionerIds: await favorites.ids(requireUser(request).id) }),
  );

  app.put(
    '/api/favorites/:practitionerId',
    { schema: { tags: ['favorites'], params: FavoriteParams } },
    async (request, reply) => {
      await favorites.save(requireUser(request).id, request.params.practitionerId);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/favorites/:practitionerId',
    { schema: { tags: ['favorites'], params: FavoriteParams } },
    async (request, reply) => {
      await favorites.remove(requireUser(request).id, request.params.practitionerId);
      return reply.status(204).send();
    },
  );
}
