// All services, built once per app from the injected context.
import { createAuthService } from '../auth/auth.service.ts';
import { createCompaniesService } from '../companies/companies.service.ts';
import { insertDefaultCategory } from '../access-groups/vessel-categories.repository.ts';
import { setCurrentCompany } from '../users/users.repository.ts';
import type { ServiceContext } from '../context.ts';
import { createFeaturesService } from '../features/features.service.ts';
import { createUsersService } from '../users/users.service.ts';
import { createVesselCategoriesService } from '../access-groups/vessel-categories.service.ts';
import { createVesselGroupsRepository } from '../vessel-groups/vessel-groups.repository.ts';
import { createVesselGroupsService } from '../vessel-groups/vessel-groups.service.ts';
import { createVesselsService } from '../vessels/vessels.service.ts';
import { findVesselStatuses } from '../performance/vessel-status.ts';
import { createVesselAdministrationService } from '../vessel-administration/vessel-administration.service.ts';

export function createServices(ctx: ServiceContext) {
  const auth = createAuthService(ctx);
  const vessels = createVesselsService(ctx, (vessels) => findVesselStatuses(ctx.db, vessels));
  return {
    auth,
    users: createUsersService(ctx, auth),
    companies: createCompaniesService(ctx, {
      createDefaultAccessGroup: insertDefaultCategory,
      setCurrentCompany: (userId, companyId) => setCurrentCompany(ctx.db, userId, companyId),
    }),
    vessels,
    vesselCategories: createVesselCategoriesService(ctx),
    features: createFeaturesService(ctx, vessels),
    vesselGroups: createVesselGroupsService(createVesselGroupsRepository(ctx.db), vessels),
    vesselAdministration: createVesselAdministrationService(ctx, vessels),
  };
}

export type Services = ReturnType<typeof createServices>;
