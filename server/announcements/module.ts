// The announcements capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerAnnouncementRoutes } from './announcements.routes.ts';

export const announcementsModule: CapabilityModule<{
  services: Parameters<typeof registerAnnouncementRoutes>[1];
}> = {
  name: 'announcements',
  routes(router, container) {
    registerAnnouncementRoutes(router, container.services);
  },
};
