// Logger imports (issue 24 §1, ADR 0094, ADR 0097): a fleet's own logger exports (CSV, XLSX) read
// into a vessel's log data through a mapping saved per vessel and source. The calls:
//   POST   /LoggerImports/{vesselId}/Preview        multipart "file"                  -> LoggerPreview
//   GET    /LoggerImports/{vesselId}/Mappings                                          -> LoggerMappingListItem[]
//   POST   /LoggerImports/{vesselId}/Mappings       LoggerMappingRequest              -> LoggerMappingListItem (201)
//   PUT    /LoggerImports/{vesselId}/Mappings/{id}  LoggerMappingRequest              -> LoggerMappingListItem
//   DELETE /LoggerImports/{vesselId}/Mappings/{id}                                     -> 204
//   POST   /LoggerImports/{vesselId}/DryRun         multipart "file" + "mappingId" or "mapping" (JSON) -> LoggerDryRun
//   POST   /LoggerImports/{vesselId}/Import         multipart "file" + "mappingId"   -> LoggerImportAccepted (202)
// Undo of an import is not offered: stored samples do not record the import that brought them
// (ADR 0097). Administrators and SuperUsers, for vessels they reach. Quantities carry their unit in the name.
import * as v from 'valibot';
import { unitIds } from '../units/units.ts';
import { IdSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The kinds of file a logger import reads. */
export const loggerFileKinds = ['csv', 'xlsx'] as const;
export type LoggerFileKind = (typeof loggerFileKinds)[number];

/** The time formats the reader detects (domain/import-mapping/logger-times.ts). */
export const loggerTimeFormats = ['iso-zoned', 'iso-local', 'dmy-dot', 'dmy-slash', 'excel-serial'] as const;

/** A unit of the unit families (domain/units/units.ts), e.g. 'kn', 'km/h', 't/h', 'degC'. */
export const LoggerUnitSchema = v.picklist(unitIds, 'The unit must be one of the units Wakeline converts.');

/** The value of `timeZone` meaning that every time in the file carries its own zone (Z or +02:00). */
export const TIME_ZONE_IN_DATA = 'in data';

/**
 * The zone the file's times are read in: 'in data' (each time carries its zone), 'UTC', an IANA
 * zone name ('Europe/Oslo') or a fixed offset ('+02:00'). The server checks the zone exists.
 */
export const LoggerTimeZoneSchema = v.pipe(
  v.string('Choose the time zone of the file.'),
  v.trim(),
  v.minLength(1, 'Choose the time zone of the file.'),
  v.maxLength(64, 'A time zone name has at most 64 characters.'),
);

export const LoggerShapeKindSchema = v.picklist(['wide', 'long'], 'The shape must be wide or long.');
export type LoggerShapeKind = v.InferOutput<typeof LoggerShapeKindSchema>;

// ---------------------------------------------------------------- preview

/** How the CSV is written; null for a workbook. */
export const LoggerDialectSchema = v.object({
  separator: v.picklist([',', ';', '\t']),
  decimalComma: v.boolean(),
  bom: v.boolean(),
  lineBreak: v.picklist(['\r\n', '\n']),
  quoted: v.boolean(),
});
export type LoggerDialect = v.InferOutput<typeof LoggerDialectSchema>;

/** One ranked guess of what a column is. */
export const LoggerTaxonSuggestionSchema = v.object({
  /** 'Group:Name' of the taxonomy, e.g. 'Navigation:Speed through water'. */
  taxon: v.string(),
  /** 0..1. */
  confidence: v.number(),
  /** The name or synonym that matched. */
  matched: v.string(),
});

/** What the server suggests for one column of the file (or one name of a long file). */
export const LoggerColumnSuggestionSchema = v.object({
  /** 0-based column in the header; for a long file's names, the name column. */
  columnIndex: v.number(),
  /** The header text (wide) or the name found in the name column (long); the key of the mapping. */
  source: v.string(),
  /** The header without its unit ('Log speed' for 'Log speed [km/h]'). */
  sourceName: v.string(),
  /** The unit text the header, the unit row or the unit column carries, and the unit it reads as. */
  unitText: v.nullable(v.string()),
  detectedUnit: v.nullable(LoggerUnitSchema),
  /** True when nothing was matched or the column is the time column: the column is left out. */
  ignore: v.boolean(),
  /** The log variable to store it under (the taxon's name, or the header when no taxon matched). */
  variable: v.nullable(v.string()),
  taxon: v.nullable(v.string()),
  /** The unit to read the column in: the detected one, else the taxon's stored unit. */
  unit: v.nullable(LoggerUnitSchema),
  /** The unit Wakeline stores the taxon in (what the analysis reads, e.g. kg/h for fuel). */
  storedUnit: v.nullable(LoggerUnitSchema),
  /** Best first. */
  suggestions: v.array(LoggerTaxonSuggestionSchema),
  /** The first non-empty values of the column, as written. */
  exampleValues: v.array(v.string()),
});
export type LoggerColumnSuggestion = v.InferOutput<typeof LoggerColumnSuggestionSchema>;

export const LoggerPreviewSchema = v.object({
  fileName: v.string(),
  fileKind: v.picklist(loggerFileKinds),
  /** The CSV's dialect; null for a workbook. */
  dialect: v.nullable(LoggerDialectSchema),
  /** Workbook only: the sheet read (the first with a time column) and all sheet names. */
  sheetName: v.nullable(v.string()),
  sheetNames: v.array(v.string()),
  /** 1-based line (row of a sheet) of the header. */
  headerLine: v.number(),
  header: v.array(v.string()),
  /** The row of units under the header, if the file has one. */
  unitRow: v.nullable(v.array(v.string())),
  shape: LoggerShapeKindSchema,
  /** 0-based column index of the time; of the name, value and unit columns for a long file. */
  timeColumnIndex: v.number(),
  timeColumn: v.string(),
  nameColumn: v.nullable(v.string()),
  valueColumn: v.nullable(v.string()),
  unitColumn: v.nullable(v.string()),
  timeFormat: v.picklist(loggerTimeFormats),
  /** The times carry no zone: a zone must be chosen before the import. */
  timeNeedsZone: v.boolean(),
  /** The first data rows as written, with their 1-based line. */
  rows: v.array(v.object({ line: v.number(), cells: v.array(v.string()) })),
  /** The median step between the first times, in minutes; null with fewer than two times. */
  sampleWindowMinutes: v.nullable(v.number()),
  /** One per value column (wide) or per name seen in the first rows (long). */
  columns: v.array(LoggerColumnSuggestionSchema),
  /** A saved mapping of this vessel whose columns match this header, if any: the file imports without a click. */
  matchingMappingId: v.nullable(IdSchema),
});
export type LoggerPreview = v.InferOutput<typeof LoggerPreviewSchema>;

// ---------------------------------------------------------------- mapping

export const LoggerColumnMappingSchema = v.object({
  /** The header text (wide) or the name in the name column (long), exactly as the preview gave it. */
  source: v.pipe(
    v.string(),
    v.minLength(1, 'Each mapped column needs its name in the file.'),
    v.maxLength(200),
  ),
  /**
   * The log variable the values are stored under, e.g. 'Speed through water' or 'ME exhaust
   * temperature'; a taxon's own name ('Navigation:Speed through water') is stored under the
   * taxon's variable name ('Speed through water').
   */
  variable: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Each mapped column needs a log variable.'),
    v.maxLength(120, 'A log variable name has at most 120 characters.'),
  ),
  /** The taxon it is, when it is one ('Group:Name'); its values are converted to the taxon's stored unit. */
  taxon: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(120))), null),
  /** The unit the file writes the values in. */
  unit: LoggerUnitSchema,
  /** A volume flow (l/h, m³/h) becomes a mass flow with the fuel's density in kg/m³. */
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
export type LoggerColumnMapping = v.InferOutput<typeof LoggerColumnMappingSchema>;

