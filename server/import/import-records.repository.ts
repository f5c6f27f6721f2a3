import {
  importStatuses,
  type ImportStatistic,
  type ImportStatus,
  type WebJob,
} from '../../domain/contracts/imports.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

/** The `imports` table: one record per stored package (keyed by its path). */

export type ImportRow = {
  importPath: string;
  sha256: string;
  fileName: string;
  imoNumber: string | null;
  vesselId: string | null;
  status: ImportStatus;
  webJob: WebJob;
  progress: number;
  receivedAt: Date;
  startTime: Date | null;
  stageStartedAt: Date | null;
  attempts: number;
  durationTicks: number;
  errorMessage: string | null;
  stackTrace: string | null;
  statistics: ImportStatistic[];
  jobId: string | null;
  /** What the Import stage read and stored (issue 27 §4); null before it ran. */
  samplesRead: number | null;
  samplesStored: number | null;
  samplesDuplicate: number | null;
  samplesReplaced: number | null;
  /** The manifest said the package corrects samples stored before. */
  correction: boolean;
  /** The Administrator who assigned the package to its vessel by hand (unassigned data). */
  assignedBy: string | null;
  /** The package's period, once Prepare read it. */
  dataFrom: Date | null;
  dataTo: Date | null;
  /** When the import was undone and the samples the undo removed (ADR 0101). */
  undoneAt: Date | null;
  samplesRemoved: number | null;
  /** Where an undo that is not done stands, and a failed one's reason (ADR 0120); null when none. */
  undoState: 'Waiting' | 'Running' | 'Failed' | null;
  undoError: string | null;
};

type DbRow = {
  import_path: string;
  sha256: string;
  file_name: string;
  imo_number: string | null;
  vessel_id: string | null;
  status: number;
  web_job: string;
  progress: number;
  received_at: Date;
  start_time: Date | null;
  stage_started_at: Date | null;
  attempts: number;
  duration_ticks: number | string;
  error_message: string | null;
  stack_trace: string | null;
  statistics: ImportStatistic[] | string;
  job_id: string | null;
  samples_read: number | string | null;
  samples_stored: number | string | null;
  samples_duplicate: number | string | null;
  samples_replaced: number | string | null;
  correction: boolean;
  assigned_by: string | null;
  data_from: Date | null;
  data_to: Date | null;
  undone_at: Date | null;
  samples_removed: number | string | null;
  undo_state: string | null;
  undo_error: string | null;
};

const countOf = (value: number | string | null) => (value === null ? null : Number(value));

const columns = `import_path, sha256, file_name, imo_number, vessel_id, status, web_job, progress, received_at,
  start_time, stage_started_at, attempts, duration_ticks, error_message, stack_trace, statistics, job_id,
  samples_read, samples_stored, samples_duplicate, samples_replaced, correction, assigned_by, data_from, data_to,
  undone_at, samples_removed, undo_state, undo_error`;

function fromDb(row: DbRow): ImportRow {
  return {
    importPath: row.import_path,
    sha256: row.sha256,
    fileName: row.file_name,
    imoNumber: row.imo_number,
    vesselId: row.vessel_id,
    status: row.status as ImportStatus,
    webJob: row.web_job as WebJob,
    progress: Number(row.progress),
    receivedAt: new Date(row.received_at),
    startTime: row.start_time ? new Date(row.start_time) : null,
    stageStartedAt: row.stage_started_at ? new Date(row.stage_started_at) : null,
    attempts: Number(row.attempts),
    durationTicks: Number(row.duration_ticks),
    errorMessage: row.error_message,
    stackTrace: row.stack_trace,
    statistics:
      typeof row.statistics === 'string' ? (JSON.parse(row.statistics) as ImportStatistic[]) : row.statistics,
    jobId: row.job_id,
    samplesRead: countOf(row.samples_read),
    samplesStored: countOf(row.samples_stored),
    samplesDuplicate: countOf(row.samples_duplicate),
    samplesReplaced: countOf(row.samples_replaced),
    correction: row.correction,
    assignedBy: row.assigned_by,
    dataFrom: row.data_from ? new Date(row.data_from) : null,
    dataTo: row.data_to ? new Date(row.data_to) : null,
    undoneAt: row.undone_at ? new Date(row.undone_at) : null,
    samplesRemoved: countOf(row.samples_removed),
    undoState: row.undo_state as ImportRow['undoState'],
    undoError: row.undo_error,
  };
}

