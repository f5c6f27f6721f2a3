// The Data quality calls of 001 §7 (PERF-160, PERF-161; endpoints.tsv). Paths as the spec writes
// them (GET /datafeature in lower case); shapes ours (ADR 0074).
import * as v from 'valibot';
import {
  CompanyOutliersQuerySchema,
  CompanyQuerySchema,
  DataOutageConfigurationRequestSchema,
  DataOutageConfigurationSchema,
  DataOutageListSchema,
  DataOutageQuerySchema,
  FeatureValuesQuerySchema,
  FeatureValuesSchema,
  FleetOverviewSchema,
  OutlierActionResultSchema,
  OutlierActionSchema,
  OutlierConfigSchema,
  OutlierConfigUpdateSchema,
  OutlierSchema,
  SpeedLogQuerySchema,
  SpeedLogSchema,
  SpeedSeriesQuerySchema,
  SpeedSeriesSchema,
  VesselQuerySchema,
} from '../../domain/contracts/data-quality.ts';
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
      method: 'get',
      path: '/DataQuality/FleetOverview',
      tag,
      summary:
        'Per vessel: variables, outages and share missing in the last 30 days, open outliers, last sample',
      access: company,
      query: CompanyQuerySchema,
      response: FleetOverviewSchema,
    },
    ({ actor, query }) => dataQuality.fleetOverview(actor, query.companyId),
  );
  router.authenticated(
    {
      method: 'get',
      path: '/DataQuality/DataOutage',
      tag,
      summary:
        'Outages (gaps between stored samples longer than the configured minimum) per vessel and variable, and the percent missing (5 decimals)',
      access: company,
      query: DataOutageQuerySchema,
      response: DataOutageListSchema,
    },
    ({ actor, query }) => dataQuality.dataOutages(actor, query),
  );
  router.authenticated(
    {
      method: 'get',
      path: '/DataQuality/DataOutage/Configuration',
      tag,
      summary: 'The company’s outage threshold (minutes; 60 until set)',
      access: company,
      query: CompanyQuerySchema,
      response: DataOutageConfigurationSchema,
    },
    ({ actor, query }) => dataQuality.outageConfiguration(actor, query.companyId),
  );
  router.authenticated(
    {
      method: 'put',
      path: '/DataQuality/DataOutage/Configuration',
      tag,
      summary: `Sets the company’s outage threshold; ${ifMatchHeader} carries the version it was based on (0 while none is saved; 412 with the current threshold when stale, 428 without it)`,
      access: 'SuperUser of the company or Administrator',
      body: DataOutageConfigurationRequestSchema,
      response: DataOutageConfigurationSchema,
    },
    ({ actor, body, c }) =>
      withVersion(c, () => dataQuality.saveOutageConfiguration(actor, body, ifMatchOf(c))),
  );
  router.authenticated(
    {
      method: 'get',
      path: '/DataQuality/CompanyOutliers',
      tag,
      summary:
        'The outliers (Chauvenet per feature and block) of the company’s vessels, by status (Open by default)',
      access: company,
      query: CompanyOutliersQuerySchema,
      response: v.array(OutlierSchema),
    },
    ({ actor, query }) => dataQuality.companyOutliers(actor, query),
  );
  router.authenticated(
    {
      method: 'get',
      path: '/DataQuality/Outliers/Config',
      tag,
      summary: 'The vessel’s features (log variables) with their outlier configuration',
      access: vessel,
      query: VesselQuerySchema,
      response: OutlierConfigSchema,
    },
    ({ actor, query }) => dataQuality.outlierConfig(actor, query.vesselId),
  );
  router.authenticated(
    {
      method: 'post',
      path: '/DataQuality/Outliers/Config',
      tag,
      summary: `Saves features’ outlier configuration; the vessel’s open outliers are searched again; ${ifMatchHeader} carries the version of the vessel’s configuration it was based on (0 while none is saved; 412 with the current one when stale, 428 without it)`,
      access: manager,
      body: OutlierConfigUpdateSchema,
      response: OutlierConfigSchema,
    },
    ({ actor, body, c }) => withVersion(c, () => dataQuality.saveOutlierConfig(actor, body, ifMatchOf(c))),
  );
  router.authenticated(
    {
      method: 'get',
      path: '/datafeature',
      tag,
      summary: 'A feature’s values in a range (granularity as the range allows) and its outliers',
      access: vessel,
      query: FeatureValuesQuerySchema,
      response: FeatureValuesSchema,
    },
    ({ actor, query }) => dataQuality.featureValues(actor, query),
  );
  router.authenticated(
    {
      method: 'put',
      path: '/DataQuality/Outliers/TakeAction/Acknowledge',
      tag,
      summary: 'Acknowledges outliers as real values: kept in the data, kept by the graphs’ outlier filter',
      access: vessel,
      body: OutlierActionSchema,
      response: OutlierActionResultSchema,
    },
    ({ actor, body }) => dataQuality.acknowledge(actor, body),
  );
  router.authenticated(
    {
      method: 'put',
      path: '/DataQuality/Outliers/TakeAction/Delete',
      tag,
      summary:
        'Deletes outliers’ samples from the stored data and its rollups (graphs and trends no longer use them); long trends are recalculated',
      access: manager,
      body: OutlierActionSchema,
      response: OutlierActionResultSchema,
    },
    ({ actor, body }) => dataQuality.remove(actor, body),
  );
  router.authenticated(
    {
      method: 'get',
      path: '/DataQuality/SpeedLog',
      tag,
      summary:
        'Speed log against derived speed through water: daily values, mean and recent deviation, drift per year, calibration flag',
      access: vessel,
      query: SpeedLogQuerySchema,
      response: SpeedLogSchema,
    },
    ({ actor, query }) => dataQuality.speedLog(actor, query),
  );
  router.authenticated(
    {
      method: 'get',
      path: '/DataQuality/SpeedLog/DerivedSpeedThroughWater',
      tag,
      summary: 'Daily derived speed through water (speed over ground) under way',
      access: vessel,
      query: SpeedSeriesQuerySchema,
      response: SpeedSeriesSchema,
    },
    ({ actor, query }) => dataQuality.speedSeries(actor, query, 'derived'),
  );
  router.authenticated(
    {
      method: 'get',
      path: '/DataQuality/SpeedLog/SpeedThroughWater',
      tag,
      summary: 'Daily logged speed through water under way',
      access: vessel,
      query: SpeedSeriesQuerySchema,
      response: SpeedSeriesSchema,
    },
    ({ actor, query }) => dataQuality.speedSeries(actor, query, 'logged'),
  );
}
