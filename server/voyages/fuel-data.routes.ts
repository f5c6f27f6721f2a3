// The fuel data endpoints of endpoints.tsv on the sync protocol: FuelTankSoundings,
// FuelTankOperations, FuelTankFuelConsumptions, FlowMeterOperations (Find, POST, DELETE) and
// FlowMeterFuelConsumptions (Find, POST, PUT, DELETE). Rules in fuel-data.service.ts.
import type * as v from 'valibot';
import type { IdParamsSchema } from '../../domain/contracts/common.ts';
import type { EndpointContract } from '../../domain/contracts/endpoint.ts';
import {
  flowMeterFuelConsumptionEndpoints,
  flowMeterOperationEndpoints,
  fuelTankFuelConsumptionEndpoints,
  fuelTankOperationEndpoints,
  fuelTankSoundingEndpoints,
} from '../../domain/contracts/fuel-data.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { Actor } from '../security/actor.ts';
import type { createFuelDataService } from './fuel-data.service.ts';
import type { StoredAnswer } from '../db/idempotency.ts';
import { respond, voyageDataAccess as access, writeContext } from '../http/sync-http.ts';
import type { WriteContext } from '../db/synced-table.ts';
import { emissionReportReadAccess } from './emission-report-access.ts';

/** An endpoint declaration whose named schemas are of these exact types. */
type Declared<Fields extends Partial<EndpointContract>> = Omit<EndpointContract, keyof Fields> & Fields;

type Resource<Q extends v.GenericSchema, W extends v.GenericSchema> = {
  /** The resource's endpoints: Find, POST, PUT where it has one, DELETE. */
  endpoints: {
    find: Declared<{ query: Q }>;
    create: Declared<{ body: W }>;
    update?: Declared<{ params: typeof IdParamsSchema; body: W }>;
    remove: Declared<{ params: typeof IdParamsSchema }>;
  };
  /** What one row is called in the summaries. */
  noun: string;
  findSummary: string;
  /** What PUT {path}/{id} (a versioned full replace) may change, where the resource has one. */
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
  const { endpoints } = resource;
  const tag = endpoints.create.path.slice(1);
  router.authenticated(
    {
      ...endpoints.find,
      tag,
      summary: resource.findSummary,
      access: emissionReportReadAccess,
    },
    ({ actor, query }) => resource.service.find(actor, query),
  );
  router.authenticated(
    {
      ...endpoints.create,
      tag,
      summary: `Create a ${resource.noun} with its client-generated id (Idempotency-Key makes repeats safe)`,
      access,
    },
    ({ actor, body, c }) =>
      respond(c, () => resource.service.create(actor, body, writeContext(c, body, false))),
  );
  if (endpoints.update !== undefined) {
    router.authenticated(
      {
        ...endpoints.update,
        tag,
        summary: `Replace a ${resource.noun} (${resource.replace}); ${ifMatchHeader} required`,
        access,
      },
      ({ actor, params, body, c }) =>
        respond(c, () => resource.service.update(actor, params.id, body, writeContext(c, body))),
    );
  }
  router.authenticated(
    {
      ...endpoints.remove,
      tag,
      summary: `Soft-delete a ${resource.noun} (the deletion syncs); ${ifMatchHeader} required`,
      access,
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
    endpoints: fuelTankSoundingEndpoints,
    noun: 'fuel tank sounding',
    findSummary: 'Soundings of a fuel tank, optionally between fromDate and toDate',
    service: fuel.soundings,
  });

  registerResource(router, {
    endpoints: fuelTankOperationEndpoints,
    noun: 'fuel tank operation (bunkering; de-bunkering is a negative adjustment)',
    findSummary: 'Bunkering and de-bunkering of a fuel tank, optionally between fromDate and toDate',
    service: fuel.tankOperations,
  });

  registerResource(router, {
    endpoints: fuelTankFuelConsumptionEndpoints,
    noun: 'fuel tank fuel consumption',
    replace: 'span, fuel type and value; our extension for the inline edit, docs/adr/0026',
    findSummary: 'Fuel consumptions of a fuel tank, optionally of one voyage (departureId) or one event',
    service: fuel.tankConsumptions,
  });

  registerResource(router, {
    endpoints: flowMeterOperationEndpoints,
    noun: 'flow meter operation',
    findSummary: 'Operations of a flow meter, optionally between fromDate and toDate',
    service: fuel.meterOperations,
  });

  registerResource(router, {
    endpoints: flowMeterFuelConsumptionEndpoints,
    noun: 'flow meter fuel consumption',
    replace: 'a measured entry changes only its corrected value, a Manual one its value and span',
    findSummary: 'Flow meter fuel consumptions of one vessel event',
    service: fuel.meterConsumptions,
  });
}
