// The log-data (graph) configuration per vessel (000 §3; paths proposed in endpoints.tsv).
import { logDataConfigEndpoints as endpoints } from '../../domain/contracts/log-data-config.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { LogDataConfigService } from './log-data-config.service.ts';

const tag = 'Log data';
const access = 'every role but KognifaiUser, with access to the vessel';

export function registerLogDataConfigRoutes(router: ApiRouter, configs: LogDataConfigService): void {
  router.authenticated(
    {
      ...endpoints.find,
      tag,
      summary: "The vessel's graph configuration (the defaults until one is stored), with its last voyage",
      access,
    },
    ({ actor, query }) => configs.find(actor, query.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.update,
      tag,
      summary: "Stores the vessel's graph configuration (lastVoyage is read only)",
      access,
    },
    ({ actor, body }) => configs.update(actor, body),
  );
}
