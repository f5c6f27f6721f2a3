// Reference curves (001 §2, §7 Curves, PERF-060..064, PERF-171): read by every role that sees the
// vessel (the partner type through /Kognifai/Curves), written by Administrators (the Reference
// Curves pages are theirs, PERF-019; SuperUsers also keep the SpotMarket curve, and a TimeCharter
// curve keeps its contract's speeds, ADR 0056), and the curve report. A changed PowerSpeed or SFOC curve
// changes the speed or SFOC long trend: the vessel's long trends are recalculated.
import ExcelJS from 'exceljs';
import type {
  CurveReportRequest,
  ReferenceCurve,
  ReferenceCurveRequest,
} from '../../domain/contracts/reference-curves.ts';
import type { RegressionKind } from '../../domain/calc/regression.ts';
import { readCurve } from '../../domain/performance/reference-curve.ts';
import type { DataContext } from '../context.ts';
import { invalidInput, notFound } from '../http/app-error.ts';
import { preconditionFailed, requireIfMatch } from '../http/sync-refusal.ts';
import { xlsxResponse } from '../http/file-response.ts';
import { timeCharterPointsError } from '../../domain/performance/charter-party.ts';
import { requireAdmin, requireSuperOrAdmin } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import type { VoyageDataAccess } from '../vessels/public.ts';
import {
  deleteReferenceCurve,
  findReferenceCurve,
  findReferenceCurves,
  insertReferenceCurve,
  updateReferenceCurve,
  type ReferenceCurveRow,
} from './reference-curves.repository.ts';

const present = (row: ReferenceCurveRow): ReferenceCurve => ({
  id: row.id,
  vesselId: row.vesselId,
  curveMode: row.curveMode as ReferenceCurve['curveMode'],
  curveFit: row.curveFit as ReferenceCurve['curveFit'],
  regressionOrder: row.regressionOrder,
  xAxisLogVariableId: row.xAxisLogVariableId,
  yAxisLogVariableId: row.yAxisLogVariableId,
  points: row.points,
  referenceDraft: row.referenceDraft,
  version: row.version,
});

/**
 * Who writes a curve of `mode` (ADR 0049, ADR 0056): the SpotMarket curve is the operator's own,
 * kept by its SuperUsers and Administrators; the trial curves and the time charter's contract curve
 * are the Administrator's.
 */
function requireCurveWriter(actor: Actor, mode: string): void {
  if (mode === 'SpotMarket') requireSuperOrAdmin(actor);
  else requireAdmin(actor);
}

export type ReferenceCurvesDeps = DataContext & {
  access: VoyageDataAccess;
  /** The partner type's access through /Kognifai (403 for every other role). */
  partnerAccess: VoyageDataAccess;
  requestRecalculation: (vesselId: string) => Promise<void>;
};

