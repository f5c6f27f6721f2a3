// Vessels of 003 §3/§5/§7 (ADMIN-130..139, ADMIN-159). Validation texts are the spec's.
import * as v from 'valibot';
import { fillMessage, messages } from '../messages.ts';
import {
  draftMaxMetres,
  draftMinMetres,
  imoMaxDigits,
  numberOfShaftsOptions,
  vesselNameMaxLength,
} from '../vessel-rules.ts';
import { TREND_SOURCES } from '../performance/noon-report-trends.ts';
import { IdParamsSchema, IdSchema, IsoDateTimeSchema, QueryBooleanSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const activeStatuses = ['Unassigned', 'Active', 'Assigned', 'Archived'] as const;
export const ActiveStatusSchema = v.picklist(activeStatuses);
export type ActiveStatus = (typeof activeStatuses)[number];

export const VesselFeatureSchema = v.object({ id: IdSchema, name: v.string() });
export type VesselFeature = v.InferOutput<typeof VesselFeatureSchema>;

export const VesselSchema = v.object({
  id: IdSchema,
  name: v.string(),
  imoNumber: v.number(),
  companyId: v.nullable(IdSchema),
  companyName: v.nullable(v.string()),
  vesselType: v.nullable(v.string()),
  deadweight: v.nullable(v.number()),
  grossTonnage: v.nullable(v.number()),
  created: IsoDateTimeSchema,
  lastExportDate: v.nullable(IsoDateTimeSchema),
  draftMean: v.nullable(v.number()),
  ballastDraftHigh: v.nullable(v.number()),
  ballastDraftLow: v.nullable(v.number()),
  ladenDraftHigh: v.nullable(v.number()),
  ladenDraftLow: v.nullable(v.number()),
  maxContinuousRating: v.nullable(v.number()),
  speedMaxContinuousRating: v.nullable(v.number()),
  numberOfShafts: v.nullable(v.number()),
  activeStatus: ActiveStatusSchema,
  isDataReceiver: v.boolean(),
  performanceStatus: v.nullable(v.string()),
  course: v.nullable(v.number()),
  logDataMinDate: v.nullable(IsoDateTimeSchema),
  logDataMaxDate: v.nullable(IsoDateTimeSchema),
  /**
   * The first and last daily value of the vessel's long trends (000 §3; the Diagnostics top bar).
   * Optional on read: the vessels a device kept before these fields existed still parse offline.
   */
  trendDataMinDate: v.optional(v.nullable(IsoDateTimeSchema), null),
  trendDataMaxDate: v.optional(v.nullable(IsoDateTimeSchema), null),
  /** Where the long trends (and so the status) came from: sensor data or noon reports (ADR 0107). */
  trendSource: v.optional(v.nullable(v.picklist(TREND_SOURCES))),
  features: v.array(VesselFeatureSchema),
  /**
   * The row version (ETag of GET /Vessels/{id}); an edit sends it back in If-Match (ADR 0092).
   * Optional on read like the trend dates: a vessel a device kept from before reads as 0, and an
   * edit based on it is answered 412 with the current vessel.
   */
  version: v.optional(v.pipe(v.number(), v.integer()), 0),
});
export type Vessel = v.InferOutput<typeof VesselSchema>;

/** GET /Vessels/Extended: the vessel plus what vessel administration shows. */
export const ExtendedVesselSchema = v.object({
  ...VesselSchema.entries,
  accessGroupCount: v.number(),
});
export type ExtendedVessel = v.InferOutput<typeof ExtendedVesselSchema>;

export const VesselsQuerySchema = v.object({
  IgnoreCompany: v.optional(QueryBooleanSchema),
  companyId: v.optional(IdSchema),
});
export type VesselsQuery = v.InferInput<typeof VesselsQuerySchema>;

const isBlank = (input: unknown) => input === undefined || input === null || input === '';
const toNumber = (input: unknown) => (typeof input === 'string' ? Number(input.trim()) : input);
const isFiniteNumber = (input: unknown): input is number =>
  typeof input === 'number' && Number.isFinite(input);

type NumberRule = {
  label: string;
  min?: number;
  max?: number;
  belowMinMessage: string;
  notNumberMessage: string;
};

/** A number that may be sent as a number or a numeric string; `required` decides on blanks. */
function numberField(rule: NumberRule & { required?: string }) {
  return v.pipe(
    v.unknown(),
    v.check((input) => !rule.required || !isBlank(input), rule.required ?? ''),
    v.transform((input) => (isBlank(input) ? null : toNumber(input))),
    v.check((input) => input === null || isFiniteNumber(input), rule.notNumberMessage),
    v.check(
      (input) =>
        input === null ||
        // The checks of a pipe all run: only a number is compared (an object with its own
        // `valueOf` or `toString` key throws when compared or printed).
        !isFiniteNumber(input) ||
        ((rule.min === undefined || input >= rule.min) && (rule.max === undefined || input <= rule.max)),
      rule.belowMinMessage,
    ),
    v.transform((input) => input as number | null),
  );
}

function optionalDraft(label: string) {
  return v.optional(
    numberField({
      label,
      min: draftMinMetres,
      max: draftMaxMetres,
      notNumberMessage: fillMessage(messages.fieldMustBeNumber, { field: label }),
      belowMinMessage: fillMessage(messages.fieldOutOfDraftRange, { field: label }),
    }),
  );
}

export const DraftMeanSchema = numberField({
  label: 'Draft',
  required: messages.draftRequired,
  min: draftMinMetres,
  max: draftMaxMetres,
  notNumberMessage: messages.draftMustBeNumber,
  belowMinMessage: messages.draftOutOfRange,
});

export const ImoNumberSchema = v.pipe(
  v.unknown(),
  v.check((input) => !isBlank(input), messages.imoRequired),
  v.transform((input) => toNumber(input)),
  v.check(
    (input) => isFiniteNumber(input) && Number.isInteger(input) && input >= 0,
    messages.imoMustBeNumber,
  ),
  v.check(
    (input) => !isFiniteNumber(input) || String(input).length <= imoMaxDigits,
    messages.imoMustBeSevenDigits,
  ),
  v.transform((input) => input as number),
);

const speedMcrLabel = 'Speed Max Continuous Rating';

/** PUT /Vessels/{id}. The IMO number cannot change after creation (ADMIN-131); when sent it must match. */
export const VesselUpdateRequestSchema = v.object({
  name: v.pipe(
    v.unknown(),
    v.check((input) => typeof input === 'string' && input.trim() !== '', messages.vesselNameRequired),
    v.transform((input) => (input as string).trim()),
    v.maxLength(vesselNameMaxLength, messages.vesselNameTooLong),
  ),
  imoNumber: v.optional(ImoNumberSchema),
  draftMean: DraftMeanSchema,
  ballastDraftHigh: optionalDraft('Ballast Draft High'),
  ballastDraftLow: optionalDraft('Ballast Draft Low'),
  ladenDraftHigh: optionalDraft('Laden Draft High'),
  ladenDraftLow: optionalDraft('Laden Draft Low'),
  maxContinuousRating: numberField({
    label: 'Max Continuous Rating',
    required: messages.mcrRequired,
    min: 0,
    notNumberMessage: fillMessage(messages.fieldMustBeNumber, { field: 'Max Continuous Rating' }),
    belowMinMessage: messages.mcrMustBePositive,
  }),
  speedMaxContinuousRating: v.optional(
    numberField({
      label: speedMcrLabel,
      min: 0,
      notNumberMessage: fillMessage(messages.fieldMustBeNumber, { field: speedMcrLabel }),
      belowMinMessage: `The ${speedMcrLabel} field must be greater than 0`,
    }),
  ),
  numberOfShafts: v.optional(v.picklist(numberOfShaftsOptions)),
});
export type VesselUpdateRequest = v.InferInput<typeof VesselUpdateRequestSchema>;
/** The request after validation: numbers parsed, blanks as null. */
export type VesselUpdate = v.InferOutput<typeof VesselUpdateRequestSchema>;

/** PUT /Vessels/{id}/Draft. */
export const VesselDraftRequestSchema = v.object({ draftMean: DraftMeanSchema });
export type VesselDraftRequest = v.InferInput<typeof VesselDraftRequestSchema>;

/** The vessels' endpoints (003 §7), declared once for the server's router and the client. */
export const vesselEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/Vessels',
    query: VesselsQuerySchema,
    response: v.array(VesselSchema),
  }),
  extended: endpoint({ method: 'get', path: '/Vessels/Extended', response: v.array(ExtendedVesselSchema) }),
  get: endpoint({ method: 'get', path: '/Vessels/{id}', params: IdParamsSchema, response: VesselSchema }),
  update: endpoint({
    method: 'put',
    path: '/Vessels/{id}',
    params: IdParamsSchema,
    body: VesselUpdateRequestSchema,
    response: VesselSchema,
  }),
  updateDraft: endpoint({
    method: 'put',
    path: '/Vessels/{id}/Draft',
    params: IdParamsSchema,
    body: VesselDraftRequestSchema,
    response: VesselSchema,
  }),
  /** The partner's vessels (its access groups). */
  partnerList: endpoint({ method: 'get', path: '/Kognifai/Vessels', response: v.array(VesselSchema) }),
};
