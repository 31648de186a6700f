import { OwnApplicationStatus } from '../../../contract/guide-applications';
import type { App } from '../../app-types';
import type { Db } from '../../db/connection';
import { requireRole } from '../../http/guards';
import { findLatestApplication } from './service';

export function guideApplicationRoutes(app: App, db: Db): void {
  app.get(
    '/api/guide-application',
    { schema: { tags: ['guide applications'], response: { 200: OwnApplicationStatus } } },
    async (request) => findLatestApplication(db, requireRole(request, 'practitioner').id),
  );
}
