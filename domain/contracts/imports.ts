import * as v from 'valibot';
import { IdSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { VesselUpdateRequestSchema } from './vessels.ts';

/**
 * Import status contracts (003 §2-§4, §7): import records, vessel import states, the two queues and
 * the calls that retry, remove and re-queue imports. Status values: Imported 0, Failed 1, Running 2
 * (ADMIN-120; 'error' in 003 §3 is Failed, DECISIONS ADMIN-121).
 */

export const importStatuses = { Imported: 0, Failed: 1, Running: 2 } as const;
export type ImportStatus = (typeof importStatuses)[keyof typeof importStatuses];

/** The job that last handled an import: Prepare (check and unpack) or Import (load the samples). */
export const webJobs = ['Prepare', 'Import'] as const;
export type WebJob = (typeof webJobs)[number];

/** ADMIN-166: the received-data queue (prepare) and the pending-imports queue (import). */
export const queueNames = ['receiveddata', 'pendingimports'] as const;
export const QueueNameSchema = v.picklist(queueNames, 'The queue must be receiveddata or pendingimports.');
export type QueueName = (typeof queueNames)[number];

/**
 * The table name the samples of the logging history are counted under in importStatistics; the
 * recent-import totals of log data points use it (ADMIN-093).
 */
export const loggingHistoryTableName = 'LoggingHistory';

export const ImportStatisticSchema = v.object({
  tableName: v.string(),
  /** 100 ns ticks. */
  importDuration: v.number(),
  rowCount: v.number(),
});
export type ImportStatistic = v.InferOutput<typeof ImportStatisticSchema>;

export const ImportRecordSchema = v.object({
  /** The stored package (unique per import); the key of the record. */
  importPath: v.string(),
  /** The unpacked folder the Import job reads, once Prepare has run; null before. */
  zipPath: v.nullable(v.string()),
  /** When the package was received (ISO, UTC). */
  timestamp: v.string(),
  /** 100 ns ticks (10,000 = 1 ms, ADMIN-188). */
  importDuration: v.number(),
  importDurationInSeconds: v.number(),
  status: v.picklist([importStatuses.Imported, importStatuses.Failed, importStatuses.Running]),
  /** 0 to 100. */
  progress: v.number(),
  webJob: v.picklist(webJobs),
  startTime: v.nullable(v.string()),
  errorMessage: v.nullable(v.string()),
  stackTrace: v.nullable(v.string()),
  importStatistics: v.array(ImportStatisticSchema),
  /** The UTC day of the timestamp, YYYY-MM-DD. */
  partitionKey: v.string(),
  imoNumber: v.nullable(v.string()),
  /**
   * What the import read and stored (issue 27 §4): read = the package's samples; stored = new to the
   * vessel; duplicate = already stored, kept; replaced = stored ones a correction overwrote. Null
   * until the Import stage finished.
   */
  sampleCounts: v.optional(
    v.nullable(
      v.object({ read: v.number(), stored: v.number(), duplicate: v.number(), replaced: v.number() }),
    ),
  ),
  /** The manifest marked the package as a correction. */
  correction: v.optional(v.boolean()),
  /** In words, when the import stored fewer samples than it read or was a correction; else null. */
  outcome: v.optional(v.nullable(v.string())),
  /** The package's period (ISO, UTC) once Prepare has read it; null before. */
  dataFrom: v.optional(v.nullable(v.string())),
  dataTo: v.optional(v.nullable(v.string())),
  /** When the import was undone (issue 24 §1, ADR 0101), and how many samples the undo removed. */
  undoneAt: v.optional(v.nullable(v.string())),
  samplesRemoved: v.optional(v.nullable(v.number())),
  /**
   * An undo that is not done (ADR 0114), as the import's record keeps it (ADR 0120): Waiting or
   * Running on its job queue, or Failed with its reason in undoError (the import then still stands
   * and can be undone again; shown until then). Absent otherwise.
   */
  undoState: v.optional(v.picklist(['Waiting', 'Running', 'Failed'])),
  undoError: v.optional(v.nullable(v.string())),
});
export type ImportRecord = v.InferOutput<typeof ImportRecordSchema>;

/**
 * The answer of POST /SuccessfulImports/Undo (ADR 0101). The undo runs as a job (ADR 0114): the
 * answer is 202 with `queued: true` and `samplesRemoved` 0 (none removed by the request itself);
 * the import's record says how many samples the undo removed once it is undone (samplesRemoved).
 */
export const ImportUndoResultSchema = v.object({
  importPath: v.string(),
  samplesRemoved: v.number(),
  queued: v.optional(v.boolean()),
});
export type ImportUndoResult = v.InferOutput<typeof ImportUndoResultSchema>;

/**
 * Unassigned data (issue 27, ADR 0087): a received package whose IMO number no live vessel had. It
 * waits until an Administrator assigns it to a vessel, creates the vessel from it, or removes it.
 */
export const UnassignedDataSchema = v.object({
  importPath: v.string(),
  fileName: v.string(),
  imoNumber: v.string(),
  periodStart: v.string(),
  periodEnd: v.string(),
  sampleCount: v.number(),
  variableCount: v.number(),
  receivedAt: v.string(),
});
export type UnassignedData = v.InferOutput<typeof UnassignedDataSchema>;
export const UnassignedDataListSchema = v.array(UnassignedDataSchema);

const UnassignedPathSchema = v.pipe(
  v.string('The importPath is required.'),
  v.regex(/^\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{64}\.zip$/, 'The importPath must be a stored package path.'),
);

/** DELETE /UnassignedData: the entry to remove (its stored package goes with it). */
export const UnassignedDataRefSchema = v.object({ importPath: UnassignedPathSchema });

/**
 * POST /UnassignedData/Assign: the vessel to store the package into. When the vessel's IMO number
 * is not the package's, `confirmImoMismatch: true` is required (the person saw the mismatch).
 */
export const UnassignedDataAssignSchema = v.object({
  importPath: UnassignedPathSchema,
  vesselId: v.pipe(v.string('The vesselId is required.'), v.uuid('The vesselId must be a UUID.')),
  confirmImoMismatch: v.optional(v.boolean('confirmImoMismatch must be true or false.'), false),
});
export type UnassignedDataAssignRequest = v.InferInput<typeof UnassignedDataAssignSchema>;
export const ImportRecordListSchema = v.array(ImportRecordSchema);

/**
 * Body of DELETE /FailedImports and DELETE /RunningImports: the import entity as listed; only its
 * importPath identifies it, other fields are accepted and ignored.
 */
export const ImportRecordRefSchema = v.looseObject({
  importPath: v.pipe(v.string(), v.minLength(1, 'The import path is required.')),
});
export type ImportRecordRef = v.InferOutput<typeof ImportRecordRefSchema>;

/** POST /SuccessfulImports/Undo: the import path of the import to undo. */
export const ImportUndoBodySchema = v.object({
  importPath: v.pipe(
    v.string('The import path is required.'),
    v.minLength(1, 'The import path is required.'),
    v.maxLength(300, 'The import path is at most 300 characters.'),
  ),
});

/** GET /SuccessfulImports/Find/{date}: a UTC day. */
export const ImportDayParamSchema = v.object({
  date: v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be given as YYYY-MM-DD.'),
    v.check((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'The date must be a real day.'),
  ),
});

/** Recent days 1 to 31 (003 §9). */
export const minRecentImportDays = 1;
export const maxRecentImportDays = 31;
export const ImportDaysParamSchema = v.object({
  days: v.pipe(
    v.string(),
    v.regex(/^\d{1,2}$/, 'The number of days must be a whole number from 1 to 31.'),
    v.transform(Number),
    v.minValue(minRecentImportDays, 'The number of days must be a whole number from 1 to 31.'),
    v.maxValue(maxRecentImportDays, 'The number of days must be a whole number from 1 to 31.'),
  ),
});

export const QueueParamSchema = v.object({ queue: QueueNameSchema });

/** POST /Queue/{queue}: the path of the package (receiveddata) or of the import (pendingimports). */
export const QueuePathBodySchema = v.object({
  path: v.pipe(v.string(), v.minLength(1, 'The path is required.')),
});
export type QueuePathBody = v.InferOutput<typeof QueuePathBodySchema>;

/** GET /QueueAttributes/{queue}. */
export const QueueAttributesSchema = v.object({
  queue: QueueNameSchema,
  /** Messages waiting (created or retrying). */
  approximateNumberOfMessages: v.number(),
  /** Messages being handled now. */
  approximateNumberOfMessagesNotVisible: v.number(),
});
export type QueueAttributes = v.InferOutput<typeof QueueAttributesSchema>;

export const VesselImportStateSchema = v.object({
  imoNumber: v.string(),
  currentImport: v.nullable(v.string()),
  currentImportSetAt: v.nullable(v.string()),
  pendingImportPaths: v.array(v.string()),
});
export type VesselImportState = v.InferOutput<typeof VesselImportStateSchema>;
export const VesselImportStateListSchema = v.array(VesselImportStateSchema);

/** GET /VesselImportStates?imoNumbers=1234567,7654321 (comma separated; all when absent). */
export const VesselImportStatesQuerySchema = v.object({
  imoNumbers: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^\s*\d{1,7}(\s*,\s*\d{1,7})*\s*$/,
        'The IMO numbers must be 1 to 7 digits, separated by commas.',
      ),
    ),
  ),
});

