// Records to wire contracts (camelCase, UTC ISO strings, the spec's field names).
import type { VesselCategory } from '../../domain/contracts/vessel-categories.ts';
import type { VesselCategoryRecord } from './vessel-categories.repository.ts';

export function presentVesselCategory(category: VesselCategoryRecord): VesselCategory {
  return {
    id: category.id,
    name: category.name,
    isDefault: category.isDefault,
    companyId: category.companyId,
    companyName: category.companyName,
    vessels: category.vessels,
    users: category.users,
    version: category.version,
  };
}
