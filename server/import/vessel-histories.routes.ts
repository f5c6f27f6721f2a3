// Vessel histories (001 §7, PERF-172): VesselHistories Find and Latest, VesselHistoryAdditional Find.
// Every role that sees the vessel except the partner type.
import { vesselHistoryEndpoints as endpoints } from '../../domain/contracts/vessel-histories.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { VesselHistoriesService } from './vessel-histories.service.ts';

const tag = 'Vessel histories';
const access = 'every role but KognifaiUser, with access to the vessel';

export function registerVesselHistoryRoutes(router: ApiRouter, histories: VesselHistoriesService): void {
  router.authenticated(
    {
      ...endpoints.find,
      tag,
      summary:
        'The data packages the vessel exported in a window of export dates (ISO UTC; by default the 30 days up to its last export), oldest first',
      access,
    },
    ({ actor, query }) => histories.find(actor, query),
  );

  router.authenticated(
    {
      ...endpoints.latest,
      tag,
      summary: "The vessel's newest exported data package (404 before the first one is imported)",
      access,
    },
    ({ actor, params }) => histories.latest(actor, params.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.additional,
      tag,
      summary:
        "The vessel's packages in numbers (imported, failed, first export, last arrival) and what the newest one carried",
      access,
    },
    ({ actor, params }) => histories.additional(actor, params.vesselId),
  );
}
