// The Data quality calls of 001 §7 (PERF-160, PERF-161; endpoints.tsv). Paths as the spec writes
// them (GET /datafeature in lower case); shapes ours (ADR 0074).
import { dataQualityEndpoints as endpoints } from '../../domain/contracts/data-quality.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, withVersion } from '../http/sync-http.ts';
import type { DataQualityService } from './data-quality.service.ts';

const tag = 'Data quality';
const company =
  'every role but KognifaiUser, for its own company (Administrator: any); the company’s vessels it sees with the DataQuality feature';
const vessel =
  'every role but KognifaiUser, with access to the vessel, where the vessel has the DataQuality feature';
const manager =
  'SuperUser of the vessel’s company or Administrator, where the vessel has the DataQuality feature';

export function registerDataQualityRoutes(router: ApiRouter, dataQuality: DataQualityService): void {
  router.authenticated(
    {
      ...endpoints.fleetOverview,
      tag,
      summary:
        'Per vessel: variables, outages and share missing in the last 30 days, open outliers, last sample',
      access: company,
    },
    ({ actor, query }) => dataQuality.fleetOverview(actor, query.companyId),
  );
  router.authenticated(
    {
      ...endpoints.dataOutages,
      tag,
      summary:
        'Outages (gaps between stored samples longer than the configured minimum) per vessel and variable, and the percent missing (5 decimals)',
      access: company,
    },
    ({ actor, query }) => dataQuality.dataOutages(actor, query),
  );
  router.authenticated(
    {
      ...endpoints.outageConfiguration,
      tag,
      summary: 'The company’s outage threshold (minutes; 60 until set)',
      access: company,
    },
    ({ actor, query }) => dataQuality.outageConfiguration(actor, query.companyId),
  );
  router.authenticated(
    {
      ...endpoints.saveOutageConfiguration,
      tag,
      summary: `Sets the company’s outage threshold; ${ifMatchHeader} carries the version it was based on (0 while none is saved; 412 with the current threshold when stale, 428 without it)`,
      access: 'SuperUser of the company or Administrator',
    },
    ({ actor, body, c }) =>
      withVersion(c, () => dataQuality.saveOutageConfiguration(actor, body, ifMatchOf(c))),
  );
  router.authenticated(
    {
      ...endpoints.companyOutliers,
      tag,
      summary:
        'The outliers (Chauvenet per feature and block) of the company’s vessels, by status (Open by default)',
      access: company,
    },
    ({ actor, query }) => dataQuality.companyOutliers(actor, query),
  );
  router.authenticated(
    {
      ...endpoints.outlierConfig,
      tag,
      summary: 'The vessel’s features (log variables) with their outlier configuration',
      access: vessel,
    },
    ({ actor, query }) => dataQuality.outlierConfig(actor, query.vesselId),
  );
  router.authenticated(
    {
      ...endpoints.saveOutlierConfig,
      tag,
      summary: `Saves features’ outlier configuration; the vessel’s open outliers are searched again; ${ifMatchHeader} carries the version of the vessel’s configuration it was based on (0 while none is saved; 412 with the current one when stale, 428 without it)`,
      access: manager,
    },
    ({ actor, body, c }) => withVersion(c, () => dataQuality.saveOutlierConfig(actor, body, ifMatchOf(c))),
  );
  router.authenticated(
    {
      ...endpoints.featureValues,
      tag,
      summary: 'A feature’s values in a range (granularity as the range allows) and its outliers',
      access: vessel,
    },
    ({ actor, query }) => dataQuality.featureValues(actor, query),
  );
  router.authenticated(
    {
      ...endpoints.acknowledge,
      tag,
      summary: 'Acknowledges outliers as real values: kept in the data, kept by the graphs’ outlier filter',
      access: vessel,
    },
    ({ actor, body }) => dataQuality.acknowledge(actor, body),
  );
  router.authenticated(
    {
      ...endpoints.remove,
      tag,
      summary:
        'Deletes outliers’ samples from the stored data and its rollups (graphs and trends no longer use them); long trends are recalculated',
      access: manager,
    },
    ({ actor, body }) => dataQuality.remove(actor, body),
  );
  router.authenticated(
    {
      ...endpoints.speedLog,
      tag,
      summary:
        'Speed log against derived speed through water: daily values, mean and recent deviation, drift per year, calibration flag',
      access: vessel,
    },
    ({ actor, query }) => dataQuality.speedLog(actor, query),
  );
  router.authenticated(
    {
      ...endpoints.derivedSpeedThroughWater,
      tag,
      summary: 'Daily derived speed through water (speed over ground) under way',
      access: vessel,
    },
    ({ actor, query }) => dataQuality.speedSeries(actor, query, 'derived'),
  );
  router.authenticated(
    {
      ...endpoints.speedThroughWater,
      tag,
      summary: 'Daily logged speed through water under way',
      access: vessel,
    },
    ({ actor, query }) => dataQuality.speedSeries(actor, query, 'logged'),
  );
}
