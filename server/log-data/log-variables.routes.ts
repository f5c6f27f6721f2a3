// Log variables (001 §7): Find, Extended, the list by vesselIds, GpsSpeed, Taxa, ShaftPower and
// the partner variant /Kognifai/LogVariables.
import * as v from 'valibot';
import {
  KognifaiLogVariablesQuerySchema,
  LogVariableFindQuerySchema,
  LogVariableListSchema,
  LogVariableSchema,
  LogVariableTaxaSchema,
  LogVariablesByVesselsQuerySchema,
  VesselIdParamSchema,
  VesselIdQuerySchema,
} from '../../domain/contracts/log-variables.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { LogVariablesService } from './log-variables.service.ts';

const tag = 'Log variables';
const vesselAccess = 'every role but KognifaiUser, with access to the vessel';

export function registerLogVariableRoutes(router: ApiRouter, logVariables: LogVariablesService): void {
  router.authenticated(
    {
      method: 'get',
      path: '/LogVariables/Find',
      tag,
      summary:
        "A vessel's log variables (unitType: only that unit; hasLogData: only with or without samples)",
      access: vesselAccess,
      query: LogVariableFindQuerySchema,
      response: LogVariableListSchema,
    },
    ({ actor, query }) => logVariables.find(actor, query),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/LogVariables/Extended',
      tag,
      summary: 'As Find, with every field of the graph variable (001 §3)',
      access: vesselAccess,
      query: LogVariableFindQuerySchema,
      response: LogVariableListSchema,
    },
    ({ actor, query }) => logVariables.find(actor, query),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/LogVariables',
      tag,
      summary: 'The log variables of several vessels (vesselIds: comma separated)',
      access: vesselAccess,
      query: LogVariablesByVesselsQuerySchema,
      response: LogVariableListSchema,
    },
    ({ actor, query }) => logVariables.byVessels(actor, query.vesselIds),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/LogVariables/{vesselId}/GpsSpeed',
      tag,
      summary: "The vessel's GPS speed log variable (taxon Navigation:Speed over ground)",
      access: vesselAccess,
      params: VesselIdParamSchema,
      response: LogVariableSchema,
    },
    ({ actor, params }) => logVariables.gpsSpeed(actor, params.vesselId),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/LogVariables/Taxa',
      tag,
      summary: "The vessel's taxa, each with the log variables that carry it",
      access: vesselAccess,
      query: VesselIdQuerySchema,
      response: LogVariableTaxaSchema,
    },
    ({ actor, query }) => logVariables.taxa(actor, query.vesselId),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/LogVariables/ShaftPower',
      tag,
      summary: "The vessel's shaft power log variables (taxon Propulsion:Shaft power)",
      access: vesselAccess,
      query: VesselIdQuerySchema,
      response: v.array(LogVariableSchema),
    },
    ({ actor, query }) => logVariables.shaftPower(actor, query.vesselId),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Kognifai/LogVariables',
      tag,
      summary: "The partner's log variables: of one of its vessels, or of all of them",
      access: 'KognifaiUser, with access to the vessel',
      query: KognifaiLogVariablesQuerySchema,
      response: LogVariableListSchema,
    },
    ({ actor, query }) => logVariables.forPartner(actor, query),
  );
}
