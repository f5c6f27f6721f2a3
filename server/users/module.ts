// The users capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerUserRoutes } from './users.routes.ts';

export const usersModule: CapabilityModule<{ services: Parameters<typeof registerUserRoutes>[1] }> = {
  name: 'users',
  routes(router, container) {
    registerUserRoutes(router, container.services);
  },
};
