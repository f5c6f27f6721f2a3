// The notifications capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerNotificationRoutes } from './notifications.routes.ts';

export const notificationsModule: CapabilityModule<{
  services: Parameters<typeof registerNotificationRoutes>[1];
}> = {
  name: 'notifications',
  routes(router, container) {
    registerNotificationRoutes(router, container.services);
  },
};