/** The long shape's columns (header texts). */
export const LoggerLongColumnsSchema = v.object({
  nameColumn: v.pipe(v.string(), v.minLength(1)),
  valueColumn: v.pipe(v.string(), v.minLength(1)),
  unitColumn: v.optional(v.nullable(v.string()), null),
});

/**
 * How a file of one source becomes samples: the time column and its zone, the shape and each column
 * to a log variable and unit. Columns (or long names) not listed are ignored.
 */
export const LoggerMappingSchema = v.object({
  /** The logger or export this mapping is for, e.g. 'Kongsberg K-Chief hourly'; unique per vessel. */
  sourceName: v.pipe(
    v.string('Give the source a name.'),
    v.trim(),
    v.minLength(1, 'Give the source a name.'),
    v.maxLength(120, 'A source name has at most 120 characters.'),
  ),
  /** The header text of the time column. */
  timeColumn: v.pipe(v.string(), v.minLength(1, 'Choose the time column.')),
  timeZone: LoggerTimeZoneSchema,
  shape: LoggerShapeKindSchema,
  /** Required when the shape is long. */
  long: v.optional(v.nullable(LoggerLongColumnsSchema), null),
  /** Workbook only: the sheet to read; null reads the first sheet with a time column. */
  sheetName: v.optional(v.nullable(v.string()), null),
  columns: v.pipe(
    v.array(LoggerColumnMappingSchema),
    v.minLength(1, 'Map at least one column to a log variable.'),
    v.maxLength(2000),
  ),
});
export type LoggerMapping = v.InferOutput<typeof LoggerMappingSchema>;