/** GET /ImportStatus/DownloadImportPackage?path= and /ImportStatus/DownloadZipFile?path=. */
export const ImportDownloadQuerySchema = v.object({
  path: v.pipe(v.string(), v.minLength(1, 'The path is required.')),
});

/** 202 answer of POST /ImportPackages. */
export const ImportPackageAcceptedSchema = v.object({
  importPath: v.string(),
  /** False when the same package (SHA-256) was received before: it is not imported again. */
  queued: v.boolean(),
});
export type ImportPackageAccepted = v.InferOutput<typeof ImportPackageAcceptedSchema>;

/** POST /FailedImports/RetryAll: how many failed imports were queued again. */
export const RetryAllResultSchema = v.object({ retried: v.number() });

/**
 * POST /UnassignedData/CreateVessel: a new vessel with the package's IMO number (the particulars of
 * the vessel create form, no IMO number: it is the package's), then the package assigned to it.
 */
export const UnassignedDataCreateVesselSchema = v.object({
  ...v.omit(VesselUpdateRequestSchema, ['imoNumber']).entries,
  importPath: UnassignedPathSchema,
  companyId: v.optional(v.nullable(IdSchema), null),
});
export type UnassignedDataCreateVesselRequest = v.InferInput<typeof UnassignedDataCreateVesselSchema>;

