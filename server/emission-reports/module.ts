// The emission-reports capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerEmissionReportRoutes } from './emission-reports.routes.ts';

export const emissionReportsModule: CapabilityModule<{
  pipeline: { services: { emissionReports: Parameters<typeof registerEmissionReportRoutes>[1] } } | null;
}> = {
  name: 'emission-reports',
  routes(router, container) {
    const { pipeline } = container;
    // The vessel data pipeline's capabilities exist only where the container has the pipeline.
    if (!pipeline) return;
    registerEmissionReportRoutes(router, pipeline.services.emissionReports);
  },
};
