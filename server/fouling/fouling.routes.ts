// The Fouling calls (001 §7 'Fouling (paths as listed by one source)', endpoints.tsv; ADR 0079).
// Reads: every role that sees the vessel except the partner type, where the vessel has the Fouling
// feature; the hull coating lists: every role but the partner type; writes of the configuration,
// the warm-water limit and the hull coating: SuperUsers and Administrators.
import { foulingEndpoints as endpoints } from '../../domain/contracts/fouling.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, withVersion } from '../http/sync-http.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { FoulingService } from './fouling.service.ts';

const tag = 'Fouling';
const feature = 'where the vessel has the Fouling feature';
const read = `every role but KognifaiUser, with access to the vessel, ${feature}`;
const several = `every role but KognifaiUser, with access to every vessel named; the vessels without the Fouling feature are left out (403 when none has it)`;
const write = `SuperUser and Administrator, with access to the vessel, ${feature}`;

export function registerFoulingRoutes(router: ApiRouter, fouling: FoulingService): void {
  router.authenticated(
    {
      ...endpoints.speedLoss,
      tag,
      summary:
        'The daily speed loss (the speed long trend with its sign turned), ascending by time, with its trend periods and trend events; form=Columns: the values as one time axis and one array (ADR 0122)',
      access: read,
    },
    ({ actor, query }) => fouling.speedLoss(actor, query),
  );

  router.authenticated(
    {
      ...endpoints.operationProfile,
      tag,
      summary: 'Hours per speed band, idle hours and hours in warm water (default: the last 90 days of data)',
      access: read,
    },
    ({ actor, query }) => fouling.operationProfile(actor, query),
  );

  router.authenticated(
    {
      ...endpoints.statistics,
      tag,
      summary:
        'Speed loss statistics: mean over the statistics period and 90 days, today’s level, change per year, level at and before the last cleaning, status',
      access: read,
    },
    ({ actor, query }) => fouling.statistics(actor, query.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.latestStatistics,
      tag,
      summary: 'The speed loss statistics of several vessels (a fleet), with their names and Fouling pages',
      access: several,
    },
    ({ actor, body }) => fouling.latestStatistics(actor, body.vesselIds),
  );

  router.authenticated(
    {
      ...endpoints.hullCoatingTypes,
      tag,
      summary: 'The hull coating types',
      access: 'every role but KognifaiUser',
    },
    ({ actor }) => fouling.hullCoatingTypes(actor),
  );

  router.authenticated(
    {
      ...endpoints.hullCoatingManufacturers,
      tag,
      summary: 'The hull coating manufacturers, sorted by name',
      access: 'every role but KognifaiUser',
    },
    ({ actor }) => fouling.hullCoatingManufacturers(actor),
  );

  router.authenticated(
    {
      ...endpoints.hullCoating,
      tag,
      summary: 'The hull coating of a vessel (id: the vessel id); null when none is recorded',
      access: read,
    },
    ({ actor, params }) => fouling.hullCoating(actor, params.id),
  );

  router.authenticated(
    {
      ...endpoints.saveHullCoating,
      tag,
      summary: `Records the hull coating of a vessel (type, manufacturer, product, applied date); ${ifMatchHeader} carries the version it was based on, "0" when none is recorded (412 with the current coating, or null, when stale; 428 without it)`,
      access: write,
    },
    ({ actor, body, c }) => withVersion(c, () => fouling.saveHullCoating(actor, body, ifMatchOf(c))),
  );

  router.authenticated(
    {
      ...endpoints.hullCoatings,
      tag,
      summary: 'The hull coatings of several vessels (written with a trailing slash in 001 §7)',
      access: several,
    },
    ({ actor, body }) => fouling.hullCoatings(actor, body.vesselIds),
  );

  router.authenticated(
    {
      ...endpoints.config,
      tag,
      summary:
        'The fouling chart configuration and benchmark of a vessel (id: the vessel id), its version also as ETag (0: the defaults, nothing stored)',
      access: read,
    },
    ({ actor, params, c }) => withVersion(c, () => fouling.config(actor, params.id)),
  );

  router.authenticated(
    {
      ...endpoints.saveConfig,
      tag,
      summary: `Changes the fouling chart configuration and benchmark of a vessel; ${ifMatchHeader} carries the version it was based on, "0" when nothing is stored (412 with the current configuration when stale, 428 without it)`,
      access: write,
    },
    ({ actor, body, c }) => withVersion(c, () => fouling.saveConfig(actor, body, ifMatchOf(c))),
  );

  router.authenticated(
    {
      ...endpoints.configs,
      tag,
      summary: 'The fouling chart configurations of several vessels',
      access: several,
    },
    ({ actor, body }) => fouling.configs(actor, body.vesselIds),
  );

  router.authenticated(
    {
      ...endpoints.propulsionEfficiencyData,
      tag,
      summary:
        'The daily propulsion efficiency against the reference hull, 100 · (1 − speed loss)³ percent; form=Columns: the values as one time axis and one array (ADR 0122)',
      access: read,
    },
    ({ actor, query }) => fouling.propulsionEfficiencyData(actor, query),
  );

  router.authenticated(
    {
      ...endpoints.propulsionEfficiencyCurve,
      tag,
      summary: 'The PowerSpeed reference curve and the speed the hull makes now at each power',
      access: read,
    },
    ({ actor, query }) => fouling.propulsionEfficiencyCurve(actor, query.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.addedFuelConsumption,
      tag,
      summary:
        'The fuel the speed loss adds at constant speed, per day and in total, in tonnes, CO2 and money (the Diagnostics fuel price); default: the last 90 days of data',
      access: read,
    },
    ({ actor, query }) => fouling.addedFuelConsumption(actor, query),
  );

  router.authenticated(
    {
      ...endpoints.addedFuelConsumptions,
      tag,
      summary: 'The added fuel consumption totals of several vessels over one range',
      access: several,
    },
    ({ actor, body }) => fouling.addedFuelConsumptions(actor, body),
  );

  router.authenticated(
    {
      ...endpoints.impact,
      tag,
      summary:
        'The impact of the trend event of a day (a hull cleaning): speed loss before and after, and the fuel, CO2 and money it saves per day',
      access: read,
    },
    ({ actor, query }) => fouling.impact(actor, query),
  );

  router.authenticated(
    {
      ...endpoints.seaSurfaceTemperature,
      tag,
      summary:
        'Sea surface temperature points, one per day: temperature, position, ship speed and time spent (default: the last 90 days of data)',
      access: read,
    },
    ({ actor, query }) => fouling.seaSurfaceTemperature(actor, query),
  );

  router.authenticated(
    {
      ...endpoints.saveSeaSurfaceTemperature,
      tag,
      summary:
        'Changes the warm-water limit that the sea temperature map and the operation profile mark (one value set on its own, so it names no version; it moves the configuration version)',
      access: write,
    },
    ({ actor, body }) => fouling.saveSeaSurfaceTemperature(actor, body),
  );
}
