// Curves (001 §7, PERF-171) and the partner type's /Kognifai/Curves variants of the reads.
import { referenceCurveEndpoints as endpoints } from '../../domain/contracts/reference-curves.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, orRefusal, withVersion } from '../http/sync-http.ts';
import type { ReferenceCurvesService } from './reference-curves.service.ts';

const tag = 'Reference curves';
const writers = 'Administrator; SuperUser too for SpotMarket curves (ADR 0056), with access to the vessel';

export function registerReferenceCurveRoutes(router: ApiRouter, curves: ReferenceCurvesService): void {
  for (const partner of [false, true]) {
    const find = partner ? endpoints.partnerFind : endpoints.find;
    const report = partner ? endpoints.partnerReport : endpoints.report;
    const access = partner
      ? 'KognifaiUser, with access to the vessel'
      : 'every role but KognifaiUser, with access to the vessel';
    router.authenticated(
      {
        ...find,
        tag,
        summary: "The vessel's reference curves with their points",
        access,
      },
      ({ actor, query }) => curves.find(actor, query.vesselId, partner),
    );
    router.authenticated(
      {
        ...report,
        tag,
        summary: 'The curve report (.xlsx): the fit, the points with residuals and outliers, the predictions',
        access,
      },
      ({ actor, body }) => curves.report(actor, body, partner),
    );
  }

  router.authenticated(
    {
      ...endpoints.create,
      tag,
      summary:
        'Adds a reference curve (a PowerSpeed curve recalculates the long trends); it answers the version the next edit names',
      access: writers,
    },
    ({ actor, body }) => curves.create(actor, body),
  );
  router.authenticated(
    {
      ...endpoints.update,
      tag,
      summary: `Changes a reference curve (a TimeCharter curve keeps the speeds of its points); ${ifMatchHeader} carries the version it was based on (412 with the current curve when stale, 428 without it)`,
      access: writers,
    },
    ({ actor, params, body, c }) => withVersion(c, () => curves.update(actor, params.id, body, ifMatchOf(c))),
  );
  router.authenticated(
    {
      ...endpoints.remove,
      tag,
      summary: `Deletes a reference curve; ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
      access: writers,
    },
    ({ actor, params, c }) => orRefusal(c, () => curves.remove(actor, params.id, ifMatchOf(c))),
  );
}
