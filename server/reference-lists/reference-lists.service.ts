// The reference lists of the emission report (EMIS-212): fuel types with the company-owned ones
// that SuperUsers and Administrators add and delete (EMIS-187, ADR 0024), fuel consumption
// sources, ice classes, vessel types and cargo units. Every list is for signed-in users other than
// the partner type, which reaches vessels only through /Kognifai/*.
import {
  fuelConsumptionSourceNames,
  fuelConsumptionSources,
  type CreateFuelTypeRequest,
  type FuelConsumptionSourceItem,
  type FuelType,
  type ReferenceItem,
} from '../../domain/contracts/reference-lists.ts';
import { checkNewFuelTypeName, withName } from '../../domain/voyages/settings-rules.ts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { managedCompanyId, requireCompanyInReach, requireNotPartner } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import {
  deleteFuelType,
  findFuelType,
  insertFuelType,
  isFuelTypeInUse,
  listCargoUnits,
  listFuelTypes,
  listIceClasses,
  listVesselTypes,
} from './reference-lists.repository.ts';
import { lockSyncWrites, runIdempotentWrite, type StoredAnswer } from '../db/idempotency.ts';
import type { WriteContext } from '../db/synced-table.ts';

export const referenceListMessages = {
  fuelTypeNotFound: 'The fuel type was not found.',
  globalFuelType: 'A global fuel type cannot be deleted; only fuel types your company added can.',
  fuelTypeInUse: 'The fuel type X is used by a fuel tank, a flow meter or fuel data and cannot be deleted.',
} as const;

export function createReferenceListsService({ db }: { db: Kysely<Database> }) {
  return {
    /** The global fuel types and the caller's company's (an Administrator's current company). */
    async fuelTypes(actor: Actor): Promise<FuelType[]> {
      requireNotPartner(actor);
      return listFuelTypes(db, actor.companyId);
    },

    /** A company-owned fuel type (EMIS-176): SuperUser for its company, Administrator for the current one. */
    async createFuelType(
      actor: Actor,
      input: CreateFuelTypeRequest,
      write: WriteContext,
    ): Promise<StoredAnswer> {
      const companyId = managedCompanyId(actor);
      return runIdempotentWrite({
        db,
        key: write.key,
        userId: actor.userId,
        requestHash: write.requestHash,
        apply: async (trx) => {
          const id = input.id ?? randomUUID();
          if (await findFuelType(trx, id)) throw conflict('A record with this id already exists.');
          const taken = checkNewFuelTypeName(input.name, await listFuelTypes(trx, companyId));
          if (taken) throw conflict(taken);
          return { status: 201, body: await insertFuelType(trx, { ...input, id, companyId }) };
        },
      });
    },

    /** EMIS-187: only a company-owned type, by its company, and only while nothing uses it. */
    async deleteFuelType(actor: Actor, id: string): Promise<void> {
      managedCompanyId(actor);
      const fuelType = await findFuelType(db, id);
      if (!fuelType) throw notFound(referenceListMessages.fuelTypeNotFound);
      if (fuelType.companyId === null) throw conflict(referenceListMessages.globalFuelType);
      requireCompanyInReach(actor, fuelType.companyId);
      await db.transaction().execute(async (trx) => {
        // Under the sync write lock, so no tank, meter or fuel entry can take the type meanwhile.
        await lockSyncWrites(trx);
        if (await isFuelTypeInUse(trx, id))
          throw conflict(withName(referenceListMessages.fuelTypeInUse, fuelType.name));
        await deleteFuelType(trx, id);
      });
    },

    fuelConsumptionSources(actor: Actor): FuelConsumptionSourceItem[] {
      requireNotPartner(actor);
      return fuelConsumptionSources.map((id) => ({ id, name: fuelConsumptionSourceNames[id] }));
    },

    async iceClasses(actor: Actor): Promise<ReferenceItem[]> {
      requireNotPartner(actor);
      return listIceClasses(db);
    },

    async vesselTypes(actor: Actor): Promise<ReferenceItem[]> {
      requireNotPartner(actor);
      return listVesselTypes(db);
    },

    async cargoUnits(actor: Actor): Promise<ReferenceItem[]> {
      requireNotPartner(actor);
      return listCargoUnits(db);
    },
  };
}

export type ReferenceListsService = ReturnType<typeof createReferenceListsService>;
