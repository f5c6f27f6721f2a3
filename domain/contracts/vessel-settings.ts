// Vessel settings (002 §2 General, §3; EMIS-074, EMIS-075, EMIS-110) and the vessel's external
// (Veracity) key (EMIS-111, EMIS-198, EMIS-215, EMIS-216). The settings are one synced record per
// vessel (id = vesselId): PUT /VesselSettings/{vesselId} replaces them with If-Match and
// Idempotency-Key like the vessel events, because crew may save them offline (ADR 0024).
import * as v from 'valibot';
import { emailPattern } from './common.ts';
import { ReferenceItemSchema } from './reference-lists.ts';
import { settingsMessages } from '../voyages/settings-messages.ts';
import { messages } from '../messages.ts';
import { WIND_SHIP_TYPE_IDS } from '../performance/wind-correction.ts';
import { endpoint } from './endpoint.ts';

export const settingsTextMaxLength = 200;
export const settingsNotesMaxLength = 4000;

/** A free text: trimmed, and an empty text is stored as null (not filled in). */
function optionalText(maxLength: number) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(maxLength, `At most ${maxLength} characters.`),
        v.transform((text) => (text === '' ? null : text)),
      ),
    ),
    null,
  );
}

/** A particular such as deadweight or power: a finite number of 0 or more, or null (not filled in). */
function optionalQuantity() {
  return v.optional(
    v.nullable(
      v.pipe(
        v.number(settingsMessages.numberRequired),
        v.finite(settingsMessages.numberRequired),
        v.minValue(0, settingsMessages.numberNotNegative),
      ),
    ),
    null,
  );
}

const optionalEmail = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(settingsTextMaxLength, `At most ${settingsTextMaxLength} characters.`),
      v.check((text) => text === '' || emailPattern.test(text), settingsMessages.emailInvalid),
      v.transform((text) => (text === '' ? null : text)),
    ),
  ),
  null,
);

const optionalListId = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100))), null);

/** A windage particular (ISO 19030 wind correction, ADR 0104): a number above 0 and at most `max`, or null. */
function optionalPositive(max: number, tooLarge: string) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.number(settingsMessages.numberRequired),
        v.finite(settingsMessages.numberRequired),
        v.gtValue(0, messages.windSettingNotPositive),
        v.maxValue(max, tooLarge),
      ),
    ),
    null,
  );
}

/** The fields a client writes (PUT is a full replace; an absent field is not filled in). */
export const VesselSettingsWriteSchema = v.object({
  /** A vessel type id of GET /VesselTypes; null shows 'Please select...'. */
  vesselTypeId: optionalListId,
  /** An ice class id of GET /IceClasses; null is 'None'. */
  iceClassId: optionalListId,
  portOfRegistry: optionalText(settingsTextMaxLength),
  homePort: optionalText(settingsTextMaxLength),
  energyEfficiencyDesignIndex: optionalQuantity(),
  estimatedIndexValue: optionalQuantity(),
  /** kW */
  auxiliaryEnginesPower: optionalQuantity(),
  /** kW */
  mainPropulsionPower: optionalQuantity(),
  /** metric tonnes */
  deadweight: optionalQuantity(),
  netTonnage: optionalQuantity(),
  grossTonnage: optionalQuantity(),
  ownerCompanyName: optionalText(settingsTextMaxLength),
  ownerCompanyAddress: optionalText(settingsTextMaxLength),
  operatorCompanyName: optionalText(settingsTextMaxLength),
  operatorCompanyAddress: optionalText(settingsTextMaxLength),
  emissionsContactPersonName: optionalText(settingsTextMaxLength),
  emissionsContactPersonAddress: optionalText(settingsTextMaxLength),
  emissionsContactPersonPhone: optionalText(settingsTextMaxLength),
  emissionsContactPersonEmail: optionalEmail,
  notes: optionalText(settingsNotesMaxLength),
  /** m², the transverse projected area above water at the design draught; null: no wind correction. */
  windTransverseAreaM2: optionalPositive(20_000, messages.windAreaTooLarge),
  /** m, the height of that area's centre above the design waterline. */
  windAreaHeightM: optionalPositive(100, messages.windHeightTooLarge),
  /** m, the anemometer's height above the design waterline. */
  anemometerHeightM: optionalPositive(100, messages.windHeightTooLarge),
  /** m, the draught the area was taken at. */
  windDesignDraughtM: optionalPositive(40, messages.windDraughtTooLarge),
  /** m, the breadth (beam). */
  breadthM: optionalPositive(100, messages.windBreadthTooLarge),
  /** The coefficient table's ship type; null: tanker or bulk carrier. */
  windShipType: v.optional(v.nullable(v.picklist(WIND_SHIP_TYPE_IDS, messages.windShipTypeUnknown)), null),
  /** η_D, a share above 0 and at most 1; null: 0.7. */
  propulsiveEfficiency: optionalPositive(1, messages.propulsiveEfficiencyTooLarge),
});
export type VesselSettingsWrite = v.InferOutput<typeof VesselSettingsWriteSchema>;
export type VesselSettingsField = keyof VesselSettingsWrite;

