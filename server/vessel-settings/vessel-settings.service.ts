// Vessel settings (002 §2 General, EMIS-074..078, EMIS-110): one synced record per vessel,
// replaced by PUT /VesselSettings/{vesselId} with If-Match (412 stale, 428 missing) and
// Idempotency-Key, because crew save them offline; the cargo units the vessel carries (EMIS-209);
// and the external (Veracity) key, which only a SuperUser may read or change (EMIS-198, DECISIONS
// EMIS-199), stored encrypted. Completeness is computed by the clients from the rules module.
import type {
  UpdateVeracityKeyRequest,
  VeracityKey,
  VeracityKeyExpiration,
  VesselCargoUnitRequest,
  VesselSettings,
  VesselSettingsWrite,
} from '../../domain/contracts/vessel-settings.ts';
import { messages } from '../../domain/messages.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { forbidden, invalidInput } from '../http/app-error.ts';
import { requireNotPartner } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import { referenceItemExists } from '../reference-lists/public.ts';
import {
  addVesselCargoUnit,
  findVeracityKey,
  listVesselCargoUnits,
  removeVesselCargoUnit,
  saveVeracityKey,
  saveVesselSettings,
  touchVesselSettings,
  unsavedVesselSettings,
  vesselSettingsColumns,
  vesselSettingsTable,
} from './vessel-settings.repository.ts';
import type { SecretBox } from '../security/secret-box.ts';
import { runIdempotentWrite, type StoredAnswer } from '../db/idempotency.ts';
import { preconditionFailed, requireIfMatch } from '../http/sync-refusal.ts';
import type { Db, WriteContext, WriteMeta } from '../db/synced-table.ts';
import type { VesselsService } from '../vessels/public.ts';

export const vesselSettingsMessages = {
  unknownVesselType: 'Unknown ship type.',
  unknownIceClass: 'Unknown ice class.',
  unknownCargoUnit: 'Unknown cargo unit.',
  vesselIdMismatch: 'The vesselId in the body must be the vessel in the path.',
} as const;

export type VesselSettingsDeps = {
  db: Kysely<Database>;
  now: () => Date;
  vessels: VesselsService;
  /** The box that seals the external keys, opened on first use (the server secret is read lazily). */
  secretBox: () => Promise<SecretBox>;
  /**
   * Asks for the vessel's long-trend recalculation, which stores the ISO 19030 wind-corrected series
   * (ADR 0119): a save that changes the windage particulars asks for it.
   */
  requestRecalculation?: (vesselId: string) => Promise<void>;
};

/** The settings the ISO 19030 wind correction is computed from (ADR 0104). */
const WINDAGE_FIELDS = [
  'windTransverseAreaM2',
  'windAreaHeightM',
  'anemometerHeightM',
  'windDesignDraughtM',
  'breadthM',
  'windShipType',
  'propulsiveEfficiency',
] as const satisfies readonly (keyof VesselSettings & keyof VesselSettingsWrite)[];

