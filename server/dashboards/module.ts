// The dashboards capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerDashboardRoutes } from './dashboards.routes.ts';

export const dashboardsModule: CapabilityModule<{ services: Parameters<typeof registerDashboardRoutes>[1] }> =
  {
    name: 'dashboards',
    routes(router, container) {
      registerDashboardRoutes(router, container.services);
    },
  };
