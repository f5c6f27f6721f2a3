// SQL of the vessel histories (ADR 0053): a vessel's imported packages from the `imports` table,
// dated by when the vessel made them (records from before 0202 by when they arrived).
import { importStatuses } from '../../domain/contracts/imports.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

const exportDate = 'COALESCE(exported_at, received_at)';

export type ExportRow = { id: string; exportDate: Date };

export type ExportDetailsRow = ExportRow & {
  receivedAt: Date;
  dataFrom: Date | null;
  dataTo: Date | null;
  variableCount: number | null;
  sampleCount: number | null;
};

type DbDetails = {
  id: string;
  export_date: Date | string;
  received_at: Date | string;
  data_from: Date | string | null;
  data_to: Date | string | null;
  variable_count: number | null;
  sample_count: number | string | null;
};

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));
const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** The vessel's imported packages made in [from, to], oldest first. */
export async function findExports(
  conn: SqlConnection,
  vesselId: string,
  from: Date,
  to: Date,
): Promise<ExportRow[]> {
  const rows = await conn.query<{ id: string; export_date: Date | string }>(
    `SELECT id, ${exportDate} AS export_date FROM imports
     WHERE vessel_id = $1 AND status = $2 AND ${exportDate} >= $3 AND ${exportDate} <= $4
     ORDER BY export_date, received_at, id`,
    [vesselId, importStatuses.Imported, from.toISOString(), to.toISOString()],
  );
  return rows.map((row) => ({ id: row.id, exportDate: new Date(row.export_date) }));
}

/** The vessel's newest imported package (the one made last), with what it carried. */
export async function findLatestExport(
  conn: SqlConnection,
  vesselId: string,
): Promise<ExportDetailsRow | null> {
  const [row] = await conn.query<DbDetails>(
    `SELECT id, ${exportDate} AS export_date, received_at, data_from, data_to, variable_count, sample_count
     FROM imports WHERE vessel_id = $1 AND status = $2
     ORDER BY export_date DESC, received_at DESC, id DESC LIMIT 1`,
    [vesselId, importStatuses.Imported],
  );
  if (!row) return null;
  return {
    id: row.id,
    exportDate: new Date(row.export_date),
    receivedAt: new Date(row.received_at),
    dataFrom: dateOrNull(row.data_from),
    dataTo: dateOrNull(row.data_to),
    variableCount: numberOrNull(row.variable_count),
    sampleCount: numberOrNull(row.sample_count),
  };
}

export type ExportTotals = {
  imported: number;
  failed: number;
  firstExportDate: Date | null;
  lastReceivedAt: Date | null;
};

/** Counts of the vessel's imported and failed packages, its first export and its last arrival. */
export async function countExports(conn: SqlConnection, vesselId: string): Promise<ExportTotals> {
  const [row] = await conn.query<{
    imported: number | string;
    failed: number | string;
    first_export: Date | string | null;
    last_received: Date | string | null;
  }>(
    `SELECT count(*) FILTER (WHERE status = $2) AS imported,
            count(*) FILTER (WHERE status = $3) AS failed,
            min(${exportDate}) FILTER (WHERE status = $2) AS first_export,
            max(received_at) FILTER (WHERE status = $2) AS last_received
     FROM imports WHERE vessel_id = $1`,
    [vesselId, importStatuses.Imported, importStatuses.Failed],
  );
  return {
    imported: Number(row?.imported ?? 0),
    failed: Number(row?.failed ?? 0),
    firstExportDate: dateOrNull(row?.first_export ?? null),
    lastReceivedAt: dateOrNull(row?.last_received ?? null),
  };
}