/** The body of POST/PUT …/Mappings. */
export const LoggerMappingRequestSchema = LoggerMappingSchema;
export type LoggerMappingRequest = LoggerMapping;

/** The vessel of a logger or noon report import call. */
export const ImportVesselParamsSchema = v.object({ vesselId: IdSchema });

export const LoggerMappingParamsSchema = v.object({ vesselId: IdSchema, id: IdSchema });

/** A saved mapping as listed. */
export const LoggerMappingListItemSchema = v.object({
  id: IdSchema,
  vesselId: IdSchema,
  sourceName: v.string(),
  mapping: LoggerMappingSchema,
  /** ISO, UTC. */
  createdAt: v.string(),
  updatedAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
});
export type LoggerMappingListItem = v.InferOutput<typeof LoggerMappingListItemSchema>;
export const LoggerMappingListSchema = v.array(LoggerMappingListItemSchema);

// ---------------------------------------------------------------- dry run and import

/** Why a row or a cell is refused. */
export const loggerRefusalRules = [
  /** The time cell cannot be read in the file's time format. */
  'time-unreadable',
  /** The time has no zone and the mapping sets none ('in data'). */
  'time-needs-zone',
  /** The time carries a zone while the mapping sets one, or the file mixes zoned and zone-less times. */
  'time-mixed-zones',
  /** The same time twice for the same variable: the later is refused. */
  'time-repeated',
  /** The cell is not a number (text in a numeric column). */
  'not-a-number',
  /** The value cannot be converted to the stored unit (e.g. a volume flow without a density). */
  'unit-conversion',
  /** Long shape: a name the mapping does not list (counted, not refused: see ignoredNames). */
  'name-unmapped',
  /** Long shape: the row's unit differs from the mapped unit and cannot be converted. */
  'unit-mismatch',
] as const;
export type LoggerRefusalRule = (typeof loggerRefusalRules)[number];

/** A refused row or cell of an imported spreadsheet (logger exports, noon reports), by one of `rules`. */
export const importRefusalSchema = <const R extends readonly [string, ...string[]]>(rules: R) =>
  v.object({
    /** 1-based line in the file (row of the sheet). */
    line: v.number(),
    /** The column's header text; null when the whole row is refused. */
    column: v.nullable(v.string()),
    /** The cell as written. */
    value: v.string(),
    rule: v.picklist(rules),
    /** In plain words, e.g. 'the time 2026-03-01 10:00 has no zone and the mapping sets none'. */
    reason: v.string(),
  });

export const LoggerRefusalSchema = importRefusalSchema(loggerRefusalRules);
export type LoggerRefusal = v.InferOutput<typeof LoggerRefusalSchema>;

/** At most this many refusals are listed; the counts are always complete. */
export const LOGGER_REFUSALS_LISTED_MAX = 10_000;

