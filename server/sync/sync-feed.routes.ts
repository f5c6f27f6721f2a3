// GET /Sync/Changes: the change feed of every synced entity type of a vessel (sync-feed.ts).
import { SyncChangesQuerySchema, SyncChangesResponseSchema } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { voyageDataAccess as access } from '../http/sync-http.ts';
import type { createSyncFeed } from './sync-feed.ts';

export function registerSyncFeedRoutes(
  router: ApiRouter,
  services: { syncFeed: ReturnType<typeof createSyncFeed> },
): void {
  const { syncFeed: feed } = services;
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
