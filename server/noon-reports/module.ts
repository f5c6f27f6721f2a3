// The noon reports capability as plugged into the server (ADR 0096, ADR 0102).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerNoonReportRoutes } from './noon-reports.routes.ts';

export const noonReportsModule: CapabilityModule<{
  services: Parameters<typeof registerNoonReportRoutes>[1];
}> = {
  name: 'noon-reports',
  routes(router, container) {
    registerNoonReportRoutes(router, container.services);
  },
};
