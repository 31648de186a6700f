import {
  APPLICATION_MESSAGES,
  GuideApplicationInput,
  GuideApplicationRecord,
  OwnGuideApplication,
} from '../../../contract/guide-applications';
import { ROLE } from '../../../contract/roles';
import type { App } from '../../app-types';
import { requireRole } from '../../http/guards';
import type { GuideApplicationService } from './service';

export function guideApplicationRoutes(app: App, applications: GuideApplicationService): void {
  app.get(
    '/api/guide-application',
    { schema: { tags: ['guide applications'], response: { 200: OwnGuideApplication } } },
    async (request) => applications.latestOf(requireRole(request, ROLE.guide).id),
  );

  app.post(
    '/api/guide-application',
    {
      schema: {
        tags: ['guide applications'],
        body: GuideApplicationInput,
        response: { 201: GuideApplicationRecord },
      },
    },
    async (request, reply) => {
      const applicant = requireRole(request, ROLE.guide, {
        signedOut: APPLICATION_MESSAGES.signInRequired,
        wrongRole: APPLICATION_MESSAGES.guideAccountRequired,
      });
      return reply.status(201).send(await applications.submit(request.body, applicant));
    },
  );
}
