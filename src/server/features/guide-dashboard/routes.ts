import { GuideDashboard, GuideEarningsPage, GuideEarningsQuery } from '../../../contract/guide-dashboard';
import { ROLE } from '../../../contract/roles';
import type { App } from '../../app-types';
import { requireRole } from '../../http/guards';
import { dropEmptyQueryValues } from '../../http/query-strings';
import type { GuideDashboardService } from './service';

export function guideDashboardRoutes(app: App, dashboard: GuideDashboardService): void {
  app.get(
    '/api/practitioner/dashboard',
    { schema: { tags: ['guide dashboard'], response: { 200: GuideDashboard } } },
    async (request) => dashboard.dashboard(requireRole(request, ROLE.guide).id),
  );

  app.get(
    '/api/practitioner/earnings',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        tags: ['guide dashboard'],
        querystring: GuideEarningsQuery,
        response: { 200: GuideEarningsPage },
      },
    },
    async (request) => dashboard.earnings(requireRole(request, ROLE.guide).id, request.query),
  );
}
