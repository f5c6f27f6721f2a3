// GET /Vessels/{id}: one vessel the user may see, with its particulars. Without a connection the
// device's copy answers (src/offline/device-vessels.ts), so the vessel pages open after an
// offline reload.
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { vesselEndpoints } from '../../../../domain/contracts/vessels.ts';
import { callApi } from '../../../lib/api-client.ts';
import { orFromDevice, vesselOnDevice } from '../../../offline/device-vessels.ts';

export function vesselQueryOptions(vesselId: string) {
  return queryOptions({
    queryKey: ['vessels', 'one', vesselId],
    queryFn: ({ signal }) =>
      orFromDevice(
        () => callApi(vesselEndpoints.get, { params: { id: vesselId }, signal }),
        () => vesselOnDevice(vesselId),
      ),
  });
}

export function useVessel(vesselId: string) {
  return useSuspenseQuery(vesselQueryOptions(vesselId)).data;
}

/**
 * The vessel's name for a page's heading and title (issue 26 §5): its own, from the server or the
 * device's copy; only while neither has answered (offline, no copy) the name in the address.
 */
export function useVesselName(vesselId: string, nameInAddress: string): string {
  return useQuery(vesselQueryOptions(vesselId)).data?.name ?? nameInAddress;
}
