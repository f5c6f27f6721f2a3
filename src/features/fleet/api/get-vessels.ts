// GET /Vessels: the vessels the signed-in user may see (ADR 0002), for the sidebar and the start page.
// Without a connection, the vessels kept on the device (src/offline/device-vessels.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { VesselSchema } from '../../../../domain/contracts/vessels.ts';
import { api } from '../../../lib/api-client.ts';
import { orFromDevice, vesselsOnDevice } from '../../../offline/device-vessels.ts';

export const vesselsQueryKey = ['vessels', 'list'] as const;

export function vesselsQueryOptions() {
  return queryOptions({
    queryKey: vesselsQueryKey,
    queryFn: ({ signal }) =>
      orFromDevice(
        () => api.get('/Vessels', { schema: v.array(VesselSchema), signal }),
        async () => {
          const kept = await vesselsOnDevice();
          return kept.length > 0 ? kept : undefined;
        },
      ),
  });
}

export function useVessels() {
  return useQuery(vesselsQueryOptions());
}
