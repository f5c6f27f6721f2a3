// Features (003 §6): the feature list and the features switched on for one vessel.
import { featureEndpoints as endpoints } from '../../domain/contracts/features.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { FeaturesService } from './features.service.ts';

export function registerFeatureRoutes(router: ApiRouter, { features }: { features: FeaturesService }): void {
  router.authenticated(
    {
      ...endpoints.list,
      tag: 'Features',
      summary: 'Every feature that can be switched on for a vessel',
      access: 'every role but KognifaiUser',
    },
    ({ actor }) => features.list(actor),
  );

  router.authenticated(
    {
      ...endpoints.findForVessel,
      tag: 'Features',
      summary: 'The features switched on for one vessel',
      access: 'every role but KognifaiUser, with access to the vessel',
    },
    ({ actor, query }) => features.findForVessel(actor, query.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.findForDataFeed,
      tag: 'Features',
      summary: 'The features switched on for the vessel the data feed knows by this id (its IMO number)',
      access: 'every role but KognifaiUser, with access to the vessel',
    },
    ({ actor, query }) => features.findForDataFeed(actor, query.dfiVesselId),
  );
}
