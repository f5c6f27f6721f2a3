// FuelTanks and FlowMeters (endpoints.tsv, EMIS-210, EMIS-211): Find by vessel, POST with the
// device's id and an optional Idempotency-Key, DELETE with If-Match (deactivates when it has data).
import * as v from 'valibot';
import {
  CreateFlowMeterRequestSchema,
  FindFlowMetersQuerySchema,
  FlowMeterListSchema,
  FlowMeterSchema,
} from '../../domain/contracts/flow-meters.ts';
import {
  CreateFuelTankRequestSchema,
  FindFuelTanksQuerySchema,
  FuelTankListSchema,
  FuelTankSchema,
} from '../../domain/contracts/fuel-tanks.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { Actor } from '../security/actor.ts';
import type { createFuelEquipmentServices } from './fuel-equipment.service.ts';
import type { StoredAnswer } from '../db/idempotency.ts';
import { respond, voyageDataAccess, writeContext } from '../http/sync-http.ts';
import type { WriteContext } from '../db/synced-table.ts';

const IdParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid('The id must be a UUID.')) });

type EquipmentRoutes<B extends v.GenericSchema> = {
  path: '/FuelTanks' | '/FlowMeters';
  tag: string;
  noun: string;
  query: typeof FindFuelTanksQuerySchema;
  list: v.GenericSchema;
  one: v.GenericSchema;
  body: B;
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
      method: 'get',
      path: `${kind.path}/Find`,
      tag: kind.tag,
      summary: `The ${kind.noun}s of a vessel, deactivated ones included (isDeactivated)`,
      access: voyageDataAccess,
      query: kind.query,
      response: kind.list,
    },
    ({ actor, query }) => kind.service.find(actor, query.vesselId),
  );

  router.authenticated(
    {
      method: 'post',
      path: kind.path,
      tag: kind.tag,
      summary: `Creates a ${kind.noun} with its client-generated id; the name is unique among the vessel's active ${kind.noun}s ignoring case (409)`,
      access: voyageDataAccess,
      body: kind.body,
      response: kind.one,
      status: 201,
    },
    ({ actor, body, c }) =>
      respond(c, () => kind.service.create(actor, body as v.InferOutput<B>, writeContext(c, body, false))),
  );

  router.authenticated(
    {
      method: 'delete',
      path: `${kind.path}/{id}`,
      tag: kind.tag,
      summary: `Removes a ${kind.noun}: deactivated when it has data, else soft-deleted; ${ifMatchHeader} required (412 stale, 428 missing)`,
      access: voyageDataAccess,
      params: IdParamsSchema,
      response: kind.one,
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
    path: '/FuelTanks',
    tag: 'Fuel tanks',
    noun: 'fuel tank',
    query: FindFuelTanksQuerySchema,
    list: FuelTankListSchema,
    one: FuelTankSchema,
    body: CreateFuelTankRequestSchema,
    service: fuelTanks,
  });
  registerEquipmentRoutes(router, {
    path: '/FlowMeters',
    tag: 'Flow meters',
    noun: 'flow meter',
    query: FindFlowMetersQuerySchema,
    list: FlowMeterListSchema,
    one: FlowMeterSchema,
    body: CreateFlowMeterRequestSchema,
    service: flowMeters,
  });
}
