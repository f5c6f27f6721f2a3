// LogData (001 §7): Find, BatchFind, the calculated values, LastReceived, the last-voyage variants
// and the partner variants /Kognifai/LogData and /Kognifai/LogData/LastReceived.
import {
  LogDataBatchIsoResponseSchema,
  LogDataBatchFindQuerySchema,
  LogDataBatchResponseSchema,
  LogDataCalculatedListSchema,
  LogDataCalculatedQuerySchema,
  LogDataFindQuerySchema,
  LogDataIdsQuerySchema,
  LogDataLastReceivedListSchema,
} from '../../domain/contracts/log-data.ts';
import * as v from 'valibot';
import type { ApiRouter } from '../http/api-router.ts';
import type { LogDataService } from './log-data.service.ts';

const tag = 'Log data';
const access = 'every role but KognifaiUser, with access to the vessels of the variables';
/** Timestamps are numbers with dateTimeFormat=UnixEpochMs, ISO text otherwise. */
const seriesAnswer = v.union([LogDataBatchResponseSchema, LogDataBatchIsoResponseSchema]);

export function registerLogDataRoutes(router: ApiRouter, logData: LogDataService): void {
  router.authenticated(
    {
      method: 'get',
      path: '/LogData/Find',
      tag,
      summary:
        'One variable at a granularity (Raw, Minute default, Quarter/QuarterHour, Hour, Day, Auto) with a continuationFilter for large answers',
      access,
      query: LogDataFindQuerySchema,
      response: seriesAnswer,
    },
    ({ actor, query }) => logData.find(actor, query.logVariableId, query),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Kognifai/LogData',
      tag,
      summary: 'As /LogData/Find, for partner users',
      access: 'KognifaiUser, with access to the vessel of the variable',
      query: LogDataFindQuerySchema,
      response: seriesAnswer,
    },
    ({ actor, query }) => logData.find(actor, query.logVariableId, query, true),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/LogData/BatchFind',
      tag,
      summary: 'Several variables (logVariableIds: comma separated) with the query of Find',
      access,
      query: LogDataBatchFindQuerySchema,
      response: seriesAnswer,
    },
    ({ actor, query }) => logData.batchFind(actor, query.logVariableIds, query),
  );

  for (const kind of ['Accumulated', 'Averaged'] as const) {
    router.authenticated(
      {
        method: 'get',
        path: `/LogData/Calculated/${kind}`,
        tag,
        summary:
          kind === 'Averaged'
            ? 'The mean of each variable over [fromDate, toDate)'
            : 'Σ value × sample window of each variable over [fromDate, toDate), in value-hours',
        access,
        query: LogDataCalculatedQuerySchema,
        response: LogDataCalculatedListSchema,
      },
      ({ actor, query }) =>
        logData.calculated(actor, query.logVariableIds, query.fromDate, query.toDate, kind),
    );
    router.authenticated(
      {
        method: 'get',
        path: `/LogData/LastVoyage${kind}`,
        tag,
        summary: `As Calculated/${kind}, over the vessel's last voyage (latest departure to the next arrival, or now)`,
        access,
        query: LogDataIdsQuerySchema,
        response: LogDataCalculatedListSchema,
      },
      ({ actor, query }) => logData.lastVoyage(actor, query.logVariableIds, kind),
    );
  }

  router.authenticated(
    {
      method: 'get',
      path: '/LogData/LastReceived',
      tag,
      summary: 'The newest sample of each variable',
      access,
      query: LogDataIdsQuerySchema,
      response: LogDataLastReceivedListSchema,
    },
    ({ actor, query }) => logData.lastReceived(actor, query.logVariableIds),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Kognifai/LogData/LastReceived',
      tag,
      summary:
        "As /LogData/LastReceived, for partner users: the latest values of the partner page's vessels (ADR 0061)",
      access: 'KognifaiUser, with access to the vessels of the variables',
      query: LogDataIdsQuerySchema,
      response: LogDataLastReceivedListSchema,
    },
    ({ actor, query }) => logData.lastReceived(actor, query.logVariableIds, true),
  );
}
