// Where each kind of queued change goes on the server (endpoints.tsv). An entity type is sendable
// only once its server side is idempotent and versioned; the write path refuses the others, so
// no change can sit in the outbox with nowhere to go.
import type { OutboxEntry, SyncEntityType } from '../../domain/sync/outbox-entry.ts';

export type SyncRequest = { method: 'POST' | 'PUT' | 'DELETE'; path: string; body: unknown };

type EndpointSet = { collection: string };

const endpoints: Partial<Record<SyncEntityType, EndpointSet>> = {
  vesselEvent: { collection: '/EmissionReportVesselEvents' },
};

export function isSendable(entityType: SyncEntityType): boolean {
  return endpoints[entityType] !== undefined;
}

export function requestFor(
  entry: Pick<OutboxEntry, 'entityType' | 'entityId' | 'kind' | 'payload'>,
): SyncRequest {
  const endpoint = endpoints[entry.entityType];
  if (!endpoint) throw new Error(`Changes to ${entry.entityType} cannot be sent yet.`);
  const itemPath = `${endpoint.collection}/${encodeURIComponent(entry.entityId)}`;
  switch (entry.kind) {
    case 'create':
      return { method: 'POST', path: endpoint.collection, body: entry.payload };
    case 'update':
      return { method: 'PUT', path: itemPath, body: entry.payload };
    case 'delete':
      return { method: 'DELETE', path: itemPath, body: undefined };
  }
}