export function createVesselSettingsService({
  db,
  now,
  vessels,
  secretBox,
  requestRecalculation,
}: VesselSettingsDeps) {
  /** Every role that sees the vessel, except the partner type (as for voyage data, ADR 0024). */
  async function reachVessel(actor: Actor, vesselId: string): Promise<void> {
    requireNotPartner(actor);
    await vessels.getReachableVessel(actor, vesselId);
  }

  /** The external key: SuperUser only (DECISIONS EMIS-199), for a vessel of its company. */
  async function reachKey(actor: Actor, vesselId: string): Promise<void> {
    if (actor.role !== 'SuperUser') throw forbidden(messages.noPermissionToViewKey);
    await vessels.getReachableVessel(actor, vesselId);
  }

  async function current(trx: Db, vesselId: string): Promise<VesselSettings> {
    return (await vesselSettingsTable.findById(trx, vesselId)) ?? unsavedVesselSettings(trx, vesselId);
  }

  /** One idempotent write under the sync lock, with the meta of its change. */
  function write(
    actor: Actor,
    context: WriteContext,
    apply: (trx: Transaction<Database>, meta: WriteMeta) => Promise<{ status: number; body: unknown }>,
  ): Promise<StoredAnswer> {
    return runIdempotentWrite({
      db,
      key: context.key,
      userId: actor.userId,
      requestHash: context.requestHash,
      apply: (trx, changeSeq) =>
        apply(trx, { userId: actor.userId, deviceId: context.deviceId, changeSeq, now: now() }),
    });
  }

  /** The cargo unit calls: path and body name the same vessel, the unit exists, the settings move on. */
  async function changeCargoUnits(
    actor: Actor,
    vesselId: string,
    input: VesselCargoUnitRequest,
    context: WriteContext,
    change: (trx: Db) => Promise<boolean>,
  ): Promise<StoredAnswer> {
    if (input.vesselId !== vesselId) throw invalidInput(vesselSettingsMessages.vesselIdMismatch, 'vesselId');
    await reachVessel(actor, vesselId);
    return write(actor, context, async (trx, meta) => {
      if (!(await referenceItemExists(trx, 'cargo_units', input.cargoUnitId)))
        throw invalidInput(vesselSettingsMessages.unknownCargoUnit, 'cargoUnitId');
      if (await change(trx)) await touchVesselSettings(trx, vesselId, meta);
      return { status: 200, body: await listVesselCargoUnits(trx, vesselId) };
    });
  }

  return {
    async get(actor: Actor, vesselId: string): Promise<VesselSettings> {
      await reachVessel(actor, vesselId);
      return current(db, vesselId);
    },

    /** Full replace; If-Match "0" creates the settings of a vessel that has none. */
    async update(
      actor: Actor,
      vesselId: string,
      input: VesselSettingsWrite,
      context: WriteContext,
    ): Promise<StoredAnswer> {
      await reachVessel(actor, vesselId);
      const ifMatch = requireIfMatch(context.ifMatch);
      let windageChanged = false;
      const answer = await write(actor, context, async (trx, meta) => {
        const before = await current(trx, vesselId);
        windageChanged = WINDAGE_FIELDS.some((field) => (input[field] ?? null) !== before[field]);
        if (before.version !== ifMatch) throw preconditionFailed(before);
        if (
          input.vesselTypeId !== null &&
          !(await referenceItemExists(trx, 'vessel_types', input.vesselTypeId))
        )
          throw invalidInput(vesselSettingsMessages.unknownVesselType, 'vesselTypeId');
        if (input.iceClassId !== null && !(await referenceItemExists(trx, 'ice_classes', input.iceClassId)))
          throw invalidInput(vesselSettingsMessages.unknownIceClass, 'iceClassId');
        const saved = await saveVesselSettings(trx, vesselId, ifMatch, vesselSettingsColumns(input), meta);
        if (!saved) throw preconditionFailed(before);
        return { status: 200, body: saved };
      });
      if (windageChanged && answer.status < 300 && !answer.replayed) await requestRecalculation?.(vesselId);
      return answer;
    },

    addCargoUnit(actor: Actor, vesselId: string, input: VesselCargoUnitRequest, context: WriteContext) {
      return changeCargoUnits(actor, vesselId, input, context, (trx) =>
        addVesselCargoUnit(trx, vesselId, input.cargoUnitId),
      );
    },

    removeCargoUnit(actor: Actor, vesselId: string, input: VesselCargoUnitRequest, context: WriteContext) {
      return changeCargoUnits(actor, vesselId, input, context, (trx) =>
        removeVesselCargoUnit(trx, vesselId, input.cargoUnitId),
      );
    },

    /** VIEW of the key dialog: the key in clear text, for a SuperUser. */
    async getVeracityKey(actor: Actor, vesselId: string): Promise<VeracityKey> {
      await reachKey(actor, vesselId);
      const stored = await findVeracityKey(db, vesselId);
      if (!stored) return { vesselId, key: null, expirationDate: null };
      return {
        vesselId,
        key: (await secretBox()).open(stored.keyCiphertext, vesselId),
        expirationDate: stored.expiresAt?.toISOString() ?? null,
      };
    },

    async getVeracityKeyExpiration(actor: Actor, vesselId: string): Promise<VeracityKeyExpiration> {
      await reachKey(actor, vesselId);
      const stored = await findVeracityKey(db, vesselId);
      return { vesselId, expirationDate: stored?.expiresAt?.toISOString() ?? null };
    },

    /** EDIT of the key dialog; the settings move on so devices learn hasVeracityKey. */
    async updateVeracityKey(actor: Actor, input: UpdateVeracityKeyRequest): Promise<VeracityKey> {
      await reachKey(actor, input.vesselId);
      const box = await secretBox();
      const expirationDate =
        input.expirationDate === null ? null : new Date(input.expirationDate).toISOString();
      await write(actor, { key: null, ifMatch: null, deviceId: null, requestHash: '' }, async (trx, meta) => {
        await saveVeracityKey(trx, {
          vesselId: input.vesselId,
          keyCiphertext: box.seal(input.key, input.vesselId),
          expiresAt: expirationDate,
          userId: actor.userId,
          now: meta.now,
        });
        await touchVesselSettings(trx, input.vesselId, meta);
        return { status: 200, body: null };
      });
      return { vesselId: input.vesselId, key: input.key, expirationDate };
    },
  };
}

export type VesselSettingsService = ReturnType<typeof createVesselSettingsService>;
