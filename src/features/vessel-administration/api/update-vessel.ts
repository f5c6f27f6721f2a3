// PUT /VesselAdministrations/{id}: the particulars (VesselUpdateRequestSchema; the IMO number stays),
// based on the version the form was filled from (If-Match, ADR 0092): 412 when someone else saved
// in between, nothing overwritten.
import { versionEtag } from '../../../../domain/contracts/sync.ts';
import type { VesselUpdate } from '../../../../domain/contracts/vessels.ts';
import { vesselAdministrationEndpoints as endpoints } from '../../../../domain/contracts/vessel-administration.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useVesselMutation } from './vessel-lists.ts';

export function useUpdateVessel() {
  return useVesselMutation(
    ({ vesselId, body, basedOn }: { vesselId: string; body: VesselUpdate; basedOn: number }) =>
      callApi(endpoints.update, {
        params: { id: vesselId },
        body,
        headers: { 'If-Match': versionEtag(basedOn) },
      }),
  );
}

/** The vessel as saved now (after a 412), to refill the form. */
export const getVesselAdministration = (vesselId: string) =>
  callApi(endpoints.get, { params: { id: vesselId } });