export const vesselSettingsFields = Object.keys(VesselSettingsWriteSchema.entries) as VesselSettingsField[];

/**
 * GET /VesselSettings/{vesselId}: the settings, the cargo units the vessel carries, whether it has
 * an external key, and the row version. A vessel whose settings were never saved answers every
 * field null with version 0; the first PUT sends If-Match "0".
 */
export const VesselSettingsSchema = v.object({
  id: v.string(),
  vesselId: v.string(),
  vesselTypeId: v.nullable(v.string()),
  iceClassId: v.nullable(v.string()),
  portOfRegistry: v.nullable(v.string()),
  homePort: v.nullable(v.string()),
  energyEfficiencyDesignIndex: v.nullable(v.number()),
  estimatedIndexValue: v.nullable(v.number()),
  auxiliaryEnginesPower: v.nullable(v.number()),
  mainPropulsionPower: v.nullable(v.number()),
  deadweight: v.nullable(v.number()),
  netTonnage: v.nullable(v.number()),
  grossTonnage: v.nullable(v.number()),
  ownerCompanyName: v.nullable(v.string()),
  ownerCompanyAddress: v.nullable(v.string()),
  operatorCompanyName: v.nullable(v.string()),
  operatorCompanyAddress: v.nullable(v.string()),
  emissionsContactPersonName: v.nullable(v.string()),
  emissionsContactPersonAddress: v.nullable(v.string()),
  emissionsContactPersonPhone: v.nullable(v.string()),
  emissionsContactPersonEmail: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  windTransverseAreaM2: v.nullable(v.number()),
  windAreaHeightM: v.nullable(v.number()),
  anemometerHeightM: v.nullable(v.number()),
  windDesignDraughtM: v.nullable(v.number()),
  breadthM: v.nullable(v.number()),
  windShipType: v.nullable(v.picklist(WIND_SHIP_TYPE_IDS)),
  propulsiveEfficiency: v.nullable(v.number()),
  /** The cargo units the vessel typically carries (EMIS-101, EMIS-209). */
  cargoUnits: v.array(ReferenceItemSchema),
  hasVeracityKey: v.boolean(),
  version: v.pipe(v.number(), v.integer()),
  /** Always false: settings are never deleted (the field every synced record carries). */
  isDeleted: v.boolean(),
});
export type VesselSettings = v.InferOutput<typeof VesselSettingsSchema>;

export const VesselIdParamsSchema = v.object({
  vesselId: v.pipe(v.string(), v.uuid('The vesselId must be a UUID.')),
});

/** POST /VesselAdministrations/{id}/AddCargoUnit and /RemoveCargoUnit (EMIS-209); id = vesselId. */
export const VesselCargoUnitRequestSchema = v.object({
  vesselId: v.pipe(v.string(), v.uuid('The vesselId must be a UUID.')),
  cargoUnitId: v.pipe(v.string(), v.uuid('The cargoUnitId must be a UUID.')),
});
export type VesselCargoUnitRequest = v.InferOutput<typeof VesselCargoUnitRequestSchema>;

/** Both cargo unit calls answer the cargo units the vessel carries afterwards. */
export const VesselCargoUnitListSchema = v.array(ReferenceItemSchema);

// External (Veracity) key ------------------------------------------------------------------------

export const veracityKeyMaxLength = 1000;

const KeyTextSchema = v.pipe(
  v.string(settingsMessages.keyRequired),
  v.trim(),
  v.nonEmpty(settingsMessages.keyRequired),
  v.maxLength(veracityKeyMaxLength, `At most ${veracityKeyMaxLength} characters.`),
);

