// EmissionReportVesselEvents through the access policy and the sync protocol: every write is
// idempotent (Idempotency-Key), versioned (If-Match: 412 stale, 428 missing) and deletes are soft.
// This first slice creates departures; the other event types follow with their pairing rules.
import {
  newVoyage,
  type VesselEvent,
  type VesselEventWrite,
} from '../../domain/contracts/emission-report-vessel-events.ts';
import type { SyncChange } from '../../domain/contracts/sync.ts';
import {
  checkDepartureDeletion,
  checkEventTimeChange,
  checkNewDeparture,
} from '../../domain/voyage/departure-rules.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { conflict, invalidInput, notFound } from '../http/app-error.ts';
import { requireNotPartner } from '../policies/access-policy.ts';
import type { Actor } from '../policies/actor.ts';
import type { VesselsService } from '../services/vessels.service.ts';
import { runIdempotentWrite, type StoredAnswer } from './idempotency.ts';
import { preconditionFailed, requireIfMatch, syncMessages } from './sync-refusal.ts';
import {
  findVesselEventById,
  insertVesselEvent,
  listVesselEventChanges,
  listVesselEvents,
  softDeleteVesselEvent,
  updateVesselEvent,
  type VesselEventRecord,
} from './vessel-events.repository.ts';

export const vesselEventMessages = {
  notFound: 'The vessel event was not found.',
  onlyDepartures: 'Only departures can be created so far.',
  vesselChanged: 'An event cannot move to another vessel.',
  typeChanged: 'The type of an event cannot be changed.',
  notDeletable: 'Only an unconfirmed event can be deleted.',
  departureNotInVoyage: 'The departure was not found.',
} as const;

/** How a write arrived: its key, the version it was based on, the device, and its hash. */
export type WriteContext = {
  key: string | null;
  ifMatch: number | null;
  deviceId: string | null;
  requestHash: string;
};

export type VesselEventsServiceDeps = { db: Kysely<Database>; now: () => Date; vessels: VesselsService };

function strip({ changeSeq: _changeSeq, ...event }: VesselEventRecord): VesselEvent {
  return event;
}

