// Fuel data on the sync protocol (002 §4-§5, §7; docs/adr/0026): soundings, fuel tank operations
// and consumptions, flow meter operations and consumptions. Every write is idempotent
// (Idempotency-Key), versioned (If-Match on PUT and DELETE: 412 stale, 428 missing) and deletes
// are soft, through syncedWriter. The server decides with the rules the forms use
// (domain/voyages/fuel-rules.ts): the tank or meter is on a vessel the caller reaches, the fuel type
// exists for that vessel's company, consumptions keep order, voyage range and no overlap
// (EMIS-168..171), nothing of a voyage whose data is confirmed changes (EMIS-132, 409), only
// Manual consumptions are removed (EMIS-142, 409) and edits follow EMIS-143/144.
import type { Kysely } from 'kysely';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type {
  FindByFlowMeterQuery,
  FindByFuelTankQuery,
  FindFlowMeterConsumptionsQuery,
  FindFuelTankConsumptionsQuery,
  FlowMeterFuelConsumption,
  FlowMeterFuelConsumptionWrite,
  FlowMeterOperationWrite,
  FuelTankFuelConsumptionWrite,
  FuelTankOperationWrite,
  FuelTankSoundingWrite,
} from '../../domain/contracts/fuel-data.ts';
import {
  canRemoveConsumption,
  checkConsumptionEdit,
  checkConsumptionSpan,
  checkFuelDataEditable,
  consumptionLimits,
  voyageOfFuelEntry,
  type TimeSpan,
} from '../../domain/voyages/fuel-rules.ts';
import { fuelRuleMessages } from '../../domain/voyages/fuel-messages.ts';
import type { Database } from '../db/schema.ts';
import { conflict, invalidInput, notFound } from '../http/app-error.ts';
import { requireNotPartner } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import { flowMetersTable, fuelEquipmentMessages, fuelTanksTable } from '../vessel-settings/public.ts';
import { findFuelType } from '../reference-lists/public.ts';
import type { VesselsService } from '../vessels/public.ts';
import type { GatedAccess } from '../features/public.ts';
import {
  flowMeterConsumptionsTable,
  flowMeterOperationsTable,
  fuelTankConsumptionsTable,
  fuelTankOperationsTable,
  soundingsTable,
} from './fuel-data.tables.ts';
import type { StoredAnswer } from '../db/idempotency.ts';
import {
  syncedWriter,
  type Db,
  type SyncedInsert,
  type SyncedPatch,
  type SyncedTable,
  type SyncedTableName,
  type WriteContext,
} from '../db/synced-table.ts';
import { vesselEventMessages } from './vessel-events.service.ts';
import { eventAnchorOf, listRuleEvents } from './vessel-events.repository.ts';

export const fuelDataMessages = {
  soundingNotFound: 'The sounding was not found.',
  fuelTankOperationNotFound: 'The fuel tank operation was not found.',
  fuelTankConsumptionNotFound: 'The fuel tank fuel consumption was not found.',
  flowMeterOperationNotFound: 'The flow meter operation was not found.',
  flowMeterConsumptionNotFound: 'The flow meter fuel consumption was not found.',
  vesselMismatch: 'The vesselId must be the vessel of the fuel tank or flow meter.',
  departureMismatch: "The departureId must be the departure of the event's voyage.",
  idMismatch: 'The id in the body must be the id in the path.',
} as const;

type Deps = {
  db: Kysely<Database>;
  now: () => Date;
  vessels: VesselsService;
  /** The emission report's reads: reach, then the vessel's EmissionReport feature (ADR 0059). */
  reads: GatedAccess;
};

/** What a fuel data row is anchored on: its parent equipment, and its event or its time. */
type Anchored = {
  vesselId?: string | undefined;
  fuelTankId?: string;
  flowMeterId?: string;
  vesselEventId?: string;
  timestamp?: string | null;
  fuelTypeId?: string;
};

type FuelDataEntity = { id: string; vesselId: string; version: number; isDeleted: boolean } & Anchored;

/** EMIS-132: 409 when the entry's voyage has its data confirmed. */
function requireEditable(events: readonly VesselEvent[], entry: Anchored): void {
  const problem = checkFuelDataEditable(voyageOfFuelEntry(events, entry)[0]?.voyage ?? null);
  if (problem) throw conflict(problem);
}

