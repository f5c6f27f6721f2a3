// The Diagnostics page's calls (001 §7): DiagnosticEvents, VesselEvents, TrendLimits,
// LongTrendConfigurations, Benefits and Consequences. Reads and events: every role that sees the
// vessel except the partner type; the long-trend configuration is saved by SuperUsers and
// Administrators. Every call about a vessel needs its Diagnostics feature (ADR 0059).
import { diagnosticsEndpoints as endpoints } from '../../domain/contracts/diagnostics.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, orRefusal, withVersion } from '../http/sync-http.ts';
import type { DiagnosticsService } from './diagnostics.service.ts';

const tag = 'Diagnostics';
const feature = 'where the vessel has the Diagnostics feature';
const access = `every role but KognifaiUser, with access to the vessel, ${feature}`;

export function registerDiagnosticsRoutes(router: ApiRouter, diagnostics: DiagnosticsService): void {
  router.authenticated(
    {
      ...endpoints.trendEventTypes,
      tag,
      summary: 'The kinds of trend event (hull cleaning, propeller polish, dry dock, ...)',
      access: 'every role but KognifaiUser',
    },
    ({ actor }) => diagnostics.trendEventTypes(actor),
  );

  router.authenticated(
    {
      ...endpoints.addInfoEvent,
      tag,
      summary: 'Adds an info event (it marks the charts)',
      access,
    },
    ({ actor, body }) => diagnostics.addInfoEvent(actor, body),
  );

  router.authenticated(
    {
      ...endpoints.addTrendEvent,
      tag,
      summary: 'Adds a trend event (it starts a new trend period; the long trends are recalculated)',
      access,
    },
    ({ actor, body }) => diagnostics.addTrendEvent(actor, body),
  );

  for (const kind of ['Info', 'Trend'] as const) {
    const type = kind === 'Info' ? 'InfoEvent' : 'TrendEvent';
    const what = kind === 'Info' ? 'an info event' : 'a trend event';
    const update = kind === 'Info' ? endpoints.updateInfoEvent : endpoints.updateTrendEvent;
    const remove = kind === 'Info' ? endpoints.removeInfoEvent : endpoints.removeTrendEvent;
    // The body is either kind's (the two declarations differ in it), as the handler takes.
    router.authenticated<
      typeof update.params,
      undefined,
      typeof endpoints.updateInfoEvent.body | typeof endpoints.updateTrendEvent.body
    >(
      {
        ...update,
        tag,
        summary: `Changes ${what} added in the office; ${ifMatchHeader} carries the version it was based on (412 with the current event when stale, 428 without it)`,
        access,
      },
      ({ actor, params, body, c }) =>
        withVersion(c, () => diagnostics.updateEvent(actor, params.id, type, body, ifMatchOf(c))),
    );
    router.authenticated(
      {
        ...remove,
        tag,
        summary: `Deletes ${what} added in the office; ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
        access,
      },
      ({ actor, params, c }) =>
        orRefusal(c, () => diagnostics.deleteEvent(actor, params.id, type, ifMatchOf(c))),
    );
  }

  router.authenticated(
    {
      ...endpoints.findEvents,
      tag,
      summary: "The vessel's Trend and Info events, recorded onboard (Ship) and added in the office (Office)",
      access,
    },
    ({ actor, query }) => diagnostics.findEvents(actor, query.vesselId, query.eventTypes),
  );

  router.authenticated(
    {
      ...endpoints.updateEvent,
      tag,
      summary: `Changes the time, name and description of an event added in the office; ${ifMatchHeader} carries the version it was based on (412 with the current event when stale, 428 without it)`,
      access,
    },
    ({ actor, params, body, c }) =>
      withVersion(c, () => diagnostics.updateEvent(actor, params.id, null, body, ifMatchOf(c))),
  );

  router.authenticated(
    {
      ...endpoints.trendLimits,
      tag,
      summary:
        'The deviations from the benchmark at which a long trend is Observe and Not ok, per diagnostic type',
      access,
    },
    ({ actor, query }) => diagnostics.trendLimits(actor, query.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.configuration,
      tag,
      summary:
        "The vessel's long-trend configuration: the fuel price, SFOC and CO2 factor of the consequences",
      access,
    },
    ({ actor, query }) => diagnostics.configuration(actor, query.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.saveConfiguration,
      tag,
      summary: `Saves the vessel's long-trend configuration; ${ifMatchHeader} carries the version it was based on (0 while none is saved; 412 with the current configuration when stale, 428 without it)`,
      access: `SuperUser or Administrator, with access to the vessel, ${feature}`,
    },
    ({ actor, body, c }) => withVersion(c, () => diagnostics.saveConfiguration(actor, body, ifMatchOf(c))),
  );

  router.authenticated(
    {
      ...endpoints.benefit,
      tag,
      summary: 'What a trend event gave back on a long trend, per MCR option, in fuel, CO2 and money',
      access,
    },
    ({ actor, query }) => diagnostics.benefit(actor, query.trendEventId, query.longTrendId),
  );

  router.authenticated(
    {
      ...endpoints.latestConsequences,
      tag,
      summary: "What each long trend's current deviation from its benchmark costs per day, per MCR option",
      access:
        'every role but KognifaiUser, with access to the vessels; the trends of vessels without the Diagnostics feature are left out (403 when no vessel has it)',
    },
    ({ actor, query }) => diagnostics.latestConsequences(actor, query.longTrendIds),
  );

  router.authenticated(
    {
      ...endpoints.consequences,
      tag,
      summary:
        "What the vessel's long trends' mean deviation over a date range costs per day, per MCR option (benchmarkPeriod Own or First)",
      access,
    },
    ({ actor, query }) => diagnostics.consequencesInRange(actor, query),
  );
}
