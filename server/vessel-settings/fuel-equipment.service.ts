// FuelTanks and FlowMeters (EMIS-080, 081, 148, 173-175, 210, 211) on the sync protocol: created
// with the device's id (Idempotency-Key makes repeats safe), names unique among the vessel's
// active ones, ignoring case (EMIS-174, the spec's texts), and DELETE with If-Match: a tank or
// meter that already has data is deactivated (kept for its history), one without is soft-deleted
// (ADR 0024). Access: every role that sees the vessel, except the partner type.
import type { CreateFlowMeterRequest, FlowMeter } from '../../domain/contracts/flow-meters.ts';
import type { CreateFuelTankRequest, FuelTank } from '../../domain/contracts/fuel-tanks.ts';
import {
  checkNewFlowMeterName,
  checkNewFuelTankName,
  type NamedEquipment,
} from '../../domain/voyages/settings-rules.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { conflict, invalidInput, notFound } from '../http/app-error.ts';
import { requireNotPartner } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import {
  flowMeterHasData,
  flowMetersTable,
  fuelTankHasData,
  fuelTanksTable,
  isVesselLogVariable,
} from './fuel-equipment.repository.ts';
import { findFuelType } from '../reference-lists/public.ts';
import type { StoredAnswer } from '../db/idempotency.ts';
import { syncedWriter, type Db, type SyncedTable, type WriteContext } from '../db/synced-table.ts';
import type { VesselsService } from '../vessels/public.ts';

export const fuelEquipmentMessages = {
  fuelTankNotFound: 'The fuel tank was not found.',
  flowMeterNotFound: 'The flow meter was not found.',
  fuelTypeNotFound: 'The fuel type was not found.',
  logVariableNotFound: 'The flow rate log variable is not a log variable of this vessel.',
} as const;

type Deps = { db: Kysely<Database>; now: () => Date; vessels: VesselsService };

type EquipmentSpec<N extends 'fuel_tanks' | 'flow_meters', E extends FuelTank | FlowMeter> = {
  table: SyncedTable<N, E>;
  notFoundMessage: string;
  checkName: (name: string, existing: readonly NamedEquipment[]) => string | null;
  hasData: (db: Db, id: string) => Promise<boolean>;
};

/** The find, create and delete of one kind of fuel equipment; the kinds differ only in their spec. */
function equipmentService<N extends 'fuel_tanks' | 'flow_meters', E extends FuelTank | FlowMeter>(
  { db, now, vessels }: Deps,
  spec: EquipmentSpec<N, E>,
) {
  const writer = syncedWriter(spec.table, { db, now, notFoundMessage: spec.notFoundMessage });

  async function reachVessel(actor: Actor, vesselId: string) {
    requireNotPartner(actor);
    return vessels.getReachableVessel(actor, vesselId);
  }

  return {
    /** Live tanks or meters of the vessel, deactivated ones included (flagged). */
    async find(actor: Actor, vesselId: string): Promise<E[]> {
      await reachVessel(actor, vesselId);
      return spec.table.listByVessel(db, vesselId);
    },

    /** Checks what every kind shares, then inserts the columns `columns` adds for the kind. */
    async create(
      actor: Actor,
      input: CreateFuelTankRequest,
      write: WriteContext,
      columns: (trx: Db) => Promise<Record<string, unknown>> = async () => ({}),
    ): Promise<StoredAnswer> {
      const vessel = await reachVessel(actor, input.vesselId);
      return writer.create(
        actor,
        input.id,
        async (trx) => {
          const fuelType = await findFuelType(trx, input.fuelTypeId);
          if (!fuelType || (fuelType.companyId !== null && fuelType.companyId !== vessel.companyId))
            throw invalidInput(fuelEquipmentMessages.fuelTypeNotFound, 'fuelTypeId');
          const taken = spec.checkName(input.name, await spec.table.listByVessel(trx, input.vesselId));
          if (taken) throw conflict(taken);
          return {
            vessel_id: input.vesselId,
            name: input.name,
            fuel_type_id: input.fuelTypeId,
            fuel_consumption_sources: JSON.stringify(input.fuelConsumptionSources),
            ...(await columns(trx)),
          } as never;
        },
        write,
      );
    },

    /** Deactivates when the tank or meter has data (EMIS-148), else soft-deletes; If-Match required. */
    async remove(actor: Actor, id: string, write: WriteContext): Promise<StoredAnswer> {
      const existing = await spec.table.findById(db, id);
      if (!existing || existing.isDeleted) {
        requireNotPartner(actor);
        throw notFound(spec.notFoundMessage);
      }
      await reachVessel(actor, existing.vesselId);
      return writer.change(actor, id, write, async (trx, _current, meta, ifMatch) =>
        (await spec.hasData(trx, id))
          ? spec.table.update(trx, id, ifMatch, { is_deactivated: true } as never, meta)
          : spec.table.softDelete(trx, id, ifMatch, meta),
      );
    },
  };
}

export function createFuelEquipmentServices(deps: Deps) {
  const fuelTanks = equipmentService(deps, {
    table: fuelTanksTable,
    notFoundMessage: fuelEquipmentMessages.fuelTankNotFound,
    checkName: checkNewFuelTankName,
    hasData: fuelTankHasData,
  });
  const flowMeters = equipmentService(deps, {
    table: flowMetersTable,
    notFoundMessage: fuelEquipmentMessages.flowMeterNotFound,
    checkName: checkNewFlowMeterName,
    hasData: flowMeterHasData,
  });
  return {
    fuelTanks,
    flowMeters: {
      ...flowMeters,
      /** A flow meter also names its flow rate log variable (null: manual input), one of the vessel's. */
      create(actor: Actor, input: CreateFlowMeterRequest, write: WriteContext): Promise<StoredAnswer> {
        const logVariableId = input.fuelMassFlowRateLogVariableId;
        return flowMeters.create(actor, input, write, async (trx) => {
          if (logVariableId !== null && !(await isVesselLogVariable(trx, input.vesselId, logVariableId)))
            throw invalidInput(fuelEquipmentMessages.logVariableNotFound, 'fuelMassFlowRateLogVariableId');
          return { fuel_mass_flow_rate_log_variable_id: logVariableId };
        });
      },
    },
  };
}

export type FuelEquipmentServices = ReturnType<typeof createFuelEquipmentServices>;