/** The answer of CreateVessel: the new vessel and the import now queued for it. */
export const UnassignedDataCreatedSchema = v.object({ vesselId: v.string(), importPath: v.string() });

/** GET /FailedImports/Find/{x}: the text a failed import's path or IMO number contains. */
export const FailedImportSearchParamsSchema = v.object({
  x: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});

/** The import status endpoints and unassigned data (declared once for the server and the client, ADR 0111). */
export const importEndpoints = {
  /** Multipart: the package as the form field "file". */
  uploadPackage: endpoint({
    method: 'post',
    path: '/ImportPackages',
    response: ImportPackageAcceptedSchema,
    status: 202,
  }),
  successfulOfDay: endpoint({
    method: 'get',
    path: '/SuccessfulImports/Find/{date}',
    params: ImportDayParamSchema,
    response: ImportRecordListSchema,
  }),
  successfulOfLastDays: endpoint({
    method: 'get',
    path: '/SuccessfulImports/GetAll/{days}',
    params: ImportDaysParamSchema,
    response: ImportRecordListSchema,
  }),
  failed: endpoint({ method: 'get', path: '/FailedImports', response: ImportRecordListSchema }),
  findFailed: endpoint({
    method: 'get',
    path: '/FailedImports/Find/{x}',
    params: FailedImportSearchParamsSchema,
    response: ImportRecordListSchema,
  }),
  running: endpoint({ method: 'get', path: '/RunningImports', response: ImportRecordListSchema }),
  vesselStates: endpoint({
    method: 'get',
    path: '/VesselImportStates',
    query: VesselImportStatesQuerySchema,
    response: VesselImportStateListSchema,
  }),
  queueAttributes: endpoint({
    method: 'get',
    path: '/QueueAttributes/{queue}',
    params: QueueParamSchema,
    response: QueueAttributesSchema,
  }),
  removeFailed: endpoint({ method: 'delete', path: '/FailedImports', body: ImportRecordRefSchema }),
  removeRunning: endpoint({ method: 'delete', path: '/RunningImports', body: ImportRecordRefSchema }),
  undo: endpoint({
    method: 'post',
    path: '/SuccessfulImports/Undo',
    body: ImportUndoBodySchema,
    response: ImportUndoResultSchema,
    status: 202,
  }),
  retryAllFailed: endpoint({
    method: 'post',
    path: '/FailedImports/RetryAll',
    response: RetryAllResultSchema,
  }),
  queue: endpoint({
    method: 'post',
    path: '/Queue/{queue}',
    params: QueueParamSchema,
    body: QueuePathBodySchema,
  }),
  /** The stored package as a file download. */
  downloadImportPackage: endpoint({
    method: 'get',
    path: '/ImportStatus/DownloadImportPackage',
    query: ImportDownloadQuerySchema,
  }),
  /** The stored package as a file download. */
  downloadZipFile: endpoint({
    method: 'get',
    path: '/ImportStatus/DownloadZipFile',
    query: ImportDownloadQuerySchema,
  }),
  unassigned: endpoint({ method: 'get', path: '/UnassignedData', response: UnassignedDataListSchema }),
  assignUnassigned: endpoint({
    method: 'post',
    path: '/UnassignedData/Assign',
    body: UnassignedDataAssignSchema,
    response: ImportPackageAcceptedSchema,
    status: 202,
  }),
  createVesselFromUnassigned: endpoint({
    method: 'post',
    path: '/UnassignedData/CreateVessel',
    body: UnassignedDataCreateVesselSchema,
    response: UnassignedDataCreatedSchema,
    status: 201,
  }),
  removeUnassigned: endpoint({ method: 'delete', path: '/UnassignedData', body: UnassignedDataRefSchema }),
};
