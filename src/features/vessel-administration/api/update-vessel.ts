// PUT /VesselAdministrations/{id}: the particulars (VesselUpdateRequestSchema; the IMO number stays).
import type { VesselUpdate } from '../../../../domain/contracts/vessels.ts';
import { api } from '../../../lib/api-client.ts';
import { useVesselMutation, vesselAnswer, vesselPath } from './vessel-lists.ts';

export function useUpdateVessel() {
  return useVesselMutation(({ vesselId, body }: { vesselId: string; body: VesselUpdate }) =>
    api.put(vesselPath(vesselId), body, vesselAnswer),
  );
}
