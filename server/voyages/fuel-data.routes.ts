// The fuel data endpoints of endpoints.tsv on the sync protocol: FuelTankSoundings,
// FuelTankOperations, FuelTankFuelConsumptions, FlowMeterOperations (Find, POST, DELETE) and
// FlowMeterFuelConsumptions (Find, POST, PUT, DELETE). Rules in fuel-data.service.ts.
import type * as v from 'valibot';
import { IdParamsSchema } from '../../domain/contracts/common.ts';
import {
  FindByFlowMeterQuerySchema,
  FindByFuelTankQuerySchema,
  FindFlowMeterConsumptionsQuerySchema,
  FindFuelTankConsumptionsQuerySchema,
  FlowMeterFuelConsumptionListSchema,
  FlowMeterFuelConsumptionSchema,
  FlowMeterFuelConsumptionWriteSchema,
  FlowMeterOperationListSchema,
  FlowMeterOperationSchema,
  FlowMeterOperationWriteSchema,
  FuelTankFuelConsumptionListSchema,
  FuelTankFuelConsumptionSchema,
  FuelTankFuelConsumptionWriteSchema,
  FuelTankOperationListSchema,
  FuelTankOperationSchema,
  FuelTankOperationWriteSchema,
  FuelTankSoundingListSchema,
  FuelTankSoundingSchema,
  FuelTankSoundingWriteSchema,
} from '../../domain/contracts/fuel-data.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { Actor } from '../security/actor.ts';
import type { createFuelDataService } from './fuel-data.service.ts';
import type { StoredAnswer } from '../db/idempotency.ts';
import { respond, voyageDataAccess as access, writeContext } from '../http/sync-http.ts';
import type { WriteContext } from '../db/synced-table.ts';
import { emissionReportReadAccess } from './emission-report-access.ts';

type Resource<Q extends v.GenericSchema, W extends v.GenericSchema> = {
  /** The collection path of endpoints.tsv, e.g. '/FuelTankSoundings'. */
  path: string;
  /** What one row is called in the summaries. */
  noun: string;
  findSummary: string;
  findQuery: Q;
  write: W;
  entity: v.GenericSchema;
  list: v.GenericSchema;
  /** Also PUT {path}/{id} (a versioned full replace), with what it may change. */
  replace?: string;
  service: {
    find: (actor: Actor, query: v.InferOutput<Q>) => Promise<unknown>;
    create: (actor: Actor, body: v.InferOutput<W>, write: WriteContext) => Promise<StoredAnswer>;
    remove: (actor: Actor, id: string, write: WriteContext) => Promise<StoredAnswer>;
    update: (actor: Actor, id: string, body: v.InferOutput<W>, write: WriteContext) => Promise<StoredAnswer>;
  };
};

/** Find, POST (client id, Idempotency-Key), PUT where it has one and DELETE (If-Match, soft). */
function registerResource<Q extends v.GenericSchema, W extends v.GenericSchema>(
  router: ApiRouter,
  resource: Resource<Q, W>,
): void {
  const tag = resource.path.slice(1);
  router.authenticated(
    {
      method: 'get',
      path: `${resource.path}/Find`,
      tag,
      summary: resource.findSummary,
      access: emissionReportReadAccess,
      query: resource.findQuery,
      response: resource.list,
    },
    ({ actor, query }) => resource.service.find(actor, query),
  );
  router.authenticated(
    {
      method: 'post',
      path: resource.path,
      tag,
      summary: `Create a ${resource.noun} with its client-generated id (Idempotency-Key makes repeats safe)`,
      access,
      body: resource.write,
      response: resource.entity,
      status: 201,
    },
    ({ actor, body, c }) =>
      respond(c, () => resource.service.create(actor, body, writeContext(c, body, false))),
  );
  if (resource.replace !== undefined) {
    router.authenticated(
      {
        method: 'put',
        path: `${resource.path}/{id}`,
        tag,
        summary: `Replace a ${resource.noun} (${resource.replace}); ${ifMatchHeader} required`,
        access,
        params: IdParamsSchema,
        body: resource.write,
        response: resource.entity,
      },
      ({ actor, params, body, c }) =>
        respond(c, () => resource.service.update(actor, params.id, body, writeContext(c, body))),
    );
  }
  router.authenticated(
    {
      method: 'delete',
      path: `${resource.path}/{id}`,
      tag,
      summary: `Soft-delete a ${resource.noun} (the deletion syncs); ${ifMatchHeader} required`,
      access,
      params: IdParamsSchema,
      response: resource.entity,
    },
    ({ actor, params, c }) =>
      respond(c, () => resource.service.remove(actor, params.id, writeContext(c, null))),
  );
}

export function registerFuelDataRoutes(
  router: ApiRouter,
  services: { fuelData: ReturnType<typeof createFuelDataService> },
): void {
  const { fuelData: fuel } = services;

  registerResource(router, {
    path: '/FuelTankSoundings',
    noun: 'fuel tank sounding',
    findSummary: 'Soundings of a fuel tank, optionally between fromDate and toDate',
    findQuery: FindByFuelTankQuerySchema,
    write: FuelTankSoundingWriteSchema,
    entity: FuelTankSoundingSchema,
    list: FuelTankSoundingListSchema,
    service: fuel.soundings,
  });

  registerResource(router, {
    path: '/FuelTankOperations',
    noun: 'fuel tank operation (bunkering; de-bunkering is a negative adjustment)',
    findSummary: 'Bunkering and de-bunkering of a fuel tank, optionally between fromDate and toDate',
    findQuery: FindByFuelTankQuerySchema,
    write: FuelTankOperationWriteSchema,
    entity: FuelTankOperationSchema,
    list: FuelTankOperationListSchema,
    service: fuel.tankOperations,
  });

  registerResource(router, {
    path: '/FuelTankFuelConsumptions',
    noun: 'fuel tank fuel consumption',
    replace: 'span, fuel type and value; our extension for the inline edit, docs/adr/0026',
    findSummary: 'Fuel consumptions of a fuel tank, optionally of one voyage (departureId) or one event',
    findQuery: FindFuelTankConsumptionsQuerySchema,
    write: FuelTankFuelConsumptionWriteSchema,
    entity: FuelTankFuelConsumptionSchema,
    list: FuelTankFuelConsumptionListSchema,
    service: fuel.tankConsumptions,
  });

  registerResource(router, {
    path: '/FlowMeterOperations',
    noun: 'flow meter operation',
    findSummary: 'Operations of a flow meter, optionally between fromDate and toDate',
    findQuery: FindByFlowMeterQuerySchema,
    write: FlowMeterOperationWriteSchema,
    entity: FlowMeterOperationSchema,
    list: FlowMeterOperationListSchema,
    service: fuel.meterOperations,
  });

  registerResource(router, {
    path: '/FlowMeterFuelConsumptions',
    noun: 'flow meter fuel consumption',
    replace: 'a measured entry changes only its corrected value, a Manual one its value and span',
    findSummary: 'Flow meter fuel consumptions of one vessel event',
    findQuery: FindFlowMeterConsumptionsQuerySchema,
    write: FlowMeterFuelConsumptionWriteSchema,
    entity: FlowMeterFuelConsumptionSchema,
    list: FlowMeterFuelConsumptionListSchema,
    service: fuel.meterConsumptions,
  });
}
