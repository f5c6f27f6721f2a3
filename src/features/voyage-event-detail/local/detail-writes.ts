// The detail's changes, described for the offline write path (row + outbox entry in one
// transaction, sent later with Idempotency-Key and If-Match). Every child of an event names the
// event as its parent, so it never reaches the server before the event does.
import { cargoCarriedFromInput } from '../../../../domain/contracts/cargo-details.ts';
import type { SyncEntityType } from '../../../../domain/sync/outbox-entry.ts';
import type { DetailChange } from '../detail-env.tsx';
import type { CargoDetailRow, EventRow } from './rows.ts';

const eventParent = (eventId: string) => [{ entityType: 'vesselEvent' as const, id: eventId }];

/**
 * The event with some fields replaced, laid over the event as stored when the change is saved
 * (the PUT still carries the whole event, 002 §7).
 */
export function updateEvent(event: Pick<EventRow, 'id'>, patch: Partial<EventRow>): DetailChange {
  return { entityType: 'vesselEvent', kind: 'update', merge: true, data: { ...patch, id: event.id } };
}

/** EMIS-166/167 (cargoCarriedFromInput); null when the entry changes nothing (empty, no value). */
export function cargoChange(
  event: Pick<EventRow, 'id' | 'vesselId'>,
  cargoUnitId: string,
  existing: CargoDetailRow | undefined,
  text: string,
): DetailChange | null {
  const cargoCarried = cargoCarriedFromInput(text);
  if (cargoCarried === null) {
    return existing ? { entityType: 'cargoDetail', kind: 'delete', data: { id: existing.id } } : null;
  }
  const data = existing
    ? { id: existing.id, cargoCarried }
    : {
        id: crypto.randomUUID(),
        vesselId: event.vesselId,
        vesselEventId: event.id,
        cargoUnitId,
        cargoCarried,
      };
  return {
    entityType: 'cargoDetail',
    kind: existing ? 'update' : 'create',
    ...(existing ? { merge: true } : {}),
    data,
    parents: eventParent(event.id),
  };
}

/** A new record under the event (soundings and operations belong to the tank or meter only). */
export function createRecord(
  entityType: SyncEntityType,
  data: Record<string, unknown>,
  eventId?: string,
): DetailChange {
  return {
    entityType,
    kind: 'create',
    data: { ...data, id: crypto.randomUUID() },
    ...(eventId ? { parents: eventParent(eventId) } : {}),
  };
}

/** Some fields of a record replaced, laid over the record as stored when the change is saved. */
export function updateRecord<T extends { id: string }>(
  entityType: SyncEntityType,
  row: T,
  patch: Partial<T>,
): DetailChange {
  return { entityType, kind: 'update', merge: true, data: { ...patch, id: row.id } };
}

export function removeRecord(entityType: SyncEntityType, id: string): DetailChange {
  return { entityType, kind: 'delete', data: { id } };
}
