// POST /VesselAdministrations/{id}/Assign {vesselId, companyId}: an unassigned vessel joins a
// company (ADMIN-043/115); 409 when the company already holds its IMO number (ADMIN-056).
import { vesselAdministrationEndpoints as endpoints } from '../../../../domain/contracts/vessel-administration.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useVesselMutation } from './vessel-lists.ts';

export function useAssignVessel() {
  return useVesselMutation(({ vesselId, companyId }: { vesselId: string; companyId: string }) =>
    callApi(endpoints.assign, { params: { id: vesselId }, body: { vesselId, companyId } }),
  );
}
