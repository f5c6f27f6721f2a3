// Where each kind of queued change goes on the server (endpoints.tsv). An entity type is sendable
// only once its server side is idempotent and versioned; the write path refuses the others, so
// no change can sit in the outbox with nowhere to go. Making a type sendable is one line in
// `endpoints` below (docs/adr/0023-synced-entities.md).
import { syncOpCollections } from '../../domain/contracts/sync-ops.ts';
import type { OutboxEntry, SyncEntityType } from '../../domain/sync/outbox-entry.ts';

export type SyncRequest = { method: 'POST' | 'PUT' | 'DELETE'; path: string; body: unknown };

type Entry = Pick<OutboxEntry, 'entityType' | 'entityId' | 'kind' | 'payload' | 'action'>;

type EndpointSet = {
  create: (entry: Entry) => SyncRequest;
  update: (entry: Entry) => SyncRequest;
  delete: (entry: Entry) => SyncRequest;
  /** Fields of the record a delete's path needs; kept in the delete's payload. */
  deleteKeys: readonly string[];
  /** Names of the POST actions on one record (If-Match, no body), and their request. */
  actions: readonly string[];
  action?: (entry: Entry, action: string) => SyncRequest;
};

const segment = (value: unknown) => encodeURIComponent(String(value));

/** The usual shape: POST collection, PUT and DELETE collection/{id}, actions under the item. */
export function restEndpoints(collection: string, actions: readonly string[] = []): EndpointSet {
  const item = (entry: Entry) => `${collection}/${segment(entry.entityId)}`;
  return {
    create: (entry) => ({ method: 'POST', path: collection, body: entry.payload }),
    update: (entry) => ({ method: 'PUT', path: item(entry), body: entry.payload }),
    delete: (entry) => ({ method: 'DELETE', path: item(entry), body: undefined }),
    deleteKeys: [],
    actions,
    action: (entry, action) => ({
      method: 'POST',
      path: `${item(entry)}/${segment(action)}`,
      body: undefined,
    }),
  };
}

/** The voyage confirmation actions on a departure (002 §4); each answers the updated departure. */
export const voyageActions = [
  'ConfirmVoyageInformation',
  'UnconfirmVoyageInformation',
  'ConfirmVoyageData',
  'UnconfirmVoyageData',
] as const;

/** Cargo is addressed by event and cargo unit: POST creates or (with If-Match) updates the pair. */
const cargoDetailEndpoints: EndpointSet = {
  create: (entry) => ({ method: 'POST', path: syncOpCollections.cargoDetail, body: entry.payload }),
  update: (entry) => ({ method: 'POST', path: syncOpCollections.cargoDetail, body: entry.payload }),
  delete: (entry) => ({
    method: 'DELETE',
    path: `${syncOpCollections.cargoDetail}/${segment(entry.payload.vesselEventId)}/${segment(entry.payload.cargoUnitId)}`,
    body: undefined,
  }),
  deleteKeys: ['vesselEventId', 'cargoUnitId'],
  actions: [],
};

const endpoints: Partial<Record<SyncEntityType, EndpointSet>> = {
  vesselEvent: restEndpoints(syncOpCollections.vesselEvent, voyageActions),
  cargoDetail: cargoDetailEndpoints,
  sounding: restEndpoints(syncOpCollections.sounding),
  fuelTankOperation: restEndpoints(syncOpCollections.fuelTankOperation),
  fuelTankConsumption: restEndpoints(syncOpCollections.fuelTankConsumption),
  flowMeterOperation: restEndpoints(syncOpCollections.flowMeterOperation),
  flowMeterConsumption: restEndpoints(syncOpCollections.flowMeterConsumption),
  noonReport: restEndpoints(syncOpCollections.noonReport),
};

export function isSendable(entityType: SyncEntityType): boolean {
  return endpoints[entityType] !== undefined;
}

function endpointOf(entityType: SyncEntityType): EndpointSet {
  const endpoint = endpoints[entityType];
  if (!endpoint) throw new Error(`Changes to ${entityType} cannot be sent yet.`);
  return endpoint;
}

export function isKnownAction(entityType: SyncEntityType, action: string | undefined): boolean {
  return action !== undefined && (endpoints[entityType]?.actions.includes(action) ?? false);
}

/** What a delete of this record must carry to find its path later (nothing for `collection/{id}`). */
export function deletePayload(
  entityType: SyncEntityType,
  row: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(endpointOf(entityType).deleteKeys.map((key) => [key, row[key]]));
}

export function requestFor(entry: Entry): SyncRequest {
  const endpoint = endpointOf(entry.entityType);
  switch (entry.kind) {
    case 'create':
      return endpoint.create(entry);
    case 'update':
      return endpoint.update(entry);
    case 'delete':
      return endpoint.delete(entry);
    case 'action':
      if (!endpoint.action || entry.action === undefined || !endpoint.actions.includes(entry.action))
        throw new Error(`${entry.entityType} has no action ${entry.action ?? '(none)'}.`);
      return endpoint.action(entry, entry.action);
  }
}
