// EmissionReportVesselEvents through the access policy and the sync protocol: every write is
// idempotent (Idempotency-Key), versioned (If-Match: 412 stale, 428 missing) and deletes are soft.
// The rules of 002 §4-§5 are the shared ones of domain/voyage (the client's checks help, these
// decide); a refusal is a 4xx with the rule's message and changes nothing. ADR 0025.
import {
  newVoyage,
  unsetDate,
  type VesselEvent,
  type VesselEventWrite,
  type Voyage,
} from '../../domain/contracts/emission-report-vessel-events.ts';
import type { FieldError } from '../../domain/contracts/common.ts';
import { checkEventTimeChange, checkNewDeparture } from '../../domain/voyages/departure-rules.ts';
import {
  checkConfirmEvent,
  checkConfirmVoyageData,
  checkConfirmVoyageInformation,
  checkConfirmedEventEdit,
  checkEventDeletion,
  checkNewVoyageEvent,
  checkUnconfirmEvent,
  checkUnconfirmVoyageData,
  checkUnconfirmVoyageInformation,
  defaultPort,
  isVoyageDataConfirmed,
  voyageBounds,
  voyageOfDeparture,
  voyageOfEvent,
  type VoyageRefusal,
} from '../../domain/voyages/event-rules.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError, conflict, invalidInput, notFound } from '../http/app-error.ts';
import { requireNotPartner } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import { type VesselsService, voyageDataAccess } from '../vessels/public.ts';
import type { StoredAnswer } from '../db/idempotency.ts';
import { syncedWriter, type Db, type WriteContext } from '../db/synced-table.ts';
import type { GatedAccess } from '../features/public.ts';
import { eventsWithFuelConsumption, vesselCargoUnitIds } from './voyage-facts.repository.ts';
import {
  listRuleEvents,
  eventAnchorOf,
  vesselEventInsert,
  vesselEventPatch,
  vesselEventsTable,
} from './vessel-events.repository.ts';

export const vesselEventMessages = {
  notFound: 'The vessel event was not found.',
  vesselChanged: 'An event cannot move to another vessel.',
  typeChanged: 'The type of an event cannot be changed.',
  departureNotInVoyage: 'The departure was not found.',
  notADeparture: 'Voyage information and voyage data belong to a departure.',
} as const;

export type { WriteContext };

export type VesselEventsServiceDeps = {
  db: Kysely<Database>;
  now: () => Date;
  vessels: VesselsService;
  /** The emission report's reads: reach, then the vessel's EmissionReport feature (ADR 0059). */
  reads: GatedAccess;
};

/** 409 with every reason: the first is the message, all of them are field errors by event id. */
function refused(reasons: readonly (VoyageRefusal | string)[]): AppError {
  const errors: FieldError[] = reasons.map((reason) =>
    typeof reason === 'string'
      ? { path: '', message: reason }
      : { path: reason.eventId ?? '', message: reason.message },
  );
  return new AppError('CONFLICT', errors[0]?.message ?? '', errors);
}

/** What a client may set of a voyage: name, type, Non-Commercial. The confirmations are the server's. */
function writableVoyage(current: Voyage | null, input: Voyage | null): Voyage {
  const base = current ?? newVoyage();
  if (!input) return base;
  return { ...base, name: input.name, type: input.type, isNonCommercial: input.isNonCommercial };
}

type VoyageAction = 'confirmInformation' | 'unconfirmInformation' | 'confirmData' | 'unconfirmData';

