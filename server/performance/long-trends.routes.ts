// LongTrends (with Data and Excel), LongTrendPeriods (with Meta and Statistics) and VesselPerformanceStatuses
// (001 §7). Every one: every role that sees the vessel except the partner type (KognifaiUser); all but
// the vessel status where the vessel has the Diagnostics feature (ADR 0059).
import * as v from 'valibot';
import { IdParamsSchema } from '../../domain/contracts/common.ts';
import {
  LongTrendPeriodSchema,
  LongTrendPeriodsFindQuerySchema,
  LongTrendSchema,
  LongTrendsFindQuerySchema,
  LongTrendUpdateRequestSchema,
  VesselPerformanceStatusSchema,
} from '../../domain/contracts/long-trends.ts';
import {
  LongTrendDataSchema,
  LongTrendIdsQuerySchema,
  LongTrendPeriodMetaSchema,
  LongTrendStatisticsSchema,
  VesselIdQuerySchema,
} from '../../domain/contracts/diagnostics.ts';
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
      method: 'get',
      path: '/LongTrends/Find',
      tag,
      summary:
        "The vessel's long trends, computed from its data (isDiagnosticType=false: those without a type)",
      access,
      query: LongTrendsFindQuerySchema,
      response: v.array(LongTrendSchema),
    },
    ({ actor, query }) => longTrends.find(actor, query.vesselId, query.isDiagnosticType),
  );

  router.authenticated(
    {
      method: 'put',
      path: '/LongTrends',
      tag,
      summary: `Saves 'use in vessel status' and the manual benchmark level; the status follows at once; ${ifMatchHeader} carries the version it was based on (412 with the current trend when stale, 428 without it)`,
      access,
      body: LongTrendUpdateRequestSchema,
      response: LongTrendSchema,
    },
    ({ actor, body, c }) => withVersion(c, () => longTrends.update(actor, body, ifMatchOf(c))),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/LongTrendPeriods/Find',
      tag,
      summary:
        'The trend periods of one or more long trends, with trendline, benchmark, status and daily values',
      access: listAccess,
      query: LongTrendPeriodsFindQuerySchema,
      response: v.array(LongTrendPeriodSchema),
    },
    ({ actor, query }) => longTrends.periods(actor, query.longTrendIds),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/LongTrends/Data',
      tag,
      summary: 'The daily values of one or more long trends (comma-separated longTrendIds)',
      access: listAccess,
      query: LongTrendIdsQuerySchema,
      response: v.array(LongTrendDataSchema),
    },
    ({ actor, query }) => longTrends.data(actor, query.longTrendIds),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/LongTrends/Excel',
      tag,
      summary:
        "The vessel's long trends as an Excel workbook (.xlsx): the periods, and the daily values per trend",
      access,
      query: VesselIdQuerySchema,
    },
    ({ actor, query }) => longTrends.excel(actor, query.vesselId),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/LongTrendPeriods/Meta',
      tag,
      summary:
        'What each long trend was computed from: its date range, daily values, periods, blocks kept, when',
      access: listAccess,
      query: LongTrendIdsQuerySchema,
      response: v.array(LongTrendPeriodMetaSchema),
    },
    ({ actor, query }) => longTrends.meta(actor, query.longTrendIds),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/LongTrendPeriods/Statistics',
      tag,
      summary:
        "Each long trend's current period for comparing vessels: start, change per year, benchmark, deviation",
      access: listAccess,
      query: LongTrendIdsQuerySchema,
      response: v.array(LongTrendStatisticsSchema),
    },
    ({ actor, query }) => longTrends.statistics(actor, query.longTrendIds),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/VesselPerformanceStatuses/{id}',
      tag,
      summary: 'The overall performance status of a vessel (001 §4)',
      access: reach,
      params: IdParamsSchema,
      response: VesselPerformanceStatusSchema,
    },
    ({ actor, params }) => longTrends.vesselStatus(actor, params.id),
  );
}
