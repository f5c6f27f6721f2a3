// POST /VesselAdministrations: a new vessel, assigned to the chosen company or unassigned
// (ADMIN-055); 409 when the company already holds the IMO number (ADMIN-056).
import type { VesselCreate } from '../../../../domain/contracts/vessel-administration.ts';
import { api } from '../../../lib/api-client.ts';
import { useVesselMutation, vesselAnswer } from './vessel-lists.ts';

export function useCreateVessel() {
  return useVesselMutation((body: VesselCreate) => api.post('/VesselAdministrations', body, vesselAnswer));
}
