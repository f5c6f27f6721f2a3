// The sync capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerSyncFeedRoutes } from './sync-feed.routes.ts';
import { registerSyncOpsRoutes } from './sync-ops.routes.ts';

export const syncModule: CapabilityModule<{
  services: Parameters<typeof registerSyncFeedRoutes>[1];
  dispatch: Parameters<typeof registerSyncOpsRoutes>[1];
  http: { database: Parameters<typeof registerSyncOpsRoutes>[2] };
}> = {
  name: 'sync',
  routes(router, container) {
    registerSyncFeedRoutes(router, container.services);
    registerSyncOpsRoutes(router, container.dispatch, container.http.database);
  },
};
