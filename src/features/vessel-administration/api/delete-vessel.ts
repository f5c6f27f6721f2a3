// DELETE /VesselAdministrations/{id}: an archived vessel is removed (ADMIN-047/116); 204.
import { api } from '../../../lib/api-client.ts';
import { useVesselMutation, vesselPath } from './vessel-lists.ts';

export function useDeleteVessel() {
  return useVesselMutation((vesselId: string) => api.delete(vesselPath(vesselId)));
}
