// Log variables (001 §7): Find, Extended, the list by vesselIds, GpsSpeed, Taxa, ShaftPower and
// the partner variant /Kognifai/LogVariables.
import { logVariableEndpoints as endpoints } from '../../domain/contracts/log-variables.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { LogVariablesService } from './log-variables.service.ts';

const tag = 'Log variables';
const vesselAccess = 'every role but KognifaiUser, with access to the vessel';

export function registerLogVariableRoutes(router: ApiRouter, logVariables: LogVariablesService): void {
  router.authenticated(
    {
      ...endpoints.find,
      tag,
      summary:
        "A vessel's log variables (unitType: only that unit; hasLogData: only with or without samples)",
      access: vesselAccess,
    },
    ({ actor, query }) => logVariables.find(actor, query),
  );

  router.authenticated(
    {
      ...endpoints.extended,
      tag,
      summary: 'As Find, with every field of the graph variable (001 §3)',
      access: vesselAccess,
    },
    ({ actor, query }) => logVariables.find(actor, query),
  );

  router.authenticated(
    {
      ...endpoints.byVessels,
      tag,
      summary: 'The log variables of several vessels (vesselIds: comma separated)',
      access: vesselAccess,
    },
    ({ actor, query }) => logVariables.byVessels(actor, query.vesselIds),
  );

  router.authenticated(
    {
      ...endpoints.gpsSpeed,
      tag,
      summary: "The vessel's GPS speed log variable (taxon Navigation:Speed over ground)",
      access: vesselAccess,
    },
    ({ actor, params }) => logVariables.gpsSpeed(actor, params.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.taxa,
      tag,
      summary: "The vessel's taxa, each with the log variables that carry it",
      access: vesselAccess,
    },
    ({ actor, query }) => logVariables.taxa(actor, query.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.shaftPower,
      tag,
      summary: "The vessel's shaft power log variables (taxon Propulsion:Shaft power)",
      access: vesselAccess,
    },
    ({ actor, query }) => logVariables.shaftPower(actor, query.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.partnerFind,
      tag,
      summary: "The partner's log variables: of one of its vessels, or of all of them",
      access: 'KognifaiUser, with access to the vessel',
    },
    ({ actor, query }) => logVariables.forPartner(actor, query),
  );
}
