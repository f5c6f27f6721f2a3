// The Diagnostics page's calls (001 §7): DiagnosticEvents, VesselEvents, TrendLimits,
// LongTrendConfigurations, Benefits and Consequences. Reads and events: every role that sees the
// vessel except the partner type; the long-trend configuration is saved by SuperUsers and
// Administrators. Every call about a vessel needs its Diagnostics feature (ADR 0059).
import * as v from 'valibot';
import { IdParamsSchema } from '../../domain/contracts/common.ts';
import {
  BenefitSchema,
  BenefitsFindQuerySchema,
  ConsequencesFindLatestQuerySchema,
  ConsequencesQuerySchema,
  InfoEventRequestSchema,
  LongTrendConfigurationRequestSchema,
  LongTrendConfigurationSchema,
  RangeConsequencesSchema,
  TrendEventRequestSchema,
  TrendEventTypeSchema,
  TrendLimitSchema,
  VesselEventsFindQuerySchema,
  VesselEventUpdateSchema,
  VesselIdQuerySchema,
  VesselPerformanceEventSchema,
} from '../../domain/contracts/diagnostics.ts';
import { TREND_EVENT_TYPE_IDS } from '../../domain/performance/trend-events.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, orRefusal, withVersion } from '../http/sync-http.ts';
import type { DiagnosticsService } from './diagnostics.service.ts';

const tag = 'Diagnostics';
const feature = 'where the vessel has the Diagnostics feature';
const access = `every role but KognifaiUser, with access to the vessel, ${feature}`;
const TrendEventUpdateSchema = v.object({
  ...VesselEventUpdateSchema.entries,
  trendEventType: v.optional(v.picklist(TREND_EVENT_TYPE_IDS, 'Choose a kind of trend event.')),
});

export function registerDiagnosticsRoutes(router: ApiRouter, diagnostics: DiagnosticsService): void {
  router.authenticated(
    {
      method: 'get',
      path: '/DiagnosticEvents/Trend/Types',
      tag,
      summary: 'The kinds of trend event (hull cleaning, propeller polish, dry dock, ...)',
      access: 'every role but KognifaiUser',
      response: v.array(TrendEventTypeSchema),
    },
    ({ actor }) => diagnostics.trendEventTypes(actor),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/DiagnosticEvents/Info',
      tag,
      summary: 'Adds an info event (it marks the charts)',
      access,
      body: InfoEventRequestSchema,
      response: VesselPerformanceEventSchema,
      status: 201,
    },
    ({ actor, body }) => diagnostics.addInfoEvent(actor, body),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/DiagnosticEvents/Trend',
      tag,
      summary: 'Adds a trend event (it starts a new trend period; the long trends are recalculated)',
      access,
      body: TrendEventRequestSchema,
      response: VesselPerformanceEventSchema,
      status: 201,
    },
    ({ actor, body }) => diagnostics.addTrendEvent(actor, body),
  );

  for (const kind of ['Info', 'Trend'] as const) {
    const type = kind === 'Info' ? 'InfoEvent' : 'TrendEvent';
    const what = kind === 'Info' ? 'an info event' : 'a trend event';
    router.authenticated(
      {
        method: 'put',
        path: `/DiagnosticEvents/${kind}/{id}`,
        tag,
        summary: `Changes ${what} added in the office; ${ifMatchHeader} carries the version it was based on (412 with the current event when stale, 428 without it)`,
        access,
        params: IdParamsSchema,
        body: kind === 'Info' ? VesselEventUpdateSchema : TrendEventUpdateSchema,
        response: VesselPerformanceEventSchema,
      },
      ({ actor, params, body, c }) =>
        withVersion(c, () => diagnostics.updateEvent(actor, params.id, type, body, ifMatchOf(c))),
    );
    router.authenticated(
      {
        method: 'delete',
        path: `/DiagnosticEvents/${kind}/{id}`,
        tag,
        summary: `Deletes ${what} added in the office; ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
        access,
        params: IdParamsSchema,
      },
      ({ actor, params, c }) =>
        orRefusal(c, () => diagnostics.deleteEvent(actor, params.id, type, ifMatchOf(c))),
    );
  }

  router.authenticated(
    {
      method: 'get',
      path: '/VesselEvents/Find',
      tag,
      summary: "The vessel's Trend and Info events, recorded onboard (Ship) and added in the office (Office)",
      access,
      query: VesselEventsFindQuerySchema,
      response: v.array(VesselPerformanceEventSchema),
    },
    ({ actor, query }) => diagnostics.findEvents(actor, query.vesselId, query.eventTypes),
  );

  router.authenticated(
    {
      method: 'put',
      path: '/VesselEvents/{id}',
      tag,
      summary: `Changes the time, name and description of an event added in the office; ${ifMatchHeader} carries the version it was based on (412 with the current event when stale, 428 without it)`,
      access,
      params: IdParamsSchema,
      body: VesselEventUpdateSchema,
      response: VesselPerformanceEventSchema,
    },
    ({ actor, params, body, c }) =>
      withVersion(c, () => diagnostics.updateEvent(actor, params.id, null, body, ifMatchOf(c))),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/TrendLimits',
      tag,
      summary:
        'The deviations from the benchmark at which a long trend is Observe and Not ok, per diagnostic type',
      access,
      query: VesselIdQuerySchema,
      response: v.array(TrendLimitSchema),
    },
    ({ actor, query }) => diagnostics.trendLimits(actor, query.vesselId),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/LongTrendConfigurations/Find',
      tag,
      summary:
        "The vessel's long-trend configuration: the fuel price, SFOC and CO2 factor of the consequences",
      access,
      query: VesselIdQuerySchema,
      response: v.array(LongTrendConfigurationSchema),
    },
    ({ actor, query }) => diagnostics.configuration(actor, query.vesselId),
  );

  router.authenticated(
    {
      method: 'put',
      path: '/LongTrendConfigurations',
      tag,
      summary: `Saves the vessel's long-trend configuration; ${ifMatchHeader} carries the version it was based on (0 while none is saved; 412 with the current configuration when stale, 428 without it)`,
      access: `SuperUser or Administrator, with access to the vessel, ${feature}`,
      body: LongTrendConfigurationRequestSchema,
      response: LongTrendConfigurationSchema,
    },
    ({ actor, body, c }) => withVersion(c, () => diagnostics.saveConfiguration(actor, body, ifMatchOf(c))),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Benefits/Find',
      tag,
      summary: 'What a trend event gave back on a long trend, per MCR option, in fuel, CO2 and money',
      access,
      query: BenefitsFindQuerySchema,
      response: BenefitSchema,
    },
    ({ actor, query }) => diagnostics.benefit(actor, query.trendEventId, query.longTrendId),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Consequences/FindLatest',
      tag,
      summary: "What each long trend's current deviation from its benchmark costs per day, per MCR option",
      access:
        'every role but KognifaiUser, with access to the vessels; the trends of vessels without the Diagnostics feature are left out (403 when no vessel has it)',
      query: ConsequencesFindLatestQuerySchema,
      response: BenefitSchema,
    },
    ({ actor, query }) => diagnostics.latestConsequences(actor, query.longTrendIds),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Consequences',
      tag,
      summary:
        "What the vessel's long trends' mean deviation over a date range costs per day, per MCR option (benchmarkPeriod Own or First)",
      access,
      query: ConsequencesQuerySchema,
      response: RangeConsequencesSchema,
    },
    ({ actor, query }) => diagnostics.consequencesInRange(actor, query),
  );
}
