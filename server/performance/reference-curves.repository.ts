// SQL of the reference curves (0300-create-performance.sql): PowerSpeed and SFOC from trials,
// TimeCharter and SpotMarket for the charter party.
import { randomUUID } from 'node:crypto';
import type { SqlConnection } from '../db/sql-engine.ts';

export type ReferenceCurveRow = {
  id: string;
  vesselId: string;
  curveMode: string;
  curveFit: string;
  regressionOrder: number;
  xAxisLogVariableId: string | null;
  yAxisLogVariableId: string | null;
  points: { x: number; y: number }[];
  referenceDraft: number | null;
  /** The row version; an edit or delete names it in If-Match (ADR 0092). */
  version: number;
};

const curveColumns = `id, vessel_id AS "vesselId", curve_mode AS "curveMode", curve_fit AS "curveFit",
  regression_order AS "regressionOrder", x_axis_log_variable_id AS "xAxisLogVariableId",
  y_axis_log_variable_id AS "yAxisLogVariableId", points, reference_draft AS "referenceDraft", version`;

export async function findReferenceCurves(
  conn: SqlConnection,
  vesselId: string,
  curveMode?: string,
): Promise<ReferenceCurveRow[]> {
  return conn.query<ReferenceCurveRow>(
    `SELECT ${curveColumns} FROM reference_curves
      WHERE vessel_id = $1 AND ($2::text IS NULL OR curve_mode = $2)
      ORDER BY created_at, id`,
    [vesselId, curveMode ?? null],
  );
}

export async function findReferenceCurve(conn: SqlConnection, id: string): Promise<ReferenceCurveRow | null> {
  const [row] = await conn.query<ReferenceCurveRow>(
    `SELECT ${curveColumns} FROM reference_curves WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

export async function insertReferenceCurve(
  conn: SqlConnection,
  curve: Omit<ReferenceCurveRow, 'id' | 'version'>,
): Promise<string> {
  const id = randomUUID();
  await conn.query(
    `INSERT INTO reference_curves (id, vessel_id, curve_mode, curve_fit, regression_order,
       x_axis_log_variable_id, y_axis_log_variable_id, points, reference_draft)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
    [
      id,
      curve.vesselId,
      curve.curveMode,
      curve.curveFit,
      curve.regressionOrder,
      curve.xAxisLogVariableId,
      curve.yAxisLogVariableId,
      JSON.stringify(curve.points),
      curve.referenceDraft,
    ],
  );
  return id;
}

/**
 * Writes the curve while it is still at version `basedOn` (check and write in one statement,
 * ADR 0092); false when it was not (changed or deleted meanwhile) and nothing was written.
 */
export async function updateReferenceCurve(
  conn: SqlConnection,
  curve: Omit<ReferenceCurveRow, 'version'>,
  basedOn: number,
): Promise<boolean> {
  const rows = await conn.query(
    `UPDATE reference_curves SET curve_mode = $2, curve_fit = $3, regression_order = $4,
       x_axis_log_variable_id = $5, y_axis_log_variable_id = $6, points = $7::jsonb, reference_draft = $8,
       updated_at = now(), version = version + 1
     WHERE id = $1 AND version = $9
     RETURNING id`,
    [
      curve.id,
      curve.curveMode,
      curve.curveFit,
      curve.regressionOrder,
      curve.xAxisLogVariableId,
      curve.yAxisLogVariableId,
      JSON.stringify(curve.points),
      curve.referenceDraft,
      basedOn,
    ],
  );
  return rows.length > 0;
}

/** Deletes the curve at version `basedOn` (one statement); false (nothing deleted) otherwise. */
export async function deleteReferenceCurve(
  conn: SqlConnection,
  id: string,
  basedOn: number,
): Promise<boolean> {
  const rows = await conn.query('DELETE FROM reference_curves WHERE id = $1 AND version = $2 RETURNING id', [
    id,
    basedOn,
  ]);
  return rows.length > 0;
}
