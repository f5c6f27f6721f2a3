// The companies capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerCompanyRoutes } from './companies.routes.ts';

export const companiesModule: CapabilityModule<{ services: Parameters<typeof registerCompanyRoutes>[1] }> = {
  name: 'companies',
  routes(router, container) {
    registerCompanyRoutes(router, container.services);
  },
};
