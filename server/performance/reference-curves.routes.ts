// Curves (001 §7, PERF-171) and the partner type's /Kognifai/Curves variants of the reads.
import * as v from 'valibot';
import { IdParamsSchema } from '../../domain/contracts/common.ts';
import {
  CurveReportRequestSchema,
  CurvesFindQuerySchema,
  ReferenceCurveRequestSchema,
  ReferenceCurveSchema,
} from '../../domain/contracts/reference-curves.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, orRefusal, withVersion } from '../http/sync-http.ts';
import type { ReferenceCurvesService } from './reference-curves.service.ts';

const tag = 'Reference curves';
const writers = 'Administrator; SuperUser too for SpotMarket curves (ADR 0056), with access to the vessel';

export function registerReferenceCurveRoutes(router: ApiRouter, curves: ReferenceCurvesService): void {
  for (const partner of [false, true]) {
    const prefix = partner ? '/Kognifai' : '';
    const access = partner
      ? 'KognifaiUser, with access to the vessel'
      : 'every role but KognifaiUser, with access to the vessel';
    router.authenticated(
      {
        method: 'get',
        path: `${prefix}/Curves/Find`,
        tag,
        summary: "The vessel's reference curves with their points",
        access,
        query: CurvesFindQuerySchema,
        response: v.array(ReferenceCurveSchema),
      },
      ({ actor, query }) => curves.find(actor, query.vesselId, partner),
    );
    router.authenticated(
      {
        method: 'post',
        path: `${prefix}/Curves/Report`,
        tag,
        summary: 'The curve report (.xlsx): the fit, the points with residuals and outliers, the predictions',
        access,
        body: CurveReportRequestSchema,
      },
      ({ actor, body }) => curves.report(actor, body, partner),
    );
  }

  router.authenticated(
    {
      method: 'post',
      path: '/Curves',
      tag,
      summary:
        'Adds a reference curve (a PowerSpeed curve recalculates the long trends); it answers the version the next edit names',
      access: writers,
      body: ReferenceCurveRequestSchema,
      response: ReferenceCurveSchema,
      status: 201,
    },
    ({ actor, body }) => curves.create(actor, body),
  );
  router.authenticated(
    {
      method: 'put',
      path: '/Curves/{id}',
      tag,
      summary: `Changes a reference curve (a TimeCharter curve keeps the speeds of its points); ${ifMatchHeader} carries the version it was based on (412 with the current curve when stale, 428 without it)`,
      access: writers,
      params: IdParamsSchema,
      body: ReferenceCurveRequestSchema,
      response: ReferenceCurveSchema,
    },
    ({ actor, params, body, c }) => withVersion(c, () => curves.update(actor, params.id, body, ifMatchOf(c))),
  );
  router.authenticated(
    {
      method: 'delete',
      path: '/Curves/{id}',
      tag,
      summary: `Deletes a reference curve; ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
      access: writers,
      params: IdParamsSchema,
    },
    ({ actor, params, c }) => orRefusal(c, () => curves.remove(actor, params.id, ifMatchOf(c))),
  );
}
