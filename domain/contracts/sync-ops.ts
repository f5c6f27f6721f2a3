// POST /api/v1/Sync/Ops (offline-sync.md b.5 "Batching"): up to 50 queued writes in one request,
// for links where every round trip costs (satellite) and for long queues. Each op is the request
// the engine would send on its own (method, path under /api/v1, If-Match, body), keyed by its
// opId as Idempotency-Key; the server runs them in order, each as its own request (all in one
// transaction, ADR 0121), and stops at the first answer that is not a success, so a later op never
// runs after an earlier one of the same voyage failed. The answers of the ops that ran come back in
// order; an op without an answer did not run and is simply sent again.
import * as v from 'valibot';
import type { SyncEntityType } from '../sync/outbox-entry.ts';
import { endpoint } from './endpoint.ts';
import { headerTextPattern, IdempotencyKeySchema } from './sync.ts';

/** The collections whose writes may be batched: every sendable synced entity (endpoints.tsv). */
export const syncOpCollections = {
  vesselEvent: '/EmissionReportVesselEvents',
  cargoDetail: '/VesselEventCargoDetails',
  sounding: '/FuelTankSoundings',
  fuelTankOperation: '/FuelTankOperations',
  fuelTankConsumption: '/FuelTankFuelConsumptions',
  flowMeterOperation: '/FlowMeterOperations',
  flowMeterConsumption: '/FlowMeterFuelConsumptions',
  /** Noon reports (ADR 0102, 0103): the device keeps them in its own store. */
  noonReport: '/NoonReports',
} as const satisfies Partial<Record<SyncEntityType, string>>;

export const maxSyncOps = 50;

export const syncOpsMessages = {
  path: 'Only the writes of the synced records can be sent together.',
  count: `Send between 1 and ${maxSyncOps} changes at a time.`,
} as const;

const collectionPattern = Object.values(syncOpCollections)
  .map((collection) => collection.slice(1))
  .join('|');
/** A collection, optionally followed by up to two id or action segments; no query, no dots. */
const opPathPattern = new RegExp(`^/(${collectionPattern})(/[A-Za-z0-9-]{1,64}){0,2}$`);

export const SyncOpSchema = v.object({
  opId: IdempotencyKeySchema,
  method: v.picklist(['POST', 'PUT', 'DELETE']),
  path: v.pipe(v.string(), v.maxLength(300), v.regex(opPathPattern, syncOpsMessages.path)),
  /** The row version the op is based on (If-Match); null for a create. */
  ifMatch: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** The device that made the change (an imported change keeps its own). */
  deviceId: v.pipe(
    v.string(),
    v.maxLength(100),
    v.regex(headerTextPattern, 'The device id must be printable ASCII.'),
  ),
  body: v.optional(v.unknown()),
});
export type SyncOp = v.InferOutput<typeof SyncOpSchema>;

export const SyncOpsRequestSchema = v.object({
  ops: v.pipe(
    v.array(SyncOpSchema),
    v.minLength(1, syncOpsMessages.count),
    v.maxLength(maxSyncOps, syncOpsMessages.count),
  ),
});
export type SyncOpsRequest = v.InferOutput<typeof SyncOpsRequestSchema>;

export const SyncOpResultSchema = v.object({
  opId: v.string(),
  /** The HTTP status the op's own request answered. */
  status: v.pipe(v.number(), v.integer()),
  /** The op's answer: the record, or the refusal ({ message, code, ... }). */
  body: v.unknown(),
  /** The answer was the stored result of an earlier delivery (Idempotent-Replayed). */
  replayed: v.boolean(),
});
export type SyncOpResult = v.InferOutput<typeof SyncOpResultSchema>;

export const SyncOpsResponseSchema = v.object({ results: v.array(SyncOpResultSchema) });
export type SyncOpsResponse = v.InferOutput<typeof SyncOpsResponseSchema>;

/** The queued writes' endpoint, declared once for the server's router and the device's sync engine. */
export const syncOpsEndpoints = {
  run: endpoint({
    method: 'post',
    path: '/Sync/Ops',
    body: SyncOpsRequestSchema,
    response: SyncOpsResponseSchema,
  }),
};
