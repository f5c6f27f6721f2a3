// GET /Sync/Changes: the change feed of every synced entity type of a vessel (sync-feed.ts).
import { syncFeedEndpoints } from '../../domain/contracts/sync.ts';
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
      ...syncFeedEndpoints.changes,
      tag: 'Sync',
      summary: 'Changes of every synced entity of a vessel after a server-issued cursor (deletions included)',
      access,
    },
    ({ actor, query }) => feed.changes(actor, query),
  );
}