/** EMIS-168..171: order, voyage range and no overlap with the other live entries of the tank or meter. */
function requireValidSpan(
  events: readonly VesselEvent[],
  span: TimeSpan & Anchored,
  others: readonly TimeSpan[],
): void {
  const limits = consumptionLimits(voyageOfFuelEntry(events, span));
  const problem = limits ? checkConsumptionSpan(span, limits, others) : fuelRuleMessages.outsideVoyage;
  if (problem) throw invalidInput(problem, problem === fuelRuleMessages.endBeforeStart ? 'endAt' : 'startAt');
}

type Columns<N extends SyncedTableName> = Omit<SyncedInsert<N>, 'id' | 'vessel_id'>;
type Context = { vesselId: string; events: VesselEvent[] };

type ResourceSpec<
  N extends SyncedTableName,
  E extends FuelDataEntity,
  W extends Anchored & { id: string },
> = {
  table: SyncedTable<N, E>;
  notFoundMessage: string;
  /** The row's columns from a checked body; may refuse by throwing (inside the transaction). */
  columns: (trx: Db, body: W, context: Context) => Promise<Columns<N>>;
  /** A reason the entry may not be removed (409), beyond EMIS-132. */
  removalProblem?: (entity: E) => string | null;
  /** PUT: the columns of a full replace of `current` (same id, vessel, equipment and event). */
  replace?: (trx: Db, current: E, body: W, context: Context) => Promise<SyncedPatch<N>>;
};

