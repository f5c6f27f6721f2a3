// Dashboard and WidgetConfigurations (000 §7; endpoints.tsv: GET/POST/PUT /Dashboard,
// DELETE /Dashboard/{id}; the proposed /WidgetConfigurations calls).
import { dashboardEndpoints as endpoints } from '../../domain/contracts/dashboards.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { createDashboardsService } from './dashboards.service.ts';

const tag = 'Dashboards';
const access =
  'every role but KognifaiUser; own dashboards, and those shared with the caller read-only (vessels filtered to the caller)';

export function registerDashboardRoutes(
  router: ApiRouter,
  services: { dashboards: ReturnType<typeof createDashboardsService> },
): void {
  const { dashboards } = services;

  router.authenticated(
    {
      ...endpoints.list,
      tag,
      summary: "The caller's dashboards in their order, then those shared with the caller",
      access,
    },
    ({ actor }) => dashboards.list(actor),
  );
  router.authenticated(
    {
      ...endpoints.shareCandidates,
      tag,
      summary: 'The users of the caller’s company a dashboard can be shared with',
      access,
    },
    ({ actor }) => dashboards.shareCandidates(actor),
  );
  router.authenticated(
    {
      ...endpoints.create,
      tag,
      summary: 'Adds a dashboard after the caller’s others',
      access,
    },
    ({ actor, body }) => dashboards.create(actor, body),
  );
  router.authenticated(
    {
      ...endpoints.update,
      tag,
      summary: 'Saves the whole dashboard: name, place (sequence), widgets and their layout, sharing',
      access,
    },
    ({ actor, body }) => dashboards.update(actor, body),
  );
  router.authenticated(
    {
      ...endpoints.remove,
      tag,
      summary: 'Deletes an own dashboard (never the last one)',
      access,
    },
    ({ actor, params }) => dashboards.remove(actor, params.id),
  );

  router.authenticated(
    {
      ...endpoints.config,
      tag,
      summary: "A widget's configuration: its vessels and columns, only those the caller sees",
      access,
    },
    ({ actor, params }) => dashboards.getConfig(actor, params.id),
  );
  router.authenticated(
    {
      ...endpoints.createConfig,
      tag,
      summary: 'Adds a widget configuration (its vessels within the caller’s reach)',
      access,
    },
    ({ actor, body }) => dashboards.createConfig(actor, body),
  );
  router.authenticated(
    {
      ...endpoints.updateConfig,
      tag,
      summary: 'Replaces an own widget configuration',
      access,
    },
    ({ actor, params, body }) => dashboards.updateConfig(actor, params.id, body),
  );
  router.authenticated(
    {
      ...endpoints.removeConfig,
      tag,
      summary: 'Deletes an own widget configuration',
      access,
    },
    ({ actor, params }) => dashboards.removeConfig(actor, params.id),
  );
}
