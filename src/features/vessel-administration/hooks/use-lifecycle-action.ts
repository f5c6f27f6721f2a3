// Runs one body-less lifecycle call for a vessel and tells the outcome: a short notice when it is
// done, the server's message (else 'An error occurred.') when it is refused.
import type { VesselAdministration } from '../../../../domain/contracts/vessel-administration.ts';
import { showError, showSuccess } from '../../../components/snackbar.ts';
import { useLifecycleCall } from '../api/lifecycle-call.ts';
import { actionDoneText, actionOfSegment, type LifecycleSegment } from '../vessel-admin-rules.ts';

export function useLifecycleAction() {
  const call = useLifecycleCall();
  const run = (
    vessel: Pick<VesselAdministration, 'id' | 'name'>,
    segment: LifecycleSegment,
    onDone?: (changed: VesselAdministration) => void,
  ) =>
    call.mutate(
      { vesselId: vessel.id, segment },
      {
        onSuccess: (changed) => {
          showSuccess(actionDoneText(actionOfSegment(segment), vessel.name));
          onDone?.(changed);
        },
        onError: showError,
      },
    );
  const busyVesselId = call.isPending ? (call.variables?.vesselId ?? null) : null;
  return { run, busyVesselId, isPending: call.isPending };
}
