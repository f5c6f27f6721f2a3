// POST /VesselAdministrations/{id}/ActivateFeature and /DeactivateFeature {vesselId, featureId}:
// a feature switch turned on or off (ADMIN-059).
import { vesselAdministrationEndpoints as endpoints } from '../../../../domain/contracts/vessel-administration.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useVesselMutation } from './vessel-lists.ts';

export type FeatureSwitch = { vesselId: string; featureId: string; on: boolean };

export function useSwitchFeature() {
  return useVesselMutation(({ vesselId, featureId, on }: FeatureSwitch) =>
    callApi(on ? endpoints.activateFeature : endpoints.deactivateFeature, {
      params: { id: vesselId },
      body: { vesselId, featureId },
    }),
  );
}
