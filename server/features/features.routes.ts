// Features (003 §6): the feature list and the features switched on for one vessel.
import * as v from 'valibot';
import { FeatureSchema, FeaturesFindQuerySchema } from '../../domain/contracts/features.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { FeaturesService } from './features.service.ts';

export function registerFeatureRoutes(router: ApiRouter, { features }: { features: FeaturesService }): void {
  router.authenticated(
    {
      method: 'get',
      path: '/Features',
      tag: 'Features',
      summary: 'Every feature that can be switched on for a vessel',
      access: 'every role but KognifaiUser',
      response: v.array(FeatureSchema),
    },
    ({ actor }) => features.list(actor),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Features/Find',
      tag: 'Features',
      summary: 'The features switched on for one vessel',
      access: 'every role but KognifaiUser, with access to the vessel',
      query: FeaturesFindQuerySchema,
      response: v.array(FeatureSchema),
    },
    ({ actor, query }) => features.findForVessel(actor, query.vesselId),
  );
}
