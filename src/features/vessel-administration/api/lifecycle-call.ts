// POST /VesselAdministrations/{id}/<segment>, the body-less lifecycle calls of 003 §7: Unassign,
// ArchiveVessel, ReactivateVessel, ActivateVessel, DeactivateVessel, SetDataReceiver and
// UnsetDataReceiver; 409 with the server's message when the status does not allow it.
import { vesselLifecycleEndpoints } from '../../../../domain/contracts/vessel-administration.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { LifecycleSegment } from '../vessel-admin-rules.ts';
import { useVesselMutation } from './vessel-lists.ts';

export function useLifecycleCall() {
  return useVesselMutation(({ vesselId, segment }: { vesselId: string; segment: LifecycleSegment }) =>
    callApi(vesselLifecycleEndpoints[segment], { params: { id: vesselId } }),
  );
}
