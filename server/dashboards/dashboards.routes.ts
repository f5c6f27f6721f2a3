// Dashboard and WidgetConfigurations (000 §7; endpoints.tsv: GET/POST/PUT /Dashboard,
// DELETE /Dashboard/{id}; the proposed /WidgetConfigurations calls).
import * as v from 'valibot';
import { IdParamsSchema } from '../../domain/contracts/common.ts';
import {
  DashboardCreateSchema,
  DashboardSchema,
  DashboardShareCandidateSchema,
  DashboardUpdateSchema,
  WidgetConfigurationBodySchema,
  WidgetConfigurationSchema,
} from '../../domain/contracts/dashboards.ts';
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
      method: 'get',
      path: '/Dashboard',
      tag,
      summary: "The caller's dashboards in their order, then those shared with the caller",
      access,
      response: v.array(DashboardSchema),
    },
    ({ actor }) => dashboards.list(actor),
  );
  router.authenticated(
    {
      method: 'get',
      path: '/Dashboard/ShareCandidates',
      tag,
      summary: 'The users of the caller’s company a dashboard can be shared with',
      access,
      response: v.array(DashboardShareCandidateSchema),
    },
    ({ actor }) => dashboards.shareCandidates(actor),
  );
  router.authenticated(
    {
      method: 'post',
      path: '/Dashboard',
      tag,
      summary: 'Adds a dashboard after the caller’s others',
      access,
      body: DashboardCreateSchema,
      response: DashboardSchema,
      status: 201,
    },
    ({ actor, body }) => dashboards.create(actor, body),
  );
  router.authenticated(
    {
      method: 'put',
      path: '/Dashboard',
      tag,
      summary: 'Saves the whole dashboard: name, place (sequence), widgets and their layout, sharing',
      access,
      body: DashboardUpdateSchema,
      response: DashboardSchema,
    },
    ({ actor, body }) => dashboards.update(actor, body),
  );
  router.authenticated(
    {
      method: 'delete',
      path: '/Dashboard/{id}',
      tag,
      summary: 'Deletes an own dashboard (never the last one)',
      access,
      params: IdParamsSchema,
    },
    ({ actor, params }) => dashboards.remove(actor, params.id),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/WidgetConfigurations/{id}',
      tag,
      summary: "A widget's configuration: its vessels and columns, only those the caller sees",
      access,
      params: IdParamsSchema,
      response: WidgetConfigurationSchema,
    },
    ({ actor, params }) => dashboards.getConfig(actor, params.id),
  );
  router.authenticated(
    {
      method: 'post',
      path: '/WidgetConfigurations',
      tag,
      summary: 'Adds a widget configuration (its vessels within the caller’s reach)',
      access,
      body: WidgetConfigurationBodySchema,
      response: WidgetConfigurationSchema,
      status: 201,
    },
    ({ actor, body }) => dashboards.createConfig(actor, body),
  );
  router.authenticated(
    {
      method: 'put',
      path: '/WidgetConfigurations/{id}',
      tag,
      summary: 'Replaces an own widget configuration',
      access,
      params: IdParamsSchema,
      body: WidgetConfigurationBodySchema,
      response: WidgetConfigurationSchema,
    },
    ({ actor, params, body }) => dashboards.updateConfig(actor, params.id, body),
  );
  router.authenticated(
    {
      method: 'delete',
      path: '/WidgetConfigurations/{id}',
      tag,
      summary: 'Deletes an own widget configuration',
      access,
      params: IdParamsSchema,
    },
    ({ actor, params }) => dashboards.removeConfig(actor, params.id),
  );
}
