// The Shapoli calls of endpoints.tsv (001 §7, PERF-167, PERF-174; ADR 0081) and the limit's own
// GET/PUT /Shapoli/Settings. GET /Breaches/Details keeps the path the spec writes (without the
// /Shapoli prefix; PERF-175 asks the team to confirm it).
import { shapoliEndpoints as endpoints } from '../../domain/contracts/shapoli.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, withVersion } from '../http/sync-http.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ShapoliService } from './shapoli.service.ts';

const tag = 'EEXI ShaPoLi';
const access =
  'every role but KognifaiUser, with access to the vessel, where the vessel has the Shapoli feature';

export function registerShapoliRoutes(router: ApiRouter, shapoli: ShapoliService): void {
  router.authenticated(
    {
      ...endpoints.average,
      tag,
      summary:
        "The vessel's shaft power in a date range as means per interval (samples up to 12 hours, 15 minutes up to 10 days, hours up to 40 days, else days), with the range's mean and the limit",
      access,
    },
    ({ actor, query }) => shapoli.average(actor, query),
  );
  router.authenticated(
    {
      ...endpoints.breaches,
      tag,
      summary:
        "The breaches of the vessel's shaft power limit that start in a date range: start, end, duration, peak, mean and the energy above the limit",
      access,
    },
    ({ actor, query }) => shapoli.breaches(actor, query),
  );
  router.authenticated(
    {
      ...endpoints.breachDetails,
      tag,
      summary:
        'The breach that starts at breachStartDate, the shaft power around it and its events (404 when no breach starts then)',
      access,
    },
    ({ actor, query }) => shapoli.details(actor, query),
  );
  router.authenticated(
    {
      ...endpoints.events,
      tag,
      summary:
        'The events in a date range: breaches starting and ending, the power reserve unlocked and restored on board, limits set',
      access,
    },
    ({ actor, query }) => shapoli.events(actor, query),
  );
  router.authenticated(
    {
      ...endpoints.powerLogVariables,
      tag,
      summary: "The vessel's shaft power log variables (taxon Propulsion:Shaft power)",
      access,
    },
    ({ actor, query }) => shapoli.powerLogVariables(actor, query.vesselId),
  );
  router.authenticated(
    {
      ...endpoints.breachReport,
      tag,
      summary:
        'The breach log report of the breach starting at breachStartDate, with the logged shaft power up to toDate: PDF, or format=csv (404 when no breach starts then)',
      access,
    },
    ({ actor, query }) => shapoli.breachReport(actor, query),
  );
  router.authenticated(
    {
      ...endpoints.yearReport,
      tag,
      summary:
        "The yearly report of the vessel's breaches (UTC year): PDF, or format=csv (404 when no limit is set)",
      access,
    },
    ({ actor, query }) => shapoli.yearReport(actor, query),
  );
  router.authenticated(
    {
      ...endpoints.settings,
      tag,
      summary:
        "The vessel's shaft power limit in force, who set it and when, the variable it is judged on, and the settings' version, also as ETag (0: no limit set yet)",
      access,
    },
    ({ actor, query, c }) => withVersion(c, () => shapoli.settings(actor, query.vesselId)),
  );
  router.authenticated(
    {
      ...endpoints.saveSettings,
      tag,
      summary: `Sets the vessel's shaft power limit (kW, above 0 and at most the vessel's MCR) and optionally its shaft power variable; the earlier limits stay as events; ${ifMatchHeader} carries the settings' version it was based on, "0" when no limit was set (412 with the current settings when stale, 428 without it)`,
      access: `SuperUser or Administrator, with access to the vessel, where the vessel has the Shapoli feature`,
    },
    ({ actor, body, c }) => withVersion(c, () => shapoli.saveSettings(actor, body, ifMatchOf(c))),
  );
}