/**
 * PUT /VesselAdministrations/UpdateVeracityKey: `{ vesselId, key }` (002 §7) or
 * `{ vesselId, veracityKey }` (003 §7); both are accepted (DECISIONS EMIS-216). Sending both with
 * different values is refused. `expirationDate` is optional (null: no expiry known).
 */
export const UpdateVeracityKeyRequestSchema = v.pipe(
  v.object({
    vesselId: v.pipe(v.string(), v.uuid('The vesselId must be a UUID.')),
    key: v.optional(KeyTextSchema),
    veracityKey: v.optional(KeyTextSchema),
    expirationDate: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.isoTimestamp('The expirationDate must be an ISO 8601 date and time.'),
          v.check((text) => !Number.isNaN(Date.parse(text)), 'The expirationDate must be a valid date.'),
        ),
      ),
      null,
    ),
  }),
  v.check((body) => body.key !== undefined || body.veracityKey !== undefined, settingsMessages.keyRequired),
  v.check(
    (body) => body.key === undefined || body.veracityKey === undefined || body.key === body.veracityKey,
    settingsMessages.keyFieldsDiffer,
  ),
  v.transform((body) => ({
    vesselId: body.vesselId,
    key: (body.key ?? body.veracityKey) as string,
    expirationDate: body.expirationDate,
  })),
);
export type UpdateVeracityKeyRequest = v.InferOutput<typeof UpdateVeracityKeyRequestSchema>;

/** GET /VesselAdministrations/{id}/GetVeracityKey (VIEW): null key when none is stored. */
export const VeracityKeySchema = v.object({
  vesselId: v.string(),
  key: v.nullable(v.string()),
  expirationDate: v.nullable(v.string()),
});
export type VeracityKey = v.InferOutput<typeof VeracityKeySchema>;

/** GET /VesselAdministrations/{id}/GetVeracityKeyExpirationDate */
export const VeracityKeyExpirationSchema = v.object({
  vesselId: v.string(),
  expirationDate: v.nullable(v.string()),
});
export type VeracityKeyExpiration = v.InferOutput<typeof VeracityKeyExpirationSchema>;

/** /VesselAdministrations/{id}/... calls of the settings: id = the vessel. */
const AdministrationParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid(messages.idNotUuid)) });

/**
 * The vessel settings' endpoints (ADR 0024), with the cargo units and the external (Veracity) key
 * kept under /VesselAdministrations; declared once for the server's router and the client.
 */
export const vesselSettingsEndpoints = {
  get: endpoint({
    method: 'get',
    path: '/VesselSettings/{vesselId}',
    params: VesselIdParamsSchema,
    response: VesselSettingsSchema,
  }),
  update: endpoint({
    method: 'put',
    path: '/VesselSettings/{vesselId}',
    params: VesselIdParamsSchema,
    body: VesselSettingsWriteSchema,
    response: VesselSettingsSchema,
  }),
  addCargoUnit: endpoint({
    method: 'post',
    path: '/VesselAdministrations/{id}/AddCargoUnit',
    params: AdministrationParamsSchema,
    body: VesselCargoUnitRequestSchema,
    response: VesselCargoUnitListSchema,
  }),
  removeCargoUnit: endpoint({
    method: 'post',
    path: '/VesselAdministrations/{id}/RemoveCargoUnit',
    params: AdministrationParamsSchema,
    body: VesselCargoUnitRequestSchema,
    response: VesselCargoUnitListSchema,
  }),
  getVeracityKey: endpoint({
    method: 'get',
    path: '/VesselAdministrations/{id}/GetVeracityKey',
    params: AdministrationParamsSchema,
    response: VeracityKeySchema,
  }),
  updateVeracityKey: endpoint({
    method: 'put',
    path: '/VesselAdministrations/UpdateVeracityKey',
    body: UpdateVeracityKeyRequestSchema,
    response: VeracityKeySchema,
  }),
  getVeracityKeyExpiration: endpoint({
    method: 'get',
    path: '/VesselAdministrations/{id}/GetVeracityKeyExpirationDate',
    params: AdministrationParamsSchema,
    response: VeracityKeyExpirationSchema,
  }),
};
