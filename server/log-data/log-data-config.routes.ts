// The log-data (graph) configuration per vessel (000 §3; paths proposed in endpoints.tsv).
import { LogDataConfigFindQuerySchema, LogDataConfigSchema } from '../../domain/contracts/log-data-config.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { LogDataConfigService } from './log-data-config.service.ts';

const tag = 'Log data';
const access = 'every role but KognifaiUser, with access to the vessel';

export function registerLogDataConfigRoutes(router: ApiRouter, configs: LogDataConfigService): void {
  router.authenticated(
    {
      method: 'get',
      path: '/LogDataConfigurations/Find',
      tag,
      summary: "The vessel's graph configuration (the defaults until one is stored), with its last voyage",
      access,
      query: LogDataConfigFindQuerySchema,
      response: LogDataConfigSchema,
    },
    ({ actor, query }) => configs.find(actor, query.vesselId),
  );

  router.authenticated(
    {
      method: 'put',
      path: '/LogDataConfigurations',
      tag,
      summary: "Stores the vessel's graph configuration (lastVoyage is read only)",
      access,
      body: LogDataConfigSchema,
      response: LogDataConfigSchema,
    },
    ({ actor, body }) => configs.update(actor, body),
  );
}
