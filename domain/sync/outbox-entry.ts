// The unit that travels from a device to the server (offline-sync.md b.3): one change to one
// entity, identified by a client-generated opId that is sent as the Idempotency-Key and never
// regenerated on retry.

export const outboxStatuses = [
  'pending',
  'inflight',
  'acked',
  'rejected',
  'conflict',
  'blocked',
  'needsAuth',
] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** `action`: a POST action on one record (e.g. ConfirmVoyageInformation), sent with If-Match. */
export const outboxKinds = ['create', 'update', 'delete', 'action'] as const;
export type OutboxKind = (typeof outboxKinds)[number];

/**
 * The entities the offline engine keeps on the device (issue 5 §1). `fuelTank` and `flowMeter`
 * come down the change feed only: the device does not write them. `noonReport`: the crew's daily
 * report (issue 24 §2, ADR 0103).
 */
export const syncEntityTypes = [
  'vesselEvent',
  'cargoDetail',
  'sounding',
  'fuelTankOperation',
  'fuelTankConsumption',
  'flowMeterOperation',
  'flowMeterConsumption',
  'vesselSettings',
  'fuelTank',
  'flowMeter',
  'noonReport',
] as const;
export type SyncEntityType = (typeof syncEntityTypes)[number];

export type OutboxError = {
  httpStatus: number | null;
  code: string;
  message: string;
  /** Device time, for display only (I6: no decision depends on it). */
  at: string;
};

export type OutboxEntry = {
  /** IndexedDB auto-increment key: monotonic, never reused, the only ordering key (I6). */
  seq?: number;
  opId: string;
  userId: string;
  deviceId: string;
  entityType: SyncEntityType;
  entityId: string;
  entityKey: string;
  /** Causal group (e.g. `vessel:<id>`): order is enforced inside a group. */
  groupKey: string;
  kind: OutboxKind;
  /** The action's name for kind `action` (absent otherwise, and in entries queued before actions). */
  action?: string;
  /**
   * Full row for create and update (the endpoints take the full entity); for delete only the
   * fields its path needs (e.g. the event and cargo unit of a cargo detail); empty for an action.
   */
  payload: Record<string, unknown>;
  payloadVersion: number;
  /** Server version the edit was based on, sent as If-Match; null when the base is a queued op. */
  baseVersion: number | null;
  /** The row before this edit (null for a create): restored when a person discards the op. */
  baseSnapshot: Record<string, unknown> | null;
  /** opIds that must be acknowledged first. */
  dependsOn: string[];
  createdAtDevice: string;
  status: OutboxStatus;
  attempts: number;
  /** Engine clock (ms) before which the entry is not retried. */
  nextAttemptAt: number;
  lastError: OutboxError | null;
  /** Version the server gave the entity when this op was acknowledged. */
  ackedVersion: number | null;
  appVersion: string;
};

export function entityKeyOf(entityType: SyncEntityType, entityId: string): string {
  return `${entityType}:${entityId}`;
}

/** Entries a person has to look at (I5: they stay until someone acts). */
export function needsAttention(status: OutboxStatus): boolean {
  return status === 'rejected' || status === 'conflict' || status === 'blocked' || status === 'needsAuth';
}

/** Everything not yet acknowledged by the server: what the badge counts (I7). */
export function isUnsent(status: OutboxStatus): boolean {
  return status !== 'acked';
}
