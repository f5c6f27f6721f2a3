// Wire contracts of the offline sync protocol (docs/adr/0021-sync-protocol.md): the headers of a
// queued write, the change feed and the file of exported unsent changes.
import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { outboxKinds, outboxStatuses, syncEntityTypes } from '../sync/outbox-entry.ts';

export const idempotencyKeyHeader = 'Idempotency-Key';
export const ifMatchHeader = 'If-Match';
export const etagHeader = 'ETag';

/** Strong ETag of a row version: `"7"`. */
export function versionEtag(version: number): string {
  return `"${version}"`;
}

/** Reads `"7"`, `W/"7"` or `7`; null when absent or not a version number. */
export function parseIfMatchVersion(header: string | null | undefined): number | null {
  if (header === null || header === undefined) return null;
  const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(header);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** Text that travels as an HTTP header value (POST /Sync/Ops sends each op's opId and deviceId so). */
export const headerTextPattern = /^[\x20-\x7e]*$/;

export const IdempotencyKeySchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(8),
  v.maxLength(200),
  v.regex(headerTextPattern, 'The idempotency key must be printable ASCII.'),
);

export const SyncEntityTypeSchema = v.picklist(syncEntityTypes);

/** GET /api/v1/Sync/Changes?vesselId=&cursor=&limit= */
export const SyncChangesQuerySchema = v.object({
  vesselId: v.pipe(v.string(), v.uuid('vesselId must be a UUID.')),
  cursor: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'cursor must be a cursor returned by the server.')),
    '0',
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'limit must be a number.'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(1000),
    ),
    '500',
  ),
});
export type SyncChangesQuery = v.InferOutput<typeof SyncChangesQuerySchema>;

export const SyncChangeSchema = v.object({
  entityType: SyncEntityTypeSchema,
  id: v.string(),
  version: v.pipe(v.number(), v.integer()),
  isDeleted: v.boolean(),
  /** The entity in its API shape (the same as the entity's GET). */
  data: v.record(v.string(), v.unknown()),
});
export type SyncChange = v.InferOutput<typeof SyncChangeSchema>;

export const SyncChangesResponseSchema = v.object({
  changes: v.array(SyncChangeSchema),
  /** Opaque server sequence; pass it back as `cursor`. Never a timestamp (I6). */
  nextCursor: v.pipe(v.string(), v.regex(/^\d+$/)),
  hasMore: v.boolean(),
});
export type SyncChangesResponse = v.InferOutput<typeof SyncChangesResponseSchema>;

const ExportedEntrySchema = v.object({
  opId: v.pipe(v.string(), v.minLength(8)),
  userId: v.string(),
  deviceId: v.string(),
  entityType: SyncEntityTypeSchema,
  entityId: v.string(),
  entityKey: v.string(),
  groupKey: v.string(),
  kind: v.picklist(outboxKinds),
  action: v.optional(v.string()),
  payload: v.record(v.string(), v.unknown()),
  payloadVersion: v.pipe(v.number(), v.integer()),
  baseVersion: v.nullable(v.pipe(v.number(), v.integer())),
  baseSnapshot: v.nullable(v.record(v.string(), v.unknown())),
  dependsOn: v.array(v.string()),
  createdAtDevice: v.string(),
  status: v.picklist(outboxStatuses),
  appVersion: v.string(),
});

/** 'Export unsent changes': ops keep their opIds, so importing twice sends nothing twice. */
export const OutboxExportFileSchema = v.object({
  format: v.literal('wakeline-unsent-changes'),
  formatVersion: v.literal(1),
  exportedAt: v.string(),
  entries: v.array(ExportedEntrySchema),
});
export type OutboxExportFile = v.InferOutput<typeof OutboxExportFileSchema>;

/** The change feed's endpoint, declared once for the server's router and the device's sync engine. */
export const syncFeedEndpoints = {
  changes: endpoint({
    method: 'get',
    path: '/Sync/Changes',
    query: SyncChangesQuerySchema,
    response: SyncChangesResponseSchema,
  }),
};
