// The vessel-notes capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerVesselNoteRoutes } from './vessel-notes.routes.ts';

export const vesselNotesModule: CapabilityModule<{
  services: Parameters<typeof registerVesselNoteRoutes>[1];
}> = {
  name: 'vessel-notes',
  routes(router, container) {
    registerVesselNoteRoutes(router, container.services);
  },
};
