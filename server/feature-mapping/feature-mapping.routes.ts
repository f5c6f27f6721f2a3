// GET /featuremapping/configuration (000 §7, 001 §7, 003 §7): what each module reads of a vessel.
import { featureEndpoints as endpoints } from '../../domain/contracts/features.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { FeatureMappingService } from './feature-mapping.service.ts';

export function registerFeatureMappingRoutes(router: ApiRouter, featureMapping: FeatureMappingService): void {
  router.authenticated(
    {
      ...endpoints.mapping,
      tag: 'Features',
      summary:
        'Per module (diagnostics, vessel map, emission report): the vessel’s log variables and references it reads, and what it can compute from them',
      access: 'every role but KognifaiUser, with access to the vessel',
    },
    ({ actor, query }) => featureMapping.configuration(actor, query.vesselid),
  );
}
