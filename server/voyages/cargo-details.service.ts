// VesselEventCargoDetails (002 §5, §7) on the sync protocol: one live record per event and cargo
// unit, written idempotently (Idempotency-Key) and versioned (If-Match), deleted softly.
// EMIS-133: cargo changes only while the event is not confirmed. EMIS-166: the API takes numbers
// only; the form turns a non-number into 0 (cargoCarriedFromInput) before it saves.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  cargoDetailMessages,
  type CargoDetail,
  type CargoDetailWrite,
} from '../../domain/contracts/cargo-details.ts';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { Database } from '../db/schema.ts';
import { conflict, invalidInput, notFound } from '../http/app-error.ts';
import { requireNotPartner } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import { type VesselsService, voyageDataAccess } from '../vessels/public.ts';
import { cargoDetailsTable, cargoUnitNames, vesselCarries } from './cargo-details.repository.ts';
import type { StoredAnswer } from '../db/idempotency.ts';
import { preconditionFailed, requireIfMatch, syncMessages } from '../http/sync-refusal.ts';
import { syncedWriter, type Db, type WriteContext } from '../db/synced-table.ts';
import { vesselEventsTable } from './vessel-events.repository.ts';
import type { GatedAccess } from '../features/public.ts';

export type CargoDetailsServiceDeps = {
  db: Kysely<Database>;
  now: () => Date;
  vessels: VesselsService;
  /** The emission report's reads: reach, then the vessel's EmissionReport feature (ADR 0059). */
  reads: GatedAccess;
};

type Pair = { vesselEventId: string; cargoUnitId: string };

export function createCargoDetailsService({ db, now, vessels, reads }: CargoDetailsServiceDeps) {
  const access = voyageDataAccess(vessels);
  const writer = syncedWriter(cargoDetailsTable, { db, now, notFoundMessage: cargoDetailMessages.notFound });

  /** 403 for the partner type first, 404 for an unknown event, then the vessel's reach (`check`). */
  async function reachEvent(actor: Actor, vesselEventId: string, check = access): Promise<VesselEvent> {
    requireNotPartner(actor);
    const event = await vesselEventsTable.findById(db, vesselEventId);
    if (!event || event.isDeleted) throw notFound(cargoDetailMessages.eventNotFound);
    await check(actor, event.vesselId);
    return event;
  }

  /** The event as it is inside the write, refused while confirmed (EMIS-133). */
  async function openEvent(trx: Db, vesselEventId: string): Promise<VesselEvent> {
    const event = await vesselEventsTable.findById(trx, vesselEventId);
    if (!event || event.isDeleted) throw notFound(cargoDetailMessages.eventNotFound);
    if (event.isConfirmed) throw conflict(cargoDetailMessages.eventConfirmed);
    return event;
  }

  async function livePair(trx: Db, pair: Pair): Promise<CargoDetail | undefined> {
    const [live] = await cargoDetailsTable.list(trx, {
      vessel_event_id: pair.vesselEventId,
      cargo_unit_id: pair.cargoUnitId,
    });
    return live;
  }

  return {
    async find(actor: Actor, vesselEventId: string): Promise<CargoDetail[]> {
      await reachEvent(actor, vesselEventId, reads);
      return cargoDetailsTable.list(db, { vessel_event_id: vesselEventId });
    },

    /**
     * Creates the pair's record, or with If-Match updates it. A create under an id the server
     * has, or for a pair another record already holds, is a 409: never an overwrite.
     */
    async save(actor: Actor, input: CargoDetailWrite, write: WriteContext): Promise<StoredAnswer> {
      await reachEvent(actor, input.vesselEventId);
      return writer.run(actor, write, async (trx, meta) => {
        const event = await openEvent(trx, input.vesselEventId);
        if ((await cargoUnitNames(trx, [input.cargoUnitId])).size === 0)
          throw invalidInput(cargoDetailMessages.unknownUnit, 'cargoUnitId');
        if (!(await vesselCarries(trx, event.vesselId, input.cargoUnitId)))
          throw invalidInput(cargoDetailMessages.unitNotCarried, 'cargoUnitId');
        const live = await livePair(trx, input);
        if (live) {
          if (input.id !== undefined && input.id !== live.id) throw conflict(cargoDetailMessages.pairTaken);
          if (write.ifMatch === null && input.id === live.id) throw conflict(syncMessages.alreadyExists);
          const ifMatch = requireIfMatch(write.ifMatch);
          if (live.version !== ifMatch) throw preconditionFailed(live);
          const updated = await cargoDetailsTable.update(
            trx,
            live.id,
            ifMatch,
            { cargo_carried: input.cargoCarried },
            meta,
          );
          if (!updated) throw preconditionFailed(live);
          return { status: 200, body: updated };
        }
        // An update of a record that is no longer there: deleted elsewhere.
        if (write.ifMatch !== null) throw notFound(cargoDetailMessages.notFound);
        const id = input.id ?? randomUUID();
        if (await cargoDetailsTable.findById(trx, id)) throw conflict(syncMessages.alreadyExists);
        const inserted = await cargoDetailsTable.insert(
          trx,
          {
            id,
            vessel_id: event.vesselId,
            vessel_event_id: input.vesselEventId,
            cargo_unit_id: input.cargoUnitId,
            cargo_carried: input.cargoCarried,
          },
          meta,
        );
        return { status: 201, body: inserted };
      });
    },

    /** Soft-deletes the pair's record (EMIS-167: an emptied value); If-Match required. */
    async remove(actor: Actor, pair: Pair, write: WriteContext): Promise<StoredAnswer> {
      await reachEvent(actor, pair.vesselEventId);
      const ifMatch = requireIfMatch(write.ifMatch);
      return writer.run(actor, write, async (trx, meta) => {
        await openEvent(trx, pair.vesselEventId);
        const live = await livePair(trx, pair);
        if (!live) throw notFound(cargoDetailMessages.notFound);
        if (live.version !== ifMatch) throw preconditionFailed(live);
        const deleted = await cargoDetailsTable.softDelete(trx, live.id, ifMatch, meta);
        if (!deleted) throw preconditionFailed(live);
        return { status: 200, body: deleted };
      });
    },
  };
}
