// Records to wire contracts (camelCase, UTC ISO strings, the spec's field names).
import type { Feature } from '../../domain/contracts/features.ts';
import type { FeatureRecord } from './features.repository.ts';

export function presentFeature(feature: FeatureRecord): Feature {
  return { id: feature.id, name: feature.name, displayName: feature.displayName };
}
