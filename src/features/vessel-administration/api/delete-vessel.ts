// DELETE /VesselAdministrations/{id}: an archived vessel is removed (ADMIN-047/116); 204.
import { vesselAdministrationEndpoints as endpoints } from '../../../../domain/contracts/vessel-administration.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useVesselMutation } from './vessel-lists.ts';

export function useDeleteVessel() {
  return useVesselMutation((vesselId: string) => callApi(endpoints.remove, { params: { id: vesselId } }));
}
