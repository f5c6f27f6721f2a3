// POST /VesselAdministrations/{id}/Assign {vesselId, companyId}: an unassigned vessel joins a
// company (ADMIN-043/115); 409 when the company already holds its IMO number (ADMIN-056).
import { api } from '../../../lib/api-client.ts';
import { useVesselMutation, vesselAnswer, vesselPath } from './vessel-lists.ts';

export function useAssignVessel() {
  return useVesselMutation(({ vesselId, companyId }: { vesselId: string; companyId: string }) =>
    api.post(`${vesselPath(vesselId)}/Assign`, { vesselId, companyId }, vesselAnswer),
  );
}