export function createVesselEventsService({ db, now, vessels }: VesselEventsServiceDeps) {
  /** Every role that sees the vessel, except the partner type (DECISIONS: who may enter voyage data). */
  async function requireVesselReach(actor: Actor, vesselId: string): Promise<void> {
    requireNotPartner(actor);
    await vessels.getReachableVessel(actor, vesselId);
  }

  async function reachExisting(actor: Actor, id: string): Promise<VesselEventRecord> {
    requireNotPartner(actor);
    const existing = await findVesselEventById(db, id);
    if (!existing) throw notFound(vesselEventMessages.notFound);
    await requireVesselReach(actor, existing.vesselId);
    return existing;
  }

  function meta(actor: Actor, write: WriteContext, changeSeq: number) {
    return { userId: actor.userId, deviceId: write.deviceId, changeSeq, now: now() };
  }

  return {
    async find(actor: Actor, vesselId: string): Promise<VesselEvent[]> {
      await requireVesselReach(actor, vesselId);
      return (await listVesselEvents(db, vesselId)).map(strip);
    },

    /** The departure and the events after it up to the next departure. */
    async findVoyage(actor: Actor, vesselId: string, departureId: string): Promise<VesselEvent[]> {
      await requireVesselReach(actor, vesselId);
      const events = await listVesselEvents(db, vesselId);
      const start = events.findIndex((event) => event.id === departureId && event.type === 'Departure');
      if (start === -1) throw notFound(vesselEventMessages.departureNotInVoyage);
      const nextDeparture = events.findIndex((event, index) => index > start && event.type === 'Departure');
      return events.slice(start, nextDeparture === -1 ? undefined : nextDeparture).map(strip);
    },

    async create(actor: Actor, input: VesselEventWrite, write: WriteContext): Promise<StoredAnswer> {
      await requireVesselReach(actor, input.vesselId);
      return runIdempotentWrite({
        db,
        key: write.key,
        userId: actor.userId,
        requestHash: write.requestHash,
        apply: async (trx, changeSeq) => {
          if (await findVesselEventById(trx, input.id)) throw conflict(syncMessages.alreadyExists);
          if (input.type !== 'Departure') throw invalidInput(vesselEventMessages.onlyDepartures, 'type');
          const problem = checkNewDeparture(await listVesselEvents(trx, input.vesselId), input.timestamp);
          if (problem) throw invalidInput(problem, 'timestamp');
          const event = { ...input, voyage: input.voyage ?? newVoyage() };
          return {
            status: 201,
            body: strip(await insertVesselEvent(trx, event, meta(actor, write, changeSeq))),
          };
        },
      });
    },

    async update(
      actor: Actor,
      id: string,
      input: VesselEventWrite,
      write: WriteContext,
    ): Promise<StoredAnswer> {
      const existing = await reachExisting(actor, id);
      const ifMatch = requireIfMatch(write.ifMatch);
      return runIdempotentWrite({
        db,
        key: write.key,
        userId: actor.userId,
        requestHash: write.requestHash,
        apply: async (trx, changeSeq) => {
          const current = await findVesselEventById(trx, id);
          if (!current || current.isDeleted) throw notFound(vesselEventMessages.notFound);
          if (current.version !== ifMatch) throw preconditionFailed(strip(current));
          if (input.id !== id) throw invalidInput('The id in the body must be the id in the path.', 'id');
          if (input.vesselId !== existing.vesselId)
            throw invalidInput(vesselEventMessages.vesselChanged, 'vesselId');
          if (input.type !== current.type) throw invalidInput(vesselEventMessages.typeChanged, 'type');
          const events = await listVesselEvents(trx, current.vesselId);
          const problem = checkEventTimeChange(events, current, input.timestamp);
          if (problem) throw invalidInput(problem, 'timestamp');
          const voyage =
            current.type === 'Departure' ? (input.voyage ?? current.voyage ?? newVoyage()) : null;
          const updated = await updateVesselEvent(
            trx,
            { ...input, voyage },
            ifMatch,
            meta(actor, write, changeSeq),
          );
          if (!updated) throw preconditionFailed(strip(current));
          return { status: 200, body: strip(updated) };
        },
      });
    },

    async remove(actor: Actor, id: string, write: WriteContext): Promise<StoredAnswer> {
      await reachExisting(actor, id);
      const ifMatch = requireIfMatch(write.ifMatch);
      return runIdempotentWrite({
        db,
        key: write.key,
        userId: actor.userId,
        requestHash: write.requestHash,
        apply: async (trx, changeSeq) => {
          const current = await findVesselEventById(trx, id);
          if (!current || current.isDeleted) throw notFound(vesselEventMessages.notFound);
          if (current.version !== ifMatch) throw preconditionFailed(strip(current));
          const events = await listVesselEvents(trx, current.vesselId);
          const problem =
            current.type === 'Departure'
              ? checkDepartureDeletion(events, current)
              : current.isConfirmed
                ? vesselEventMessages.notDeletable
                : null;
          if (problem) throw conflict(problem);
          const deleted = await softDeleteVesselEvent(trx, id, ifMatch, meta(actor, write, changeSeq));
          if (!deleted) throw preconditionFailed(strip(current));
          return { status: 200, body: strip(deleted) };
        },
      });
    },

    /** GET /Sync/Changes for one vessel after a server-issued cursor. */
    async changes(actor: Actor, query: { vesselId: string; cursor: string; limit: number }) {
      await requireVesselReach(actor, query.vesselId);
      const cursor = Number(query.cursor);
      const rows = await listVesselEventChanges(db, query.vesselId, cursor, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const changes: SyncChange[] = page.map((row) => ({
        entityType: 'vesselEvent',
        id: row.id,
        version: row.version,
        isDeleted: row.isDeleted,
        data: strip(row),
      }));
      const last = page.at(-1);
      return {
        changes,
        nextCursor: String(last ? last.changeSeq : cursor),
        hasMore: rows.length > query.limit,
      };
    },
  };
}

export type VesselEventsService = ReturnType<typeof createVesselEventsService>;
