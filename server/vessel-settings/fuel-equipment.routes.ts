// FuelTanks and FlowMeters (endpoints.tsv, EMIS-210, EMIS-211): Find by vessel, POST with the
// device's id and an optional Idempotency-Key, DELETE with If-Match (deactivates when it has data).
import type * as v from 'valibot';
import type { EndpointContract } from '../../domain/contracts/endpoint.ts';
import { flowMeterEndpoints } from '../../domain/contracts/flow-meters.ts';
import { fuelTankEndpoints, type FindFuelTanksQuerySchema } from '../../domain/contracts/fuel-tanks.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { Actor } from '../security/actor.ts';
import type { createFuelEquipmentServices } from './fuel-equipment.service.ts';
import type { StoredAnswer } from '../db/idempotency.ts';
import { respond, voyageDataAccess, writeContext } from '../http/sync-http.ts';
import type { WriteContext } from '../db/synced-table.ts';

/** An endpoint declaration whose named schemas are of these exact types. */
type Declared<Fields extends Partial<EndpointContract>> = Omit<EndpointContract, keyof Fields> & Fields;

type EquipmentRoutes<B extends v.GenericSchema> = {
  endpoints: {
    find: Declared<{ query: typeof FindFuelTanksQuerySchema }>;
    create: Declared<{ body: B }>;
    remove: Declared<{ params: typeof fuelTankEndpoints.remove.params }>;
  };
  tag: string;
  noun: string;
  service: {
    find: (actor: Actor, vesselId: string) => Promise<unknown>;
    create: (actor: Actor, input: v.InferOutput<B>, write: WriteContext) => Promise<StoredAnswer>;
    remove: (actor: Actor, id: string, write: WriteContext) => Promise<StoredAnswer>;
  };
};

function registerEquipmentRoutes<B extends v.GenericSchema>(
  router: ApiRouter,
  kind: EquipmentRoutes<B>,
): void {
  router.authenticated(
    {
      ...kind.endpoints.find,
      tag: kind.tag,
      summary: `The ${kind.noun}s of a vessel, deactivated ones included (isDeactivated)`,
      access: voyageDataAccess,
    },
    ({ actor, query }) => kind.service.find(actor, query.vesselId),
  );

  router.authenticated(
    {
      ...kind.endpoints.create,
      tag: kind.tag,
      summary: `Creates a ${kind.noun} with its client-generated id; the name is unique among the vessel's active ${kind.noun}s ignoring case (409)`,
      access: voyageDataAccess,
    },
    ({ actor, body, c }) =>
      respond(c, () => kind.service.create(actor, body as v.InferOutput<B>, writeContext(c, body, false))),
  );

  router.authenticated(
    {
      ...kind.endpoints.remove,
      tag: kind.tag,
      summary: `Removes a ${kind.noun}: deactivated when it has data, else soft-deleted; ${ifMatchHeader} required (412 stale, 428 missing)`,
      access: voyageDataAccess,
    },
    ({ actor, params, c }) => respond(c, () => kind.service.remove(actor, params.id, writeContext(c, null))),
  );
}

export function registerFuelEquipmentRoutes(
  router: ApiRouter,
  services: {
    fuelTanks: ReturnType<typeof createFuelEquipmentServices>['fuelTanks'];
    flowMeters: ReturnType<typeof createFuelEquipmentServices>['flowMeters'];
  },
): void {
  const { fuelTanks, flowMeters } = services;
  registerEquipmentRoutes(router, {
    endpoints: fuelTankEndpoints,
    tag: 'Fuel tanks',
    noun: 'fuel tank',
    service: fuelTanks,
  });
  registerEquipmentRoutes(router, {
    endpoints: flowMeterEndpoints,
    tag: 'Flow meters',
    noun: 'flow meter',
    service: flowMeters,
  });
}