export function createReferenceCurvesService(deps: ReferenceCurvesDeps) {
  const { engine } = deps;
  const accessFor = (partner: boolean) => (partner ? deps.partnerAccess : deps.access);

  async function getCurve(id: string): Promise<ReferenceCurveRow> {
    const row = await findReferenceCurve(engine, id);
    if (!row) throw notFound('There is no reference curve with that id.');
    return row;
  }

  async function writableCurve(actor: Actor, id: string): Promise<ReferenceCurveRow> {
    requireSuperOrAdmin(actor);
    const row = await getCurve(id);
    requireCurveWriter(actor, row.curveMode);
    await deps.access(actor, row.vesselId);
    return row;
  }

  async function changed(row: Pick<ReferenceCurveRow, 'vesselId' | 'curveMode'>) {
    if (row.curveMode === 'PowerSpeed' || row.curveMode === 'SFOC')
      await deps.requestRecalculation(row.vesselId);
  }

  return {
    async find(actor: Actor, vesselId: string, partner = false): Promise<ReferenceCurve[]> {
      await accessFor(partner)(actor, vesselId);
      return (await findReferenceCurves(engine, vesselId)).map(present);
    },

    async create(actor: Actor, input: ReferenceCurveRequest): Promise<ReferenceCurve> {
      requireCurveWriter(actor, input.curveMode);
      await deps.access(actor, input.vesselId);
      const row = { ...input, id: '', version: 1 };
      row.id = await insertReferenceCurve(engine, input);
      await changed(row);
      return present(row);
    },

    /** Based on the version the editor read (If-Match, ADR 0092): 428 without, 412 when stale. */
    async update(
      actor: Actor,
      id: string,
      input: ReferenceCurveRequest,
      ifMatch: number | null,
    ): Promise<ReferenceCurve> {
      const before = await writableCurve(actor, id);
      requireCurveWriter(actor, input.curveMode);
      if (input.vesselId !== before.vesselId)
        throw invalidInput('A curve stays with its vessel.', 'vesselId');
      const fixedPoints =
        before.curveMode === 'TimeCharter' && timeCharterPointsError(before.points, input.points);
      if (fixedPoints) throw invalidInput(fixedPoints, 'points');
      const basedOn = requireIfMatch(ifMatch);
      if (!(await updateReferenceCurve(engine, { ...input, id }, basedOn)))
        throw preconditionFailed(present(await getCurve(id)));
      await changed(before);
      if (input.curveMode !== before.curveMode) await changed(input);
      return present({ ...input, id, version: basedOn + 1 });
    },

    /** Also based on the version read: a curve someone changed meanwhile is not deleted unseen. */
    async remove(actor: Actor, id: string, ifMatch: number | null): Promise<void> {
      const row = await writableCurve(actor, id);
      const basedOn = requireIfMatch(ifMatch);
      if (!(await deleteReferenceCurve(engine, id, basedOn)))
        throw preconditionFailed(present(await getCurve(id)));
      await changed(row);
    },

    /** POST /Curves/Report: the curve, its fit, its points with residuals and outliers, the predictions. */
    async report(actor: Actor, input: CurveReportRequest, partner = false): Promise<Response> {
      const row = await findReferenceCurve(engine, input.curveId);
      if (!row) throw notFound('There is no reference curve with that id.');
      await accessFor(partner)(actor, row.vesselId);
      const reading = readCurve(
        {
          curveFit: row.curveFit as RegressionKind,
          regressionOrder: row.regressionOrder,
          points: row.points,
        },
        input.predictAt,
      );
      const workbook = new ExcelJS.Workbook();
      workbook.creator = 'Wakeline';
      const summary = workbook.addWorksheet('Curve');
      summary.columns = [
        { header: 'Field', key: 'field', width: 22 },
        { header: 'Value', key: 'value', width: 48 },
      ];
      summary.getRow(1).font = { bold: true };
      const fit = reading.fit;
      for (const [field, value] of [
        ['Curve mode', row.curveMode],
        ['Curve fit', row.curveFit],
        ['Regression order', row.curveFit === 'polynomial' ? row.regressionOrder : ''],
        ['Equation', fit?.equation ?? reading.error ?? ''],
        ['R²', fit ? Number(fit.r2.toFixed(6)) : ''],
        ['Points used', fit ? `${fit.pointsUsed} of ${row.points.length}` : `0 of ${row.points.length}`],
        ['Outliers', reading.points.filter((p) => p.isOutlier).length],
        ['Reference draft (m)', row.referenceDraft ?? ''],
      ] as const) {
        summary.addRow({ field, value });
      }
      const points = workbook.addWorksheet('Points');
      points.columns = [
        { header: 'x', key: 'x', width: 14 },
        { header: 'y', key: 'y', width: 14 },
        { header: 'Fitted y', key: 'fitted', width: 14 },
        { header: 'Residual', key: 'residual', width: 14 },
        { header: 'Outlier', key: 'outlier', width: 10 },
      ];
      points.getRow(1).font = { bold: true };
      for (const p of reading.points) {
        points.addRow({
          x: p.x,
          y: p.y,
          fitted: p.fitted,
          residual: p.residual,
          outlier: p.isOutlier ? 'Yes' : '',
        });
      }
      const predictions = workbook.addWorksheet('Prediction');
      predictions.columns = [
        { header: 'x', key: 'x', width: 14 },
        { header: 'Predicted y', key: 'y', width: 14 },
      ];
      predictions.getRow(1).font = { bold: true };
      for (const p of reading.predictions) predictions.addRow(p);
      return xlsxResponse(await workbook.xlsx.writeBuffer(), `${row.curveMode} curve.xlsx`);
    },
  };
}

export type ReferenceCurvesService = ReturnType<typeof createReferenceCurvesService>;
