// POST /VesselAdministrations/{id}/ActivateFeature and /DeactivateFeature {vesselId, featureId}:
// a feature switch turned on or off (ADMIN-059).
import { api } from '../../../lib/api-client.ts';
import { useVesselMutation, vesselAnswer, vesselPath } from './vessel-lists.ts';

export type FeatureSwitch = { vesselId: string; featureId: string; on: boolean };

export function useSwitchFeature() {
  return useVesselMutation(({ vesselId, featureId, on }: FeatureSwitch) =>
    api.post(
      `${vesselPath(vesselId)}/${on ? 'ActivateFeature' : 'DeactivateFeature'}`,
      { vesselId, featureId },
      vesselAnswer,
    ),
  );
}
