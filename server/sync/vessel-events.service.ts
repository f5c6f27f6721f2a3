// EmissionReportVesselEvents through the access policy and the sync protocol: every write is
// idempotent (Idempotency-Key), versioned (If-Match: 412 stale, 428 missing) and deletes are soft.
// This first slice creates departures; the other event types follow with their pairing rules.
import {
  newVoyage,
  type VesselEvent,
  type VesselEventWrite,
} from '../../domain/contracts/emission-report-vessel-events.ts';
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
import type { StoredAnswer } from './idempotency.ts';
import { syncedWriter, type Db, type WriteContext } from './synced-table.ts';
import { voyageDataAccess } from './voyage-data-access.ts';
import { vesselEventInsert, vesselEventPatch, vesselEventsTable } from './vessel-events.repository.ts';

export const vesselEventMessages = {
  notFound: 'The vessel event was not found.',
  onlyDepartures: 'Only departures can be created so far.',
  vesselChanged: 'An event cannot move to another vessel.',
  typeChanged: 'The type of an event cannot be changed.',
  notDeletable: 'Only an unconfirmed event can be deleted.',
  departureNotInVoyage: 'The departure was not found.',
} as const;

export type { WriteContext };

export type VesselEventsServiceDeps = { db: Kysely<Database>; now: () => Date; vessels: VesselsService };

export function createVesselEventsService({ db, now, vessels }: VesselEventsServiceDeps) {
  const requireVesselReach = voyageDataAccess(vessels);
  const writer = syncedWriter(vesselEventsTable, { db, now, notFoundMessage: vesselEventMessages.notFound });
  const listEvents = (trx: Db, vesselId: string) => vesselEventsTable.listByVessel(trx, vesselId);

  /** Access to an existing event through its vessel (404 when there is no such event). */
  async function reachExisting(actor: Actor, id: string): Promise<VesselEvent> {
    requireNotPartner(actor);
    const existing = await vesselEventsTable.findById(db, id);
    if (!existing) throw notFound(vesselEventMessages.notFound);
    await requireVesselReach(actor, existing.vesselId);
    return existing;
  }

  return {
    async find(actor: Actor, vesselId: string): Promise<VesselEvent[]> {
      await requireVesselReach(actor, vesselId);
      return listEvents(db, vesselId);
    },

    /** The departure and the events after it up to the next departure. */
    async findVoyage(actor: Actor, vesselId: string, departureId: string): Promise<VesselEvent[]> {
      await requireVesselReach(actor, vesselId);
      const events = await listEvents(db, vesselId);
      const start = events.findIndex((event) => event.id === departureId && event.type === 'Departure');
      if (start === -1) throw notFound(vesselEventMessages.departureNotInVoyage);
      const nextDeparture = events.findIndex((event, index) => index > start && event.type === 'Departure');
      return events.slice(start, nextDeparture === -1 ? undefined : nextDeparture);
    },

    async create(actor: Actor, input: VesselEventWrite, write: WriteContext): Promise<StoredAnswer> {
      await requireVesselReach(actor, input.vesselId);
      return writer.create(
        actor,
        input.id,
        async (trx) => {
          if (input.type !== 'Departure') throw invalidInput(vesselEventMessages.onlyDepartures, 'type');
          const problem = checkNewDeparture(await listEvents(trx, input.vesselId), input.timestamp);
          if (problem) throw invalidInput(problem, 'timestamp');
          return vesselEventInsert({ ...input, voyage: input.voyage ?? newVoyage() });
        },
        write,
      );
    },

    async update(
      actor: Actor,
      id: string,
      input: VesselEventWrite,
      write: WriteContext,
    ): Promise<StoredAnswer> {
      const existing = await reachExisting(actor, id);
      return writer.update(actor, id, write, async (trx, current) => {
        if (input.id !== id) throw invalidInput('The id in the body must be the id in the path.', 'id');
        if (input.vesselId !== existing.vesselId)
          throw invalidInput(vesselEventMessages.vesselChanged, 'vesselId');
        if (input.type !== current.type) throw invalidInput(vesselEventMessages.typeChanged, 'type');
        const events = await listEvents(trx, current.vesselId);
        const problem = checkEventTimeChange(events, current, input.timestamp);
        if (problem) throw invalidInput(problem, 'timestamp');
        const voyage = current.type === 'Departure' ? (input.voyage ?? current.voyage ?? newVoyage()) : null;
        return vesselEventPatch({ ...input, voyage });
      });
    },

    async remove(actor: Actor, id: string, write: WriteContext): Promise<StoredAnswer> {
      await reachExisting(actor, id);
      return writer.remove(actor, id, write, async (trx, current) => {
        const events = await listEvents(trx, current.vesselId);
        const problem =
          current.type === 'Departure'
            ? checkDepartureDeletion(events, current)
            : current.isConfirmed
              ? vesselEventMessages.notDeletable
              : null;
        if (problem) throw conflict(problem);
      });
    },
  };
}

export type VesselEventsService = ReturnType<typeof createVesselEventsService>;
