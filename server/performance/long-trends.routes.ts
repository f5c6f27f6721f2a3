// LongTrends (with Data and Excel), LongTrendPeriods (with Meta and Statistics) and VesselPerformanceStatuses
// (001 §7). Every one: every role that sees the vessel except the partner type (KognifaiUser); all but
// the vessel status where the vessel has the Diagnostics feature (ADR 0059).
import { longTrendEndpoints as endpoints } from '../../domain/contracts/diagnostics.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, withVersion } from '../http/sync-http.ts';
import type { LongTrendsService } from './long-trends.service.ts';

const tag = 'Long trends';
const reach = 'every role but KognifaiUser, with access to the vessel';
const access = `${reach}, where the vessel has the Diagnostics feature`;
/** The calls about trends of several vessels (a comparison). */
const listAccess = `${reach}; the trends of vessels without the Diagnostics feature are left out (403 when no vessel has it)`;

export function registerLongTrendRoutes(router: ApiRouter, longTrends: LongTrendsService): void {
  router.authenticated(
    {
      ...endpoints.find,
      tag,
      summary:
        "The vessel's long trends, computed from its data (isDiagnosticType=false: those without a type)",
      access,
    },
    ({ actor, query }) => longTrends.find(actor, query.vesselId, query.isDiagnosticType),
  );

  router.authenticated(
    {
      ...endpoints.update,
      tag,
      summary: `Saves 'use in vessel status' and the manual benchmark level; the status follows at once; ${ifMatchHeader} carries the version it was based on (412 with the current trend when stale, 428 without it)`,
      access,
    },
    ({ actor, body, c }) => withVersion(c, () => longTrends.update(actor, body, ifMatchOf(c))),
  );

  router.authenticated(
    {
      ...endpoints.periods,
      tag,
      summary:
        "The trend periods of one or more long trends, with trendline, benchmark, status and daily values; form=Columns: each period's daily values as one time axis and one array (ADR 0122)",
      access: listAccess,
    },
    ({ actor, query }) => longTrends.periods(actor, query.longTrendIds, query.form),
  );

  router.authenticated(
    {
      ...endpoints.data,
      tag,
      summary:
        "The daily values of one or more long trends (comma-separated longTrendIds); form=Columns: each trend's daily values as one time axis and one array (ADR 0122)",
      access: listAccess,
    },
    ({ actor, query }) => longTrends.data(actor, query.longTrendIds, query.form),
  );

  router.authenticated(
    {
      ...endpoints.excel,
      tag,
      summary:
        "The vessel's long trends as an Excel workbook (.xlsx): the periods, and the daily values per trend",
      access,
    },
    ({ actor, query }) => longTrends.excel(actor, query.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.meta,
      tag,
      summary:
        'What each long trend was computed from: its date range, daily values, periods, blocks kept, when',
      access: listAccess,
    },
    ({ actor, query }) => longTrends.meta(actor, query.longTrendIds),
  );

  router.authenticated(
    {
      ...endpoints.statistics,
      tag,
      summary:
        "Each long trend's current period for comparing vessels: start, change per year, benchmark, deviation",
      access: listAccess,
    },
    ({ actor, query }) => longTrends.statistics(actor, query.longTrendIds),
  );

  router.authenticated(
    {
      ...endpoints.vesselStatus,
      tag,
      summary: 'The overall performance status of a vessel (001 §4)',
      access: reach,
    },
    ({ actor, params }) => longTrends.vesselStatus(actor, params.id),
  );
}
