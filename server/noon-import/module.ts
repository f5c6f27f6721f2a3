// The noon report imports capability as plugged into the server (ADR 0096, ADR 0106).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerNoonImportRoutes } from './noon-import.routes.ts';

export const noonImportModule: CapabilityModule<{
  services: { noonImports: Parameters<typeof registerNoonImportRoutes>[1] };
}> = {
  name: 'noon-import',
  routes(router, container) {
    registerNoonImportRoutes(router, container.services.noonImports);
  },
};
