// GET /Sync/Changes: the change feed of every synced entity type of a vessel (sync-feed.ts).
import { SyncChangesQuerySchema, SyncChangesResponseSchema } from '../../domain/contracts/sync.ts';
import type { AppDeps } from '../context.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { VesselsService } from '../vessels/vessels.service.ts';
import { voyageDataAccess as access } from '../http/sync-http.ts';
import { createSyncFeed } from './sync-feed.ts';
import { voyageDataAccess } from '../vessels/voyage-data-access.ts';

export function registerSyncFeedRoutes(
  router: ApiRouter,
  services: { vessels: VesselsService },
  deps: AppDeps,
): void {
  const feed = createSyncFeed({ db: deps.database.db, access: voyageDataAccess(services.vessels) });
  router.authenticated(
    {
      method: 'get',
      path: '/Sync/Changes',
      tag: 'Sync',
      summary: 'Changes of every synced entity of a vessel after a server-issued cursor (deletions included)',
      access,
      query: SyncChangesQuerySchema,
      response: SyncChangesResponseSchema,
    },
    ({ actor, query }) => feed.changes(actor, query),
  );
}
