// The performance capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerLongTrendRoutes } from './long-trends.routes.ts';
import { registerDiagnosticsRoutes } from './diagnostics.routes.ts';
import { registerReferenceCurveRoutes } from './reference-curves.routes.ts';
import { registerCharterPartyRoutes } from './charter-party.routes.ts';

export const performanceModule: CapabilityModule<{
  pipeline: {
    services: {
      longTrends: Parameters<typeof registerLongTrendRoutes>[1];
      diagnostics: Parameters<typeof registerDiagnosticsRoutes>[1];
      referenceCurves: Parameters<typeof registerReferenceCurveRoutes>[1];
      charterParty: Parameters<typeof registerCharterPartyRoutes>[1];
    };
  } | null;
}> = {
  name: 'performance',
  routes(router, container) {
    const { pipeline } = container;
    // The vessel data pipeline's capabilities exist only where the container has the pipeline.
    if (!pipeline) return;
    registerLongTrendRoutes(router, pipeline.services.longTrends);
    registerDiagnosticsRoutes(router, pipeline.services.diagnostics);
    registerReferenceCurveRoutes(router, pipeline.services.referenceCurves);
    registerCharterPartyRoutes(router, pipeline.services.charterParty);
  },
};
