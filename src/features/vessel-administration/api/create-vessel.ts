// POST /VesselAdministrations: a new vessel, assigned to the chosen company or unassigned
// (ADMIN-055); 409 when the company already holds the IMO number (ADMIN-056).
import {
  vesselAdministrationEndpoints as endpoints,
  type VesselCreate,
} from '../../../../domain/contracts/vessel-administration.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useVesselMutation } from './vessel-lists.ts';

export function useCreateVessel() {
  return useVesselMutation((body: VesselCreate) => callApi(endpoints.create, { body }));
}