export function createFuelDataService({ db, now, vessels, reads }: Deps) {
  /** DECISIONS: every role that sees the vessel, except the partner type. */
  async function reachVessel(actor: Actor, vesselId: string): Promise<void> {
    requireNotPartner(actor);
    // Once per vessel within a request: the ops of a POST /Sync/Ops share it (ADR 0133).
    await vessels.requireReachableVessel(actor, vesselId);
  }

  /**
   * The company of a vessel the actor reaches, for the fuel type rule (EMIS-109): read only for a
   * body that names a fuel type, and before the write's transaction (inside it, a read that does not
   * go through the transaction would wait for the connection the transaction holds).
   */
  async function companyFor(actor: Actor, vesselId: string, fuelTypeId: string | undefined) {
    return fuelTypeId === undefined ? null : (await vessels.getReachableVessel(actor, vesselId)).companyId;
  }

  /** The vessel of the tank or meter a body or query names (404 when there is none). */
  async function equipmentVessel(anchor: Anchored): Promise<string> {
    if (anchor.fuelTankId !== undefined) {
      const tank = await fuelTanksTable.findById(db, anchor.fuelTankId);
      if (!tank || tank.isDeleted) throw notFound(fuelEquipmentMessages.fuelTankNotFound);
      return tank.vesselId;
    }
    const meter =
      anchor.flowMeterId === undefined ? undefined : await flowMetersTable.findById(db, anchor.flowMeterId);
    if (!meter || meter.isDeleted) throw notFound(fuelEquipmentMessages.flowMeterNotFound);
    return meter.vesselId;
  }

  /**
   * The vessel of each tank and meter found, per actor object: within one request (the ops of a
   * POST /Sync/Ops share their actor, and none of them writes a tank or a meter).
   */
  const equipmentFound = new WeakMap<Actor, Map<string, string>>();

  /** The vessel of the tank or meter named, once the actor is known to reach it. */
  async function reachEquipment(actor: Actor, anchor: Anchored): Promise<string> {
    requireNotPartner(actor);
    const key =
      anchor.fuelTankId !== undefined
        ? `tank ${anchor.fuelTankId}`
        : anchor.flowMeterId !== undefined
          ? `meter ${anchor.flowMeterId}`
          : null;
    const found = equipmentFound.get(actor) ?? new Map<string, string>();
    let vesselId = key === null ? undefined : found.get(key);
    if (vesselId === undefined) {
      vesselId = await equipmentVessel(anchor);
      if (key !== null) equipmentFound.set(actor, found.set(key, vesselId));
    }
    await reachVessel(actor, vesselId);
    return vesselId;
  }

  /** A fuel type that exists and is global or owned by the vessel's company (EMIS-109). */
  async function requireFuelType(trx: Db, fuelTypeId: string, companyId: string | null): Promise<void> {
    const fuelType = await findFuelType(trx, fuelTypeId);
    if (!fuelType || (fuelType.companyId !== null && fuelType.companyId !== companyId))
      throw invalidInput(fuelEquipmentMessages.fuelTypeNotFound, 'fuelTypeId');
  }

  /** The time an entry is anchored at: its live event's time on this vessel, else its own time. */
  async function anchorTime(trx: Db, vesselId: string, entry: Anchored): Promise<string | null> {
    if (entry.vesselEventId === undefined) return entry.timestamp ?? null;
    const event = await eventAnchorOf(trx, entry.vesselEventId);
    return event && !event.isDeleted && event.vesselId === vesselId ? event.timestamp : null;
  }

  /**
   * The events the fuel rules read for entries (the current one and its replacement): the voyages
   * around their anchors (vessel-events.repository.ts), not the vessel's whole history.
   */
  async function eventsFor(trx: Db, vesselId: string, ...entries: Anchored[]): Promise<VesselEvent[]> {
    const times: string[] = [];
    for (const entry of entries) {
      const time = await anchorTime(trx, vesselId, entry);
      if (time) times.push(time);
    }
    if (times.length === 0) return [];
    times.sort((a, b) => Date.parse(a) - Date.parse(b));
    return listRuleEvents(trx, vesselId, times[0]!, times.at(-1)!);
  }

  function resource<N extends SyncedTableName, E extends FuelDataEntity, W extends Anchored & { id: string }>(
    spec: ResourceSpec<N, E, W>,
  ) {
    const writer = syncedWriter(spec.table, { db, now, notFoundMessage: spec.notFoundMessage });

    async function reachExisting(actor: Actor, id: string) {
      requireNotPartner(actor);
      const existing = await spec.table.findById(db, id);
      if (!existing || existing.isDeleted) throw notFound(spec.notFoundMessage);
      await reachVessel(actor, existing.vesselId);
      return existing;
    }

    return {
      writer,
      reachExisting,

      async create(actor: Actor, body: W, write: WriteContext): Promise<StoredAnswer> {
        const vesselId = await reachEquipment(actor, body);
        const companyId = await companyFor(actor, vesselId, body.fuelTypeId);
        return writer.create(
          actor,
          body.id,
          async (trx) => {
            if (body.vesselId !== undefined && body.vesselId !== vesselId)
              throw invalidInput(fuelDataMessages.vesselMismatch, 'vesselId');
            const events = await eventsFor(trx, vesselId, body);
            if (body.vesselEventId !== undefined && !events.some((event) => event.id === body.vesselEventId))
              throw notFound(vesselEventMessages.notFound);
            requireEditable(events, body);
            if (body.fuelTypeId !== undefined) await requireFuelType(trx, body.fuelTypeId, companyId);
            const columns = await spec.columns(trx, body, { vesselId, events });
            return { ...columns, id: body.id, vessel_id: vesselId } as unknown as SyncedInsert<N>;
          },
          write,
        );
      },

      /**
       * PUT, where the spec has one: a versioned full replace that keeps the id, the vessel, the
       * tank or meter and the event; EMIS-132 first, then the resource's rules.
       */
      async update(actor: Actor, id: string, body: W, write: WriteContext): Promise<StoredAnswer> {
        const existing = await reachExisting(actor, id);
        const companyId = await companyFor(actor, existing.vesselId, body.fuelTypeId);
        return writer.update(actor, id, write, async (trx, current) => {
          if (body.id !== id) throw invalidInput(fuelDataMessages.idMismatch, 'id');
          if (body.vesselId !== undefined && body.vesselId !== current.vesselId)
            throw invalidInput(fuelDataMessages.vesselMismatch, 'vesselId');
          if (
            body.fuelTankId !== current.fuelTankId ||
            body.flowMeterId !== current.flowMeterId ||
            body.vesselEventId !== current.vesselEventId
          )
            throw invalidInput(fuelRuleMessages.eventChanged, 'vesselEventId');
          const events = await eventsFor(trx, current.vesselId, current, body);
          requireEditable(events, current);
          if (body.fuelTypeId !== undefined && body.fuelTypeId !== current.fuelTypeId)
            await requireFuelType(trx, body.fuelTypeId, companyId);
          if (!spec.replace) throw new Error(`${spec.table.table} has no PUT.`);
          return spec.replace(trx, current, body, { vesselId: current.vesselId, events });
        });
      },

      async remove(actor: Actor, id: string, write: WriteContext): Promise<StoredAnswer> {
        await reachExisting(actor, id);
        return writer.remove(actor, id, write, async (trx, current) => {
          requireEditable(await eventsFor(trx, current.vesselId, current), current);
          const problem = spec.removalProblem?.(current);
          if (problem) throw conflict(problem);
        });
      },
    };
  }

  type Window = Anchored & { fromDate?: string | undefined; toDate?: string | undefined };

  /** A Find of a tank's or meter's rows with a time, narrowed to fromDate..toDate (both inclusive). */
  const windowed =
    <Q extends Window, E extends { timestamp: string }>(listOf: (query: Q) => Promise<E[]>) =>
    async (actor: Actor, query: Q): Promise<E[]> => {
      await reads.requireFeature(await reachEquipment(actor, query));
      const from = query.fromDate === undefined ? -Infinity : Date.parse(query.fromDate);
      const to = query.toDate === undefined ? Infinity : Date.parse(query.toDate);
      return (await listOf(query)).filter((row) => {
        const at = Date.parse(row.timestamp);
        return at >= from && at <= to;
      });
    };

  const soundings = resource({
    table: soundingsTable,
    notFoundMessage: fuelDataMessages.soundingNotFound,
    columns: async (_trx, body: FuelTankSoundingWrite) => {
      if (body.fuelAmountInTon === null && body.fuelAmountInCubicMetres === null)
        throw invalidInput(fuelRuleMessages.soundingAmountRequired, 'fuelAmountInTon');
      return {
        fuel_tank_id: body.fuelTankId,
        timestamp: body.timestamp,
        fuel_amount_in_ton: body.fuelAmountInTon,
        fuel_amount_in_cubic_metres: body.fuelAmountInCubicMetres,
        fuel_temperature_in_degrees_celcius: body.fuelTemperatureInDegreesCelcius,
      };
    },
  });

  const tankOperations = resource({
    table: fuelTankOperationsTable,
    notFoundMessage: fuelDataMessages.fuelTankOperationNotFound,
    columns: async (_trx, body: FuelTankOperationWrite) => {
      if (body.fuelAdjustmentInTon === 0)
        throw invalidInput(fuelRuleMessages.adjustmentRequired, 'fuelAdjustmentInTon');
      return {
        fuel_tank_id: body.fuelTankId,
        timestamp: body.timestamp,
        fuel_type_id: body.fuelTypeId,
        fuel_density: body.fuelDensity,
        fuel_adjustment_in_ton: body.fuelAdjustmentInTon,
        sulphur_content: body.sulphurContent,
      };
    },
  });

  /** EMIS-168..171 on the tank, and the departure of the event's voyage (filled in when absent). */
  async function tankConsumptionColumns(trx: Db, body: FuelTankFuelConsumptionWrite, { events }: Context) {
    const departureId = voyageOfFuelEntry(events, body)[0]?.id ?? null;
    if (body.departureId !== null && body.departureId !== departureId)
      throw invalidInput(fuelDataMessages.departureMismatch, 'departureId');
    requireValidSpan(
      events,
      body,
      await fuelTankConsumptionsTable.list(trx, { fuel_tank_id: body.fuelTankId }),
    );
    return {
      fuel_tank_id: body.fuelTankId,
      vessel_event_id: body.vesselEventId,
      departure_id: departureId,
      start_at: body.startAt,
      end_at: body.endAt,
      timestamp: body.timestamp,
      fuel_type_id: body.fuelTypeId,
      fuel_consumption_in_ton: body.fuelConsumptionInTon,
    };
  }

  const tankConsumptions = resource({
    table: fuelTankConsumptionsTable,
    notFoundMessage: fuelDataMessages.fuelTankConsumptionNotFound,
    columns: tankConsumptionColumns,
    replace: (trx, _current, body, context) => tankConsumptionColumns(trx, body, context),
  });

  const meterOperations = resource({
    table: flowMeterOperationsTable,
    notFoundMessage: fuelDataMessages.flowMeterOperationNotFound,
    columns: async (_trx, body: FlowMeterOperationWrite) => ({
      flow_meter_id: body.flowMeterId,
      timestamp: body.timestamp,
      fuel_type_id: body.fuelTypeId,
      estimated_fuel_mass_flow_rate_in_ton_day: body.estimatedFuelMassFlowRateInTonDay,
    }),
  });

  const meterConsumptionColumns = (body: FlowMeterFuelConsumptionWrite) => ({
    start_at: body.startAt,
    end_at: body.endAt,
    fuel_type_id: body.fuelTypeId,
    fuel_consumption_in_ton: body.fuelConsumptionInTon,
    corrected_fuel_consumption_in_ton: body.correctedFuelConsumptionInTon,
    actual_fuel_consumption_in_ton: body.actualFuelConsumptionInTon,
  });

  const meterSpansOf = (trx: Db, flowMeterId: string) =>
    flowMeterConsumptionsTable.list(trx, { flow_meter_id: flowMeterId });

  const meterConsumptions = resource({
    table: flowMeterConsumptionsTable,
    notFoundMessage: fuelDataMessages.flowMeterConsumptionNotFound,
    columns: async (trx, body: FlowMeterFuelConsumptionWrite, { events }) => {
      if (body.fuelConsumptionSource !== 'Manual')
        throw invalidInput(fuelRuleMessages.onlyManualCreated, 'fuelConsumptionSource');
      if (body.correctedFuelConsumptionInTon !== null)
        throw invalidInput(fuelRuleMessages.manualHasNoCorrection, 'correctedFuelConsumptionInTon');
      requireValidSpan(events, body, await meterSpansOf(trx, body.flowMeterId));
      return {
        ...meterConsumptionColumns(body),
        vessel_event_id: body.vesselEventId,
        flow_meter_id: body.flowMeterId,
        fuel_consumption_source: body.fuelConsumptionSource,
      };
    },
    removalProblem: (entry: FlowMeterFuelConsumption) =>
      canRemoveConsumption(entry) ? null : fuelRuleMessages.onlyManualRemovable,
    /** EMIS-143/144/145: measured entries change only their correction; Manual ones keep the span rules. */
    replace: async (trx, current, body, { events }) => {
      const problem = checkConsumptionEdit(current, body);
      if (problem) throw invalidInput(problem, 'fuelConsumptionInTon');
      if (current.fuelConsumptionSource === 'Manual')
        requireValidSpan(events, body, await meterSpansOf(trx, current.flowMeterId));
      return meterConsumptionColumns(body);
    },
  });

  return {
    soundings: {
      ...soundings,
      find: windowed((query: FindByFuelTankQuery) =>
        soundingsTable.list(db, { fuel_tank_id: query.fuelTankId }),
      ),
    },

    tankOperations: {
      ...tankOperations,
      find: windowed((query: FindByFuelTankQuery) =>
        fuelTankOperationsTable.list(db, { fuel_tank_id: query.fuelTankId }),
      ),
    },

    tankConsumptions: {
      ...tankConsumptions,
      async find(actor: Actor, query: FindFuelTankConsumptionsQuery) {
        await reads.requireFeature(await reachEquipment(actor, query));
        return fuelTankConsumptionsTable.list(db, {
          fuel_tank_id: query.fuelTankId,
          ...(query.departureId === undefined ? {} : { departure_id: query.departureId }),
          ...(query.vesselEventId === undefined ? {} : { vessel_event_id: query.vesselEventId }),
        });
      },
    },

    meterOperations: {
      ...meterOperations,
      find: windowed((query: FindByFlowMeterQuery) =>
        flowMeterOperationsTable.list(db, { flow_meter_id: query.flowMeterId }),
      ),
    },

    meterConsumptions: {
      ...meterConsumptions,
      async find(actor: Actor, query: FindFlowMeterConsumptionsQuery) {
        requireNotPartner(actor);
        const event = await eventAnchorOf(db, query.vesselEventId);
        if (!event || event.isDeleted) throw notFound(vesselEventMessages.notFound);
        await reachVessel(actor, event.vesselId);
        await reads.requireFeature(event.vesselId);
        return flowMeterConsumptionsTable.list(db, { vessel_event_id: query.vesselEventId });
      },
    },
  };
}

export type FuelDataService = ReturnType<typeof createFuelDataService>;
