// The system capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerSystemRoutes } from './system.routes.ts';

export const systemModule: CapabilityModule<{ http: Parameters<typeof registerSystemRoutes>[1] }> = {
  name: 'system',
  routes(router, container) {
    registerSystemRoutes(router, container.http);
  },
};