export type NewImport = Pick<
  ImportRow,
  'importPath' | 'sha256' | 'fileName' | 'imoNumber' | 'vesselId' | 'webJob'
> & {
  status: ImportStatus;
  errorMessage?: string | null;
  uploadedBy?: string | null;
  assignedBy?: string | null;
};

export async function insertImport(conn: SqlConnection, record: NewImport): Promise<void> {
  await conn.query(
    `INSERT INTO imports (import_path, sha256, file_name, imo_number, vessel_id, status, web_job, error_message, uploaded_by,
       assigned_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      record.importPath,
      record.sha256,
      record.fileName,
      record.imoNumber,
      record.vesselId,
      record.status,
      record.webJob,
      record.errorMessage ?? null,
      record.uploadedBy ?? null,
      record.assignedBy ?? null,
    ],
  );
}

export async function findImport(conn: SqlConnection, importPath: string): Promise<ImportRow | null> {
  const [row] = await conn.query<DbRow>(`SELECT ${columns} FROM imports WHERE import_path = $1`, [
    importPath,
  ]);
  return row ? fromDb(row) : null;
}

export async function findImportBySha(conn: SqlConnection, sha256: string): Promise<ImportRow | null> {
  const [row] = await conn.query<DbRow>(
    `SELECT ${columns} FROM imports WHERE sha256 = $1 ORDER BY received_at DESC LIMIT 1`,
    [sha256],
  );
  return row ? fromDb(row) : null;
}

/** Records with a status, optionally received in [from, to), newest first. */
export async function listImports(
  conn: SqlConnection,
  status: ImportStatus,
  range?: { from: Date; to: Date },
): Promise<ImportRow[]> {
  const rows = range
    ? await conn.query<DbRow>(
        `SELECT ${columns} FROM imports WHERE status = $1 AND received_at >= $2 AND received_at < $3
         ORDER BY received_at DESC`,
        [status, range.from.toISOString(), range.to.toISOString()],
      )
    : await conn.query<DbRow>(`SELECT ${columns} FROM imports WHERE status = $1 ORDER BY received_at DESC`, [
        status,
      ]);
  return rows.map(fromDb);
}

export async function listRunningForImos(
  conn: SqlConnection,
  imoNumbers: string[] | null,
): Promise<ImportRow[]> {
  const rows = imoNumbers
    ? await conn.query<DbRow>(
        `SELECT ${columns} FROM imports WHERE status = $1 AND imo_number = ANY($2::text[]) ORDER BY received_at`,
        [importStatuses.Running, imoNumbers],
      )
    : await conn.query<DbRow>(
        `SELECT ${columns} FROM imports WHERE status = $1 AND imo_number IS NOT NULL ORDER BY received_at`,
        [importStatuses.Running],
      );
  return rows.map(fromDb);
}

/** Queued (again) on a stage: Running, waiting for a worker. */
export async function markQueued(
  conn: SqlConnection,
  importPath: string,
  webJob: WebJob,
  jobId: string | null,
) {
  await conn.query(
    `UPDATE imports SET status = $2, web_job = $3, job_id = $4, stage_started_at = NULL, error_message = NULL,
       stack_trace = NULL, updated_at = now() WHERE import_path = $1`,
    [importPath, importStatuses.Running, webJob, jobId],
  );
}

/**
 * A worker takes up the stage; the first stage sets the start time. `attempts` is not touched: it
 * counts interruptions (countInterruption), not stages.
 */
export async function markStageStarted(conn: SqlConnection, importPath: string, webJob: WebJob) {
  await conn.query(
    `UPDATE imports SET status = $2, web_job = $3, stage_started_at = now(), start_time = COALESCE(start_time, now()),
       updated_at = now() WHERE import_path = $1`,
    [importPath, importStatuses.Running, webJob],
  );
}

/** A restart found the import interrupted: answers how many times it has been so far. */
export async function countInterruption(conn: SqlConnection, importPath: string): Promise<number> {
  const [row] = await conn.query<{ attempts: number }>(
    'UPDATE imports SET attempts = attempts + 1, updated_at = now() WHERE import_path = $1 RETURNING attempts',
    [importPath],
  );
  return Number(row?.attempts ?? 0);
}

export async function setVessel(
  conn: SqlConnection,
  importPath: string,
  imoNumber: string,
  vesselId: string | null,
) {
  await conn.query(
    'UPDATE imports SET imo_number = $2, vessel_id = $3, updated_at = now() WHERE import_path = $1',
    [importPath, imoNumber, vesselId],
  );
}

/** What a checked package says about itself (Prepare): the vessel history's facts (ADR 0053). */
export type PackageFacts = {
  exportedAt: Date;
  dataFrom: Date;
  dataTo: Date;
  variableCount: number;
  sampleCount: number;
};

export async function setPackageFacts(conn: SqlConnection, importPath: string, facts: PackageFacts) {
  await conn.query(
    `UPDATE imports SET exported_at = $2, data_from = $3, data_to = $4, variable_count = $5, sample_count = $6,
       updated_at = now() WHERE import_path = $1`,
    [
      importPath,
      facts.exportedAt.toISOString(),
      facts.dataFrom.toISOString(),
      facts.dataTo.toISOString(),
      facts.variableCount,
      facts.sampleCount,
    ],
  );
}

export async function setProgress(
  conn: SqlConnection,
  importPath: string,
  progress: number,
  statistics: ImportStatistic[],
  durationTicks: number,
) {
  await conn.query(
    `UPDATE imports SET progress = $2, statistics = $3::jsonb, duration_ticks = $4, updated_at = now()
     WHERE import_path = $1`,
    [importPath, progress, JSON.stringify(statistics), Math.round(durationTicks)],
  );
}

/**
 * What the Import stage stored against what the package holds (issue 27 §4): read is the package's
 * sample count (Prepare's fact), stored the samples new to the vessel, replaced the stored samples
 * a correction overwrote; the rest were already stored (duplicates). The reader refuses a package
 * with a row outside its period or a bad value as a whole, so no sample is left out for those.
 */
export async function setSampleCounts(
  conn: SqlConnection,
  importPath: string,
  counts: { stored: number; replaced: number },
  correction: boolean,
) {
  await conn.query(
    `UPDATE imports SET samples_read = COALESCE(sample_count, $2::bigint + $3::bigint), samples_stored = $2::bigint,
       samples_replaced = $3::bigint,
       samples_duplicate = GREATEST(COALESCE(sample_count, $2::bigint + $3::bigint) - $2::bigint - $3::bigint, 0),
       correction = $4::boolean, updated_at = now()
     WHERE import_path = $1`,
    [importPath, counts.stored, counts.replaced, correction],
  );
}

export async function markImported(conn: SqlConnection, importPath: string, durationTicks: number) {
  await conn.query(
    `UPDATE imports SET status = $2, progress = 100, duration_ticks = $3, stage_started_at = NULL, job_id = NULL,
       updated_at = now() WHERE import_path = $1`,
    [importPath, importStatuses.Imported, Math.round(durationTicks)],
  );
}

export async function markFailed(
  conn: SqlConnection,
  importPath: string,
  error: { message: string; stack: string | null },
  durationTicks?: number,
) {
  await conn.query(
    `UPDATE imports SET status = $2, error_message = $3, stack_trace = $4, stage_started_at = NULL, job_id = NULL,
       duration_ticks = COALESCE($5, duration_ticks), updated_at = now() WHERE import_path = $1`,
    [
      importPath,
      importStatuses.Failed,
      error.message,
      error.stack,
      durationTicks === undefined ? null : Math.round(durationTicks),
    ],
  );
}

export async function deleteImport(
  conn: SqlConnection,
  importPath: string,
  status: ImportStatus,
): Promise<boolean> {
  const rows = await conn.query(
    `DELETE FROM imports WHERE import_path = $1 AND status = $2 RETURNING import_path`,
    [importPath, status],
  );
  return rows.length > 0;
}

/** Forgets the record of a package whatever its status (a package sent to a queue again starts anew). */
export async function forgetImport(conn: SqlConnection, importPath: string): Promise<void> {
  await conn.query('DELETE FROM imports WHERE import_path = $1', [importPath]);
}

/** Remembers the queue's job of a package (the first one sent for it). */
export async function setJobId(conn: SqlConnection, importPath: string, jobId: string): Promise<void> {
  await conn.query('UPDATE imports SET job_id = $2 WHERE import_path = $1 AND job_id IS NULL', [
    importPath,
    jobId,
  ]);
}
