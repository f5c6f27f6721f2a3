// Emissions compliance (002 §2 'EmissionsCompliance', §3, §7, §8; EMIS-114, EMIS-225, EMIS-235;
// ADR 0073): the voyage summary and the emission summary of a vessel (shapes not shown in the spec:
// ours), and the files beside them, uploaded several at once and downloaded by name.
import * as v from 'valibot';
import { IdSchema, IsoDateTimeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { VesselFileListSchema } from './vessel-files.ts';
import { VesselIdParamsSchema } from './vessel-settings.ts';

export const ComplianceFuelSchema = v.object({
  fuelTypeId: v.string(),
  fuelTypeName: v.string(),
  tonnes: v.number(),
  co2Tonnes: v.number(),
});
export type ComplianceFuel = v.InferOutput<typeof ComplianceFuelSchema>;

export const MrvBucketSchema = v.picklist([
  'between_ms_ports',
  'departed_from_ms_ports',
  'to_ms_ports',
  'within_ms_ports_at_berth',
]);

/** One voyage; the figures only once its data is confirmed (002 §4), else null. */
export const ComplianceVoyageSchema = v.object({
  departureId: IdSchema,
  name: v.string(),
  fromPort: v.nullable(v.string()),
  toPort: v.nullable(v.string()),
  startDate: IsoDateTimeSchema,
  endDate: IsoDateTimeSchema,
  isDataConfirmed: v.boolean(),
  distanceNm: v.nullable(v.number()),
  hoursAtSea: v.nullable(v.number()),
  fuel: v.array(ComplianceFuelSchema),
  co2Tonnes: v.nullable(v.number()),
  /** The EU MRV bucket (Art. 10), null when outside MRV scope or not confirmed. */
  mrvBucket: v.nullable(MrvBucketSchema),
  /** The informative EU ETS share of the voyage's CO2 (1, 0.5 or 0). */
  etsShare: v.nullable(v.number()),
  /** Of co2Tonnes, the CO2 at berth after the arrival (in the arrival port); null when not confirmed. */
  co2AtBerthTonnes: v.nullable(v.number()),
});
export type ComplianceVoyage = v.InferOutput<typeof ComplianceVoyageSchema>;

export const ComplianceVoyagesSchema = v.object({
  vesselId: IdSchema,
  voyages: v.array(ComplianceVoyageSchema),
  /** The files uploaded for the voyage summary table. */
  files: VesselFileListSchema,
});
export type ComplianceVoyages = v.InferOutput<typeof ComplianceVoyagesSchema>;

export const EmissionYearSchema = v.object({
  year: v.number(),
  /** Confirmed voyages departed in the year (EMIS-138), and the passages and stays of them in MRV scope. */
  voyageCount: v.number(),
  mrvVoyageCount: v.number(),
  mrvCo2Tonnes: v.number(),
  co2TonnesByBucket: v.record(v.string(), v.number()),
  /** CO2 × each voyage's ETS share, before the year's phase-in. */
  etsCo2Tonnes: v.number(),
  etsPhaseInShare: v.number(),
  co2Tonnes: v.number(),
  distanceNm: v.number(),
  hoursAtSea: v.number(),
  fuel: v.array(ComplianceFuelSchema),
  /** IMO DCS transport work, t·nm (cargo carried × distance of the passages). */
  transportWorkTonneNm: v.number(),
  /** EU ETS allowances to surrender (phase-in applied; CH4 and N2O from 2026), as on the Emission report. */
  euEtsSurrenderTonnesCo2e: v.number(),
  /** FuelEU Maritime compliance balance, t CO2e (null without energy in scope). */
  fuelEuBalanceTonnesCo2e: v.nullable(v.number()),
  ukEtsSurrenderTonnesCo2e: v.number(),
  /** Voyages departed in the year whose data is not confirmed: in no figure. */
  unconfirmedVoyageCount: v.number(),
  /** co2Tonnes − mrvCo2Tonnes: passages between and stays at berth in ports outside the EU/EEA. */
  outsideMrvCo2Tonnes: v.number(),
  nonMemberStateBerthCo2Tonnes: v.number(),
  /** What the year's figures include and leave out, in words. */
  notes: v.array(v.string()),
});
export type EmissionYear = v.InferOutput<typeof EmissionYearSchema>;

export const EmissionSummarySchema = v.object({
  vesselId: IdSchema,
  /** Latest year first. */
  years: v.array(EmissionYearSchema),
  /** Voyages not counted because their data is not confirmed. */
  unconfirmedVoyageCount: v.number(),
});
export type EmissionSummary = v.InferOutput<typeof EmissionSummarySchema>;

export const ComplianceUploadQuerySchema = v.object({
  vesselId: v.pipe(v.string(), v.uuid('The vesselId must be a UUID.')),
});
export const ComplianceDownloadQuerySchema = v.object({
  vesselId: v.pipe(v.string(), v.uuid('The vesselId must be a UUID.')),
  fileName: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
});

/** The emissions compliance endpoints, declared once for the server's router and the client. */
export const emissionComplianceEndpoints = {
  voyages: endpoint({
    method: 'get',
    path: '/EmissionCompliance/voyages/{vesselId}',
    params: VesselIdParamsSchema,
    response: ComplianceVoyagesSchema,
  }),
  emissionSummary: endpoint({
    method: 'get',
    path: '/EmissionCompliance/emission-summary/{vesselId}',
    params: VesselIdParamsSchema,
    response: EmissionSummarySchema,
  }),
  /** Files for the voyage summary as multipart: "files" (one or more) and "replace". */
  upload: endpoint({
    method: 'post',
    path: '/EmissionCompliance/upload-multiple',
    query: ComplianceUploadQuerySchema,
    response: VesselFileListSchema,
    status: 201,
  }),
  /** One file by vessel and name, as a download (not JSON). */
  download: endpoint({
    method: 'get',
    path: '/EmissionCompliance/download-voyage-file',
    query: ComplianceDownloadQuerySchema,
  }),
};
