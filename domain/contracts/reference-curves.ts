// Reference curves (001 §3 'Reference curve', §5, §7 Curves): PowerSpeed and SFOC from trials or
// model tests, TimeCharter and SpotMarket for the charter party. Field names are the spec's;
// referenceDraft (the draft a PowerSpeed curve was made at) is ours.
import * as v from 'valibot';
import {
  acceptsPoint,
  MAX_POLYNOMIAL_ORDER,
  MIN_POLYNOMIAL_ORDER,
  REGRESSION_KINDS,
} from '../calc/regression.ts';
import { IdParamsSchema, IdSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const CURVE_MODES = ['PowerSpeed', 'SFOC', 'TimeCharter', 'SpotMarket'] as const;
export type CurveMode = (typeof CURVE_MODES)[number];

const PointSchema = v.object({
  x: v.pipe(v.number('x must be a number.'), v.finite('x must be a finite number.')),
  y: v.pipe(v.number('y must be a number.'), v.finite('y must be a finite number.')),
});

const curveFields = {
  vesselId: IdSchema,
  curveMode: v.picklist(CURVE_MODES, `The curve mode is one of ${CURVE_MODES.join(', ')}.`),
  curveFit: v.picklist(REGRESSION_KINDS, `The curve fit is one of ${REGRESSION_KINDS.join(', ')}.`),
  regressionOrder: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(MIN_POLYNOMIAL_ORDER, 'The polynomial order is 2 to 5.'),
      v.maxValue(MAX_POLYNOMIAL_ORDER, 'The polynomial order is 2 to 5.'),
    ),
    2,
  ),
  xAxisLogVariableId: v.optional(v.nullable(IdSchema), null),
  yAxisLogVariableId: v.optional(v.nullable(IdSchema), null),
  points: v.pipe(v.array(PointSchema), v.maxLength(2000, 'A curve has at most 2000 points.')),
  referenceDraft: v.optional(
    v.nullable(
      v.pipe(
        v.number(),
        v.minValue(0.5, 'The reference draft must be between 0.5 and 40 m.'),
        v.maxValue(40, 'The reference draft must be between 0.5 and 40 m.'),
      ),
    ),
    null,
  ),
};

/** What the fit can take (PERF-130, PERF-131) and no two points at one x (PERF-116). */
export function curvePointsError(
  curveFit: (typeof REGRESSION_KINDS)[number],
  points: readonly { x: number; y: number }[],
): string | null {
  const bad = points.find((p) => !acceptsPoint(curveFit, p.x, p.y));
  if (bad) {
    const needs =
      curveFit === 'power'
        ? 'x and y above 0'
        : curveFit === 'exponential'
          ? 'y above 0'
          : curveFit === 'logarithmic'
            ? 'x above 0'
            : 'finite x and y';
    return `The point (${bad.x}, ${bad.y}) does not fit a ${curveFit} curve: it needs ${needs}.`;
  }
  const xs = new Set<number>();
  for (const point of points) {
    if (xs.has(point.x)) return `Two points have x = ${point.x}; a curve has one point per x.`;
    xs.add(point.x);
  }
  return null;
}

export const ReferenceCurveRequestSchema = v.pipe(
  v.object(curveFields),
  v.forward(
    v.check(
      (curve) => curvePointsError(curve.curveFit, curve.points) === null,
      (issue) => curvePointsError(issue.input.curveFit, issue.input.points) ?? 'The points are not valid.',
    ),
    ['points'],
  ),
);
export type ReferenceCurveRequest = v.InferOutput<typeof ReferenceCurveRequestSchema>;

export const ReferenceCurveSchema = v.object({
  id: IdSchema,
  ...curveFields,
  /** The row version; an edit or delete sends it back in If-Match (ADR 0092). */
  version: v.pipe(v.number(), v.integer()),
});
export type ReferenceCurve = v.InferOutput<typeof ReferenceCurveSchema>;

export const CurvesFindQuerySchema = v.object({ vesselId: IdSchema });

/** POST /Curves/Report: the curve, and the x values to predict at (the prediction table). */
export const CurveReportRequestSchema = v.object({
  curveId: IdSchema,
  predictAt: v.optional(
    v.pipe(
      v.array(v.pipe(v.number('The value must be a number'), v.finite('The value must be a number'))),
      v.maxLength(100),
    ),
    [],
  ),
});
export type CurveReportRequest = v.InferOutput<typeof CurveReportRequestSchema>;

/** The Curves endpoints and the partner type's variants of the reads (declared once, ADR 0111). */
export const referenceCurveEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/Curves/Find',
    query: CurvesFindQuerySchema,
    response: v.array(ReferenceCurveSchema),
  }),
  /** The curve report (.xlsx), not JSON: a download. */
  report: endpoint({ method: 'post', path: '/Curves/Report', body: CurveReportRequestSchema }),
  partnerFind: endpoint({
    method: 'get',
    path: '/Kognifai/Curves/Find',
    query: CurvesFindQuerySchema,
    response: v.array(ReferenceCurveSchema),
  }),
  partnerReport: endpoint({
    method: 'post',
    path: '/Kognifai/Curves/Report',
    body: CurveReportRequestSchema,
  }),
  create: endpoint({
    method: 'post',
    path: '/Curves',
    body: ReferenceCurveRequestSchema,
    response: ReferenceCurveSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'put',
    path: '/Curves/{id}',
    params: IdParamsSchema,
    body: ReferenceCurveRequestSchema,
    response: ReferenceCurveSchema,
  }),
  remove: endpoint({ method: 'delete', path: '/Curves/{id}', params: IdParamsSchema }),
};
