import { OwnProfile } from '../../../contract/profiles';
import type { App } from '../../app-types';
import { requireUser } from '../../http/guards';
import type { ProfileService } from './service';

/**
 * The bodies of POST and PATCH depend on the role (GuideProfileInput for guides, SeekerProfileInput
 * for everyone else), so the service validates them.
 */
export function profileRoutes(app: App, profiles: ProfileService): void {
  app.get(
    '/api/profile',
    { schema: { tags: ['profiles'], response: { 200: OwnProfile } } },
    async (request) => profiles.own(requireUser(request).id),
  );

  app.post(
    '/api/profile',
    { schema: { tags: ['profiles'], response: { 201: OwnProfile } } },
    async (request, reply) =>
      reply.status(201).send(await profiles.create(requireUser(request), request.body)),
  );

  app.patch(
    '/api/profile',
    { schema: { tags: ['profiles'], response: { 200: OwnProfile } } },
    async (request) => profiles.save(requireUser(request), request.body),
  );
}
