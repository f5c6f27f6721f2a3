import type { SqlConnection, SqlEngine } from '../db/sql-engine.ts';

/**
 * The `unassigned_data` table (ADR 0087): one row per package whose IMO number no live vessel had
 * when Prepare checked it. The stored package stays in the package folder under its import path;
 * an Administrator assigns it to a vessel (it is then imported like any package), creates the
 * vessel from it, or removes it.
 */

export type UnassignedRow = {
  importPath: string;
  sha256: string;
  fileName: string;
  imoNumber: string;
  periodStart: Date;
  periodEnd: Date;
  sampleCount: number;
  variableCount: number;
  receivedAt: Date;
  uploadedBy: string | null;
};

type DbRow = {
  import_path: string;
  sha256: string;
  file_name: string;
  imo_number: string;
  period_start: Date | string;
  period_end: Date | string;
  sample_count: number | string;
  variable_count: number;
  received_at: Date | string;
  uploaded_by: string | null;
};

const columns =
  'import_path, sha256, file_name, imo_number, period_start, period_end, sample_count, variable_count, received_at, uploaded_by';

const fromDb = (row: DbRow): UnassignedRow => ({
  importPath: row.import_path,
  sha256: row.sha256,
  fileName: row.file_name,
  imoNumber: row.imo_number,
  periodStart: new Date(row.period_start),
  periodEnd: new Date(row.period_end),
  sampleCount: Number(row.sample_count),
  variableCount: Number(row.variable_count),
  receivedAt: new Date(row.received_at),
  uploadedBy: row.uploaded_by,
});

/**
 * Moves a checked package from `imports` to `unassigned_data` in one transaction: its import record
 * goes (it is not an import until someone assigns it), its facts stay.
 */
export async function moveToUnassigned(
  engine: SqlEngine,
  importPath: string,
  facts: {
    imoNumber: string;
    periodStart: Date;
    periodEnd: Date;
    sampleCount: number;
    variableCount: number;
  },
): Promise<void> {
  await engine.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO unassigned_data (import_path, sha256, file_name, imo_number, period_start, period_end, sample_count,
         variable_count, received_at, uploaded_by)
       SELECT import_path, sha256, file_name, $2, $3, $4, $5, $6, received_at, uploaded_by
         FROM imports WHERE import_path = $1
       ON CONFLICT (import_path) DO NOTHING`,
      [
        importPath,
        facts.imoNumber,
        facts.periodStart.toISOString(),
        facts.periodEnd.toISOString(),
        facts.sampleCount,
        facts.variableCount,
      ],
    );
    await tx.query('DELETE FROM imports WHERE import_path = $1', [importPath]);
  });
}

export async function listUnassigned(conn: SqlConnection): Promise<UnassignedRow[]> {
  const rows = await conn.query<DbRow>(
    `SELECT ${columns} FROM unassigned_data ORDER BY received_at DESC, import_path`,
  );
  return rows.map(fromDb);
}

export async function findUnassigned(conn: SqlConnection, importPath: string): Promise<UnassignedRow | null> {
  const [row] = await conn.query<DbRow>(`SELECT ${columns} FROM unassigned_data WHERE import_path = $1`, [
    importPath,
  ]);
  return row ? fromDb(row) : null;
}

export async function findUnassignedBySha(
  conn: SqlConnection,
  sha256: string,
): Promise<UnassignedRow | null> {
  const [row] = await conn.query<DbRow>(`SELECT ${columns} FROM unassigned_data WHERE sha256 = $1 LIMIT 1`, [
    sha256,
  ]);
  return row ? fromDb(row) : null;
}

/** Deletes the row; false when another request took it first. */
export async function deleteUnassigned(conn: SqlConnection, importPath: string): Promise<boolean> {
  const rows = await conn.query('DELETE FROM unassigned_data WHERE import_path = $1 RETURNING 1', [
    importPath,
  ]);
  return rows.length > 0;
}
