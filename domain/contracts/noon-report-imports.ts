// Noon report imports (issue 24 §2, ADR 0106): a fleet's noon report export (CSV or XLSX, one row
// per report, in its own column names and units) read into a vessel's noon reports through a
// mapping saved per vessel and source. The calls (Administrators and SuperUsers, for vessels they reach):
//   POST /NoonReportImports/{vesselId}/Preview   multipart "file" (+ "sheetName")            -> NoonImportPreview
//   GET  /NoonReportImports/{vesselId}/Mappings                                              -> NoonImportMappingListItem[]
//   POST /NoonReportImports/{vesselId}/Mappings  NoonImportMapping (saved again by source)   -> NoonImportMappingListItem
//   POST /NoonReportImports/{vesselId}/DryRun    multipart "file" + "mappingId" or "mapping" -> NoonImportDryRun
//   POST /NoonReportImports/{vesselId}/Import    multipart "file" + "mappingId"              -> NoonImportResult
// Quantities carry their unit in the name. The file reader, the time formats, the zones and the unit
// families are those of the logger imports (domain/contracts/logger-imports.ts).
import * as v from 'valibot';
import { unitIds, type UnitFamily } from '../units/units.ts';
import { IdSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import {
  ImportVesselParamsSchema,
  importRefusalSchema,
  loggerFileKinds,
  loggerTimeFormats,
  LoggerDialectSchema,
  LoggerTimeZoneSchema,
} from './logger-imports.ts';
import { noonReportConsumers } from './noon-reports.ts';

/** The fields of a noon report a column can fill, one value per row. */
export const noonImportScalarFields = [
  'latitude',
  'longitude',
  'hoursSteamed',
  'distanceOverGroundNm',
  'distanceThroughWaterNm',
  'averageSpeedKn',
  'mainEnginePowerKw',
  'shaftSpeedRpm',
  'draftForwardM',
  'draftAftM',
  'windForceBeaufort',
  'windDirectionDeg',
  'seaStateDouglas',
  'cargoTonnes',
  'remarks',
] as const;
export type NoonImportScalarField = (typeof noonImportScalarFields)[number];

/** A column of fuel: used by a consumer, remaining on board, or bunkered, of one fuel type. */
export const noonImportFuelFields = ['fuel', 'rob', 'bunkered'] as const;
export const noonImportFields = [...noonImportScalarFields, ...noonImportFuelFields] as const;
export type NoonImportField = (typeof noonImportFields)[number];

/**
 * Mass units of the fuel and cargo columns (a noon report's fuel is an amount over the report's
 * period, not a flow): tonnes, kilograms, or cubic metres with the fuel's density. The other fields
 * use the unit families of domain/units/units.ts; hours steamed is in hours.
 */
export const noonMassUnits = ['t', 'kg', 'm3'] as const;
export type NoonMassUnit = (typeof noonMassUnits)[number];
export const noonImportUnitIds = [...unitIds, ...noonMassUnits, 'h'] as const;
export type NoonImportUnit = (typeof noonImportUnitIds)[number];

/** The family a field's unit is of: a family of units.ts, 'mass' (noonMassUnits), 'hours' or none (text). */
export const noonImportFieldFamilies: Readonly<
  Record<NoonImportField, UnitFamily | 'mass' | 'hours' | null>
> = {
  latitude: 'angle',
  longitude: 'angle',
  hoursSteamed: 'hours',
  distanceOverGroundNm: 'distance',
  distanceThroughWaterNm: 'distance',
  averageSpeedKn: 'speed',
  mainEnginePowerKw: 'power',
  shaftSpeedRpm: 'rotationalSpeed',
  draftForwardM: 'length',
  draftAftM: 'length',
  windForceBeaufort: 'dimensionless',
  windDirectionDeg: 'angle',
  seaStateDouglas: 'dimensionless',
  cargoTonnes: 'mass',
  remarks: null,
  fuel: 'mass',
  rob: 'mass',
  bunkered: 'mass',
};

/** The unit each field is stored in. */
export const noonImportStoredUnits: Readonly<Record<NoonImportField, NoonImportUnit | null>> = {
  latitude: 'deg',
  longitude: 'deg',
  hoursSteamed: 'h',
  distanceOverGroundNm: 'nmi',
  distanceThroughWaterNm: 'nmi',
  averageSpeedKn: 'kn',
  mainEnginePowerKw: 'kW',
  shaftSpeedRpm: 'rpm',
  draftForwardM: 'm',
  draftAftM: 'm',
  windForceBeaufort: '1',
  windDirectionDeg: 'deg',
  seaStateDouglas: '1',
  cargoTonnes: 't',
  remarks: null,
  fuel: 't',
  rob: 't',
  bunkered: 't',
};

export const NoonImportColumnMappingSchema = v.object({
  /** The header text of the column, exactly as the preview gave it. */
  source: v.pipe(
    v.string(),
    v.minLength(1, 'Each mapped column needs its name in the file.'),
    v.maxLength(200),
  ),
  field: v.picklist(noonImportFields, 'Choose the noon report field of each mapped column.'),
  /** The unit the file writes the values in; null for the remarks. */
  unit: v.optional(
    v.nullable(v.picklist(noonImportUnitIds, 'The unit must be one of the units Wakeline converts.')),
    null,
  ),
  /** Fuel, ROB and bunkered columns: the fuel type. */
  fuelTypeId: v.optional(v.nullable(IdSchema), null),
  /** Fuel columns: who used it. */
  consumer: v.optional(
    v.nullable(
      v.picklist(
        noonReportConsumers,
        'The consumer must be main engine, auxiliary engines, boilers or other.',
      ),
    ),
    null,
  ),
  /** A volume (m³) becomes tonnes with the fuel's density in kg/m³. */
  densityKgPerM3: v.optional(
    v.nullable(
      v.pipe(
        v.number('The density must be a number of kg/m³.'),
        v.minValue(1, 'The density must be above 0 kg/m³.'),
        v.maxValue(2000, 'The density must be at most 2000 kg/m³.'),
      ),
    ),
    null,
  ),
});
export type NoonImportColumnMapping = v.InferOutput<typeof NoonImportColumnMappingSchema>;

export const NoonImportMappingSchema = v.object({
  /** The export this mapping is for, e.g. 'Fleet noon report sheet'; one mapping per vessel and source. */
  sourceName: v.pipe(
    v.string('Give the source a name.'),
    v.trim(),
    v.minLength(1, 'Give the source a name.'),
    v.maxLength(120, 'A source name has at most 120 characters.'),
  ),
  /** The header text of the report time column. */
  timeColumn: v.pipe(v.string(), v.minLength(1, 'Choose the time column.')),
  /** 'in data', 'UTC', an IANA zone or a fixed offset: the zone of zone-less times (the ship's time). */
  timeZone: LoggerTimeZoneSchema,
  sheetName: v.optional(v.nullable(v.string()), null),
  columns: v.pipe(
    v.array(NoonImportColumnMappingSchema),
    v.minLength(1, 'Map at least one column to a noon report field.'),
    v.maxLength(500),
  ),
});
export type NoonImportMapping = v.InferOutput<typeof NoonImportMappingSchema>;
export type NoonImportMappingInput = v.InferInput<typeof NoonImportMappingSchema>;

export const NoonImportMappingListItemSchema = v.object({
  id: IdSchema,
  vesselId: IdSchema,
  sourceName: v.string(),
  mapping: NoonImportMappingSchema,
  createdAt: v.string(),
  updatedAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
});
export type NoonImportMappingListItem = v.InferOutput<typeof NoonImportMappingListItemSchema>;
export const NoonImportMappingListSchema = v.array(NoonImportMappingListItemSchema);

/** The server's guess for one column of the file. */
export const NoonImportColumnSuggestionSchema = v.object({
  columnIndex: v.number(),
  source: v.string(),
  /** Null: nothing matched, the column is left out. */
  field: v.nullable(v.picklist(noonImportFields)),
  unit: v.nullable(v.picklist(noonImportUnitIds)),
  fuelTypeId: v.nullable(IdSchema),
  consumer: v.nullable(v.picklist(noonReportConsumers)),
  /** The synonym that matched, e.g. 'dist og'. */
  matched: v.nullable(v.string()),
  exampleValues: v.array(v.string()),
});
export type NoonImportColumnSuggestion = v.InferOutput<typeof NoonImportColumnSuggestionSchema>;

export const NoonImportPreviewSchema = v.object({
  fileName: v.string(),
  fileKind: v.picklist(loggerFileKinds),
  dialect: v.nullable(LoggerDialectSchema),
  sheetName: v.nullable(v.string()),
  sheetNames: v.array(v.string()),
  headerLine: v.number(),
  header: v.array(v.string()),
  timeColumn: v.string(),
  timeFormat: v.picklist(loggerTimeFormats),
  timeNeedsZone: v.boolean(),
  rows: v.array(v.object({ line: v.number(), cells: v.array(v.string()) })),
  columns: v.array(NoonImportColumnSuggestionSchema),
  /** The fuel types the vessel's reports may name. */
  fuelTypes: v.array(v.object({ id: IdSchema, shortName: v.string(), name: v.string() })),
  /** A saved mapping whose columns are all in this header. */
  matchingMappingId: v.nullable(IdSchema),
});
export type NoonImportPreview = v.InferOutput<typeof NoonImportPreviewSchema>;

/** Why a row or cell is refused. */
export const noonImportRefusalRules = [
  'time-unreadable',
  'time-needs-zone',
  'time-mixed-zones',
  'time-repeated',
  'not-a-number',
  'unit-conversion',
  /** A value the noon report contract refuses (negative, out of range, missing required field). */
  'invalid-value',
  /** A rule of domain/noon-reports (more hours steamed than the time since the previous report). */
  'hours-steamed',
  /** The vessel has another report at the same time (entered on the tablet). */
  'same-time',
] as const;
export type NoonImportRefusalRule = (typeof noonImportRefusalRules)[number];

export const NoonImportRefusalSchema = importRefusalSchema(noonImportRefusalRules);
export type NoonImportRefusal = v.InferOutput<typeof NoonImportRefusalSchema>;

export const NoonImportWarningSchema = v.object({
  line: v.number(),
  reportTime: v.string(),
  rule: v.string(),
  message: v.string(),
});

export const NOON_IMPORT_REFUSALS_LISTED_MAX = 10_000;

export const NoonImportDryRunSchema = v.object({
  fileName: v.string(),
  rowCount: v.number(),
  rowsAccepted: v.number(),
  rowsRefused: v.number(),
  /** Of the accepted rows: new reports, changed ones (imported before from another file), unchanged ones. */
  newReports: v.number(),
  changedReports: v.number(),
  unchangedReports: v.number(),
  firstReportAt: v.nullable(v.string()),
  lastReportAt: v.nullable(v.string()),
  refusals: v.array(NoonImportRefusalSchema),
  refusalsTruncated: v.boolean(),
  /** The plausibility warnings of the rules; they are stored with the reports. */
  warnings: v.array(NoonImportWarningSchema),
});
export type NoonImportDryRun = v.InferOutput<typeof NoonImportDryRunSchema>;

export const NoonImportResultSchema = v.object({
  vesselId: IdSchema,
  mappingId: IdSchema,
  created: v.number(),
  updated: v.number(),
  unchanged: v.number(),
  dryRun: NoonImportDryRunSchema,
});
export type NoonImportResult = v.InferOutput<typeof NoonImportResultSchema>;

/** The noon report import endpoints (declared once for the server and the client, ADR 0111). */
export const noonImportEndpoints = {
  preview: endpoint({
    method: 'post',
    path: '/NoonReportImports/{vesselId}/Preview',
    params: ImportVesselParamsSchema,
    response: NoonImportPreviewSchema,
  }),
  mappings: endpoint({
    method: 'get',
    path: '/NoonReportImports/{vesselId}/Mappings',
    params: ImportVesselParamsSchema,
    response: NoonImportMappingListSchema,
  }),
  saveMapping: endpoint({
    method: 'post',
    path: '/NoonReportImports/{vesselId}/Mappings',
    params: ImportVesselParamsSchema,
    body: NoonImportMappingSchema,
    response: NoonImportMappingListItemSchema,
  }),
  dryRun: endpoint({
    method: 'post',
    path: '/NoonReportImports/{vesselId}/DryRun',
    params: ImportVesselParamsSchema,
    response: NoonImportDryRunSchema,
  }),
  import: endpoint({
    method: 'post',
    path: '/NoonReportImports/{vesselId}/Import',
    params: ImportVesselParamsSchema,
    response: NoonImportResultSchema,
  }),
};