export function createVesselEventsService({ db, now, vessels, reads }: VesselEventsServiceDeps) {
  const requireVesselReach = voyageDataAccess(vessels);
  const writer = syncedWriter(vesselEventsTable, { db, now, notFoundMessage: vesselEventMessages.notFound });
  const listEvents = (trx: Db, vesselId: string) => vesselEventsTable.listByVessel(trx, vesselId);
  /** What the rules need around the times a write touches (vessel-events.repository.ts). */
  const eventsAround = (trx: Db, vesselId: string, ...times: string[]) => {
    const sorted = [...times].sort((a, b) => Date.parse(a) - Date.parse(b));
    return listRuleEvents(trx, vesselId, sorted[0]!, sorted.at(-1)!);
  };

  /** Access to an existing event through its vessel (404 when there is no such event); its vessel. */
  async function reachExisting(actor: Actor, id: string): Promise<string> {
    requireNotPartner(actor);
    const vesselId = (await eventAnchorOf(db, id))?.vesselId;
    if (!vesselId) throw notFound(vesselEventMessages.notFound);
    await requireVesselReach(actor, vesselId);
    return vesselId;
  }

  /** The new voyage of a departure after an action, or the reasons it is refused. */
  async function voyageAfter(
    trx: Db,
    actor: Actor,
    departure: VesselEvent,
    action: VoyageAction,
  ): Promise<Voyage> {
    if (departure.type !== 'Departure') throw conflict(vesselEventMessages.notADeparture);
    const voyageEvents = voyageOfDeparture(
      await eventsAround(trx, departure.vesselId, departure.timestamp),
      departure.id,
    );
    const current = departure.voyage ?? newVoyage();
    const stamp = now().toISOString();
    const bounds = voyageBounds(voyageEvents);
    const withBounds = (voyage: Voyage): Voyage => ({
      ...voyage,
      startDate: bounds?.start ?? unsetDate,
      endDate: bounds?.end ?? unsetDate,
    });
    switch (action) {
      case 'confirmInformation': {
        const reasons = checkConfirmVoyageInformation(voyageEvents);
        if (reasons.length) throw refused(reasons);
        return withBounds({ ...current, informationConfirmedAt: stamp });
      }
      case 'unconfirmInformation': {
        const reasons = checkUnconfirmVoyageInformation(departure);
        if (reasons.length) throw refused(reasons);
        return { ...current, informationConfirmedAt: unsetDate, startDate: unsetDate, endDate: unsetDate };
      }
      case 'confirmData': {
        const withFuel = await eventsWithFuelConsumption(
          trx,
          voyageEvents.map((event) => event.id),
        );
        const reasons = checkConfirmVoyageData(voyageEvents, withFuel);
        if (reasons.length) throw refused(reasons);
        return withBounds({ ...current, dataConfirmedAt: stamp });
      }
      case 'unconfirmData': {
        // No report is submitted anywhere yet, so no confirmed data has fed one (ADR 0025).
        const reasons = checkUnconfirmVoyageData(departure, { fedSubmittedReport: false, role: actor.role });
        if (reasons.length) throw refused(reasons);
        return { ...current, dataConfirmedAt: unsetDate };
      }
    }
  }

  async function voyageAction(
    actor: Actor,
    departureId: string,
    write: WriteContext,
    action: VoyageAction,
  ): Promise<StoredAnswer> {
    await reachExisting(actor, departureId);
    return writer.change(actor, departureId, write, async (trx, current, meta, ifMatch) => {
      const voyage = await voyageAfter(trx, actor, current, action);
      return vesselEventsTable.update(trx, departureId, ifMatch, { voyage: JSON.stringify(voyage) }, meta);
    });
  }

  return {
    async find(actor: Actor, vesselId: string): Promise<VesselEvent[]> {
      await reads(actor, vesselId);
      return listEvents(db, vesselId);
    },

    /** The departure and the events after it up to the next departure. */
    async findVoyage(actor: Actor, vesselId: string, departureId: string): Promise<VesselEvent[]> {
      await reads(actor, vesselId);
      const voyage = voyageOfDeparture(await listEvents(db, vesselId), departureId);
      if (voyage.length === 0) throw notFound(vesselEventMessages.departureNotInVoyage);
      return voyage;
    },

    /**
     * EMIS-154 for a departure, EMIS-123 and EMIS-155..158 for the other types. A new event is
     * unconfirmed unless it asks to be confirmed and passes EMIS-124; a Departure or Arrival
     * without a port takes its default (EMIS-140, EMIS-141).
     */
    async create(actor: Actor, input: VesselEventWrite, write: WriteContext): Promise<StoredAnswer> {
      await requireVesselReach(actor, input.vesselId);
      return writer.create(
        actor,
        input.id,
        async (trx) => {
          const events = await eventsAround(trx, input.vesselId, input.timestamp);
          const isDeparture = input.type === 'Departure';
          const problem = isDeparture
            ? checkNewDeparture(events, input.timestamp)
            : checkNewVoyageEvent(events, input.type, input.timestamp);
          if (problem) throw invalidInput(problem, 'timestamp');
          const voyage = isDeparture ? writableVoyage(null, input.voyage) : null;
          const candidate = { ...input, voyage, isConfirmed: false };
          const event = { ...candidate, port: input.port ?? defaultPort(events, candidate) };
          // Created and confirmed in one step (a device that confirmed before it could send):
          // the same EMIS-124 check as a confirmation; a new event has no cargo yet.
          if (input.isConfirmed) {
            const reasons = checkConfirmEvent(event, {
              vesselCargoUnitIds: await vesselCargoUnitIds(trx, input.vesselId),
              eventCargoUnitIds: [],
            });
            if (reasons.length) throw refused(reasons);
          }
          return { ...vesselEventInsert(event), is_confirmed: input.isConfirmed === true };
        },
        write,
      );
    },

    /**
     * A full replace under EMIS-124 (confirm: complete information and cargo), EMIS-125 (unconfirm),
     * EMIS-133 (a confirmed event keeps its time, port, location and voyage information) and
     * EMIS-159 (time strictly between the neighbours). Voyage confirmations change only by action.
     */
    async update(
      actor: Actor,
      id: string,
      input: VesselEventWrite,
      write: WriteContext,
    ): Promise<StoredAnswer> {
      const vesselId = await reachExisting(actor, id);
      return writer.update(actor, id, write, async (trx, current) => {
        if (input.id !== id) throw invalidInput('The id in the body must be the id in the path.', 'id');
        if (input.vesselId !== vesselId) throw invalidInput(vesselEventMessages.vesselChanged, 'vesselId');
        if (input.type !== current.type) throw invalidInput(vesselEventMessages.typeChanged, 'type');
        const events = await eventsAround(trx, current.vesselId, current.timestamp, input.timestamp);
        const voyage = current.type === 'Departure' ? writableVoyage(current.voyage, input.voyage) : null;
        const next: VesselEvent = { ...current, ...input, voyage, isConfirmed: current.isConfirmed };
        const confirm = input.isConfirmed ?? current.isConfirmed;
        if (current.isConfirmed && confirm) {
          const departure = voyageOfEvent(events, current)[0];
          const dataConfirmed = isVoyageDataConfirmed(departure?.voyage ?? null);
          const problem = checkConfirmedEventEdit(current, next, dataConfirmed);
          if (problem) throw conflict(problem);
        } else {
          if (current.isConfirmed) {
            const reasons = checkUnconfirmEvent(events, current);
            if (reasons.length) throw refused(reasons);
          }
          const unconfirmed = { ...current, isConfirmed: false };
          const problem = checkEventTimeChange(events, unconfirmed, input.timestamp);
          if (problem) throw invalidInput(problem, 'timestamp');
          if (confirm) {
            const reasons = checkConfirmEvent(next, {
              vesselCargoUnitIds: await vesselCargoUnitIds(trx, current.vesselId),
              eventCargoUnitIds: current.cargos.map((cargo) => cargo.cargoUnitId),
            });
            if (reasons.length) throw refused(reasons);
          }
        }
        return { ...vesselEventPatch({ ...input, voyage }), is_confirmed: confirm };
      });
    },

    /** EMIS-126..128: an unconfirmed event; a departure only between departures or alone. */
    async remove(actor: Actor, id: string, write: WriteContext): Promise<StoredAnswer> {
      await reachExisting(actor, id);
      return writer.remove(actor, id, write, async (trx, current) => {
        const events = await eventsAround(trx, current.vesselId, current.timestamp);
        const problem = checkEventDeletion(events, current);
        if (problem) throw conflict(problem);
      });
    },

    /** EMIS-129: POST .../{departureId}/ConfirmVoyageInformation. */
    confirmVoyageInformation: (actor: Actor, departureId: string, write: WriteContext) =>
      voyageAction(actor, departureId, write, 'confirmInformation'),
    unconfirmVoyageInformation: (actor: Actor, departureId: string, write: WriteContext) =>
      voyageAction(actor, departureId, write, 'unconfirmInformation'),
    /** EMIS-130, EMIS-131: POST .../{departureId}/ConfirmVoyageData. */
    confirmVoyageData: (actor: Actor, departureId: string, write: WriteContext) =>
      voyageAction(actor, departureId, write, 'confirmData'),
    unconfirmVoyageData: (actor: Actor, departureId: string, write: WriteContext) =>
      voyageAction(actor, departureId, write, 'unconfirmData'),
  };
}

export type VesselEventsService = ReturnType<typeof createVesselEventsService>;
