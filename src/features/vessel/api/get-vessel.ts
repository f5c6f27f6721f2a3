// GET /Vessels/{id}: one vessel the user may see, with its particulars. Without a connection the
// copy the sync session keeps on the device (every vessel of /Vessels, ADR 0032) answers instead,
// so the vessel pages open after an offline reload.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { VesselSchema, type Vessel } from '../../../../domain/contracts/vessels.ts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { getOfflineDb } from '../../../offline/db.ts';

/** The device's copy of a vessel, or undefined when it has none (or an unreadable one). */
export async function vesselOnDevice(vesselId: string): Promise<Vessel | undefined> {
  const stored = await getOfflineDb().vessels.get(vesselId);
  const parsed = v.safeParse(VesselSchema, stored);
  return parsed.success ? parsed.output : undefined;
}

export function vesselQueryOptions(vesselId: string) {
  return queryOptions({
    queryKey: ['vessels', 'one', vesselId],
    queryFn: async ({ signal }) => {
      try {
        return await api.get(`/Vessels/${encodeURIComponent(vesselId)}`, { schema: VesselSchema, signal });
      } catch (error) {
        if (!(error instanceof ApiError && error.isNetworkError)) throw error;
        const copy = await vesselOnDevice(vesselId);
        if (!copy) throw error;
        return copy;
      }
    },
  });
}

export function useVessel(vesselId: string) {
  return useSuspenseQuery(vesselQueryOptions(vesselId)).data;
}