export const LoggerDryRunSchema = v.object({
  fileName: v.string(),
  /** Data rows read (the header and unit rows not counted). */
  rowCount: v.number(),
  rowsAccepted: v.number(),
  /** Rows refused as a whole (their time). */
  rowsRefused: v.number(),
  /** Value cells read in mapped columns (empty cells are not values). */
  cellCount: v.number(),
  cellsRefused: v.number(),
  /** Samples that would be stored. */
  sampleCount: v.number(),
  /** Per mapped variable: samples and the unit they are stored in. */
  variables: v.array(
    v.object({
      variable: v.string(),
      source: v.string(),
      fromUnit: LoggerUnitSchema,
      storedUnit: LoggerUnitSchema,
      sampleCount: v.number(),
    }),
  ),
  /** Long shape: names in the file no column of the mapping lists (their rows are skipped). */
  ignoredNames: v.array(v.string()),
  /** First and last sample time (ISO, UTC); null when none. */
  firstSampleAt: v.nullable(v.string()),
  lastSampleAt: v.nullable(v.string()),
  /** The median step between the times, in minutes. */
  sampleWindowMinutes: v.nullable(v.number()),
  /** Every refused row and cell, in file order (at most LOGGER_REFUSALS_LISTED_MAX). */
  refusals: v.array(LoggerRefusalSchema),
  /** More refusals than listed. */
  refusalsTruncated: v.boolean(),
});
export type LoggerDryRun = v.InferOutput<typeof LoggerDryRunSchema>;

/** The answer of POST …/Import: the file became a package on the same queues as POST /ImportPackages. */
export const LoggerImportAcceptedSchema = v.object({
  /** The import record's reference on Import Status; also the key to undo the import. */
  importPath: v.string(),
  vesselId: IdSchema,
  imoNumber: v.string(),
  mappingId: IdSchema,
  /** The dry run's counts of the file that was imported (refused cells are left out). */
  dryRun: LoggerDryRunSchema,
});
export type LoggerImportAccepted = v.InferOutput<typeof LoggerImportAcceptedSchema>;

/** The multipart form fields besides "file". */
export const loggerImportFormFields = {
  file: 'file',
  mappingId: 'mappingId',
  /** JSON of a LoggerMapping (dry run only). */
  mapping: 'mapping',
  /** Workbook only, preview: the sheet to read. */
  sheetName: 'sheetName',
} as const;

/** One file at most (CSV or XLSX). */
export const LOGGER_FILE_MAX_BYTES = 1024 * 1024 * 1024;
/** A workbook at most (it is loaded whole, ADR 0093). */
export const LOGGER_WORKBOOK_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The logger import endpoints (declared once for the server and the client, ADR 0111). Preview,
 * DryRun and Import take a multipart form (loggerImportFormFields).
 */
export const loggerImportEndpoints = {
  preview: endpoint({
    method: 'post',
    path: '/LoggerImports/{vesselId}/Preview',
    params: ImportVesselParamsSchema,
    response: LoggerPreviewSchema,
  }),
  mappings: endpoint({
    method: 'get',
    path: '/LoggerImports/{vesselId}/Mappings',
    params: ImportVesselParamsSchema,
    response: LoggerMappingListSchema,
  }),
  createMapping: endpoint({
    method: 'post',
    path: '/LoggerImports/{vesselId}/Mappings',
    params: ImportVesselParamsSchema,
    body: LoggerMappingRequestSchema,
    response: LoggerMappingListItemSchema,
    status: 201,
  }),
  updateMapping: endpoint({
    method: 'put',
    path: '/LoggerImports/{vesselId}/Mappings/{id}',
    params: LoggerMappingParamsSchema,
    body: LoggerMappingRequestSchema,
    response: LoggerMappingListItemSchema,
  }),
  removeMapping: endpoint({
    method: 'delete',
    path: '/LoggerImports/{vesselId}/Mappings/{id}',
    params: LoggerMappingParamsSchema,
  }),
  dryRun: endpoint({
    method: 'post',
    path: '/LoggerImports/{vesselId}/DryRun',
    params: ImportVesselParamsSchema,
    response: LoggerDryRunSchema,
  }),
  import: endpoint({
    method: 'post',
    path: '/LoggerImports/{vesselId}/Import',
    params: ImportVesselParamsSchema,
    response: LoggerImportAcceptedSchema,
    status: 202,
  }),
};
