import { PlatformStats } from '../../../contract/stats';
import type { App } from '../../app-types';
import type { Db } from '../../db/connection';
import { countPlatformStats } from './service';

export function statsRoutes(app: App, db: Db): void {
  app.get('/api/stats', { schema: { tags: ['platform'], response: { 200: PlatformStats } } }, async () =>
    countPlatformStats(db),
  );
}
