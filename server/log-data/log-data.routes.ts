// LogData (001 §7): Find, BatchFind, the calculated values, LastReceived, the last-voyage variants
// and the partner variants /Kognifai/LogData and /Kognifai/LogData/LastReceived.
import { logDataEndpoints as endpoints } from '../../domain/contracts/log-data.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { LogDataService } from './log-data.service.ts';

const tag = 'Log data';
const access = 'every role but KognifaiUser, with access to the vessels of the variables';

export function registerLogDataRoutes(router: ApiRouter, logData: LogDataService): void {
  router.authenticated(
    {
      ...endpoints.find,
      tag,
      summary:
        'One variable at a granularity (Raw, Minute default, Quarter/QuarterHour, Hour, Day, Auto) with a continuationFilter for large answers',
      access,
    },
    ({ actor, query }) => logData.find(actor, query.logVariableId, query),
  );

  router.authenticated(
    {
      ...endpoints.partnerFind,
      tag,
      summary: 'As /LogData/Find, for partner users',
      access: 'KognifaiUser, with access to the vessel of the variable',
    },
    ({ actor, query }) => logData.find(actor, query.logVariableId, query, true),
  );

  router.authenticated(
    {
      ...endpoints.batchFind,
      tag,
      summary: 'Several variables (logVariableIds: comma separated) with the query of Find',
      access,
    },
    ({ actor, query }) => logData.batchFind(actor, query.logVariableIds, query),
  );

  for (const kind of ['Accumulated', 'Averaged'] as const) {
    const calculated =
      kind === 'Accumulated' ? endpoints.calculatedAccumulated : endpoints.calculatedAveraged;
    const lastVoyage =
      kind === 'Accumulated' ? endpoints.lastVoyageAccumulated : endpoints.lastVoyageAveraged;
    router.authenticated(
      {
        ...calculated,
        tag,
        summary:
          kind === 'Averaged'
            ? 'The mean of each variable over [fromDate, toDate)'
            : 'Σ value × sample window of each variable over [fromDate, toDate), in value-hours',
        access,
      },
      ({ actor, query }) =>
        logData.calculated(actor, query.logVariableIds, query.fromDate, query.toDate, kind),
    );
    router.authenticated(
      {
        ...lastVoyage,
        tag,
        summary: `As Calculated/${kind}, over the vessel's last voyage (latest departure to the next arrival, or now)`,
        access,
      },
      ({ actor, query }) => logData.lastVoyage(actor, query.logVariableIds, kind),
    );
  }

  router.authenticated(
    {
      ...endpoints.lastReceived,
      tag,
      summary: 'The newest sample of each variable',
      access,
    },
    ({ actor, query }) => logData.lastReceived(actor, query.logVariableIds),
  );

  router.authenticated(
    {
      ...endpoints.partnerLastReceived,
      tag,
      summary:
        "As /LogData/LastReceived, for partner users: the latest values of the partner page's vessels (ADR 0061)",
      access: 'KognifaiUser, with access to the vessels of the variables',
    },
    ({ actor, query }) => logData.lastReceived(actor, query.logVariableIds, true),
  );
}
