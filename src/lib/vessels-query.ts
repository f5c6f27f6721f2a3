// GET /Vessels: the vessels the signed-in user may see (ADR 0002), read by the sidebar, the start
// page, the Vessel Overview and the comparison (which vessels have Diagnostics) under one query key.
// Without a connection, the vessels kept on the device (src/offline/device-vessels.ts).
import { queryOptions } from '@tanstack/react-query';
import { vesselEndpoints } from '../../domain/contracts/vessels.ts';
import { orFromDevice, vesselsOnDevice } from '../offline/device-vessels.ts';
import { callApi } from './api-client.ts';

export const vesselsQueryKey = ['vessels', 'list'] as const;

export function vesselsQueryOptions() {
  return queryOptions({
    queryKey: vesselsQueryKey,
    queryFn: ({ signal }) =>
      orFromDevice(
        () => callApi(vesselEndpoints.list, { signal }),
        async () => {
          const kept = await vesselsOnDevice();
          return kept.length > 0 ? kept : undefined;
        },
      ),
  });
}
