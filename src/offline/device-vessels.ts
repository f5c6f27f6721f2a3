// The vessels as the sync session keeps them on the device (every vessel of GET /Vessels, ADR
// 0032): the answer of the vessel reads when there is no connection, so the sidebar, the start
// page and the vessel pages open offline.
import * as v from 'valibot';
import { VesselSchema, type Vessel } from '../../domain/contracts/vessels.ts';
import { ApiError } from '../lib/api-client.ts';
import { getOfflineDb } from './db.ts';

/** The device's copy of a vessel, or undefined when it has none (or an unreadable one). */
export async function vesselOnDevice(vesselId: string): Promise<Vessel | undefined> {
  const parsed = v.safeParse(VesselSchema, await getOfflineDb().vessels.get(vesselId));
  return parsed.success ? parsed.output : undefined;
}

/** Every readable vessel copy on the device. */
export async function vesselsOnDevice(): Promise<Vessel[]> {
  const stored = await getOfflineDb().vessels.toArray();
  return stored.flatMap((item) => {
    const parsed = v.safeParse(VesselSchema, item);
    return parsed.success ? [parsed.output] : [];
  });
}

/**
 * Runs a read of the server; when the network is down, answers from the device instead, unless
 * the device has nothing (then the network error stands, and the screen says it is offline).
 */
export async function orFromDevice<T>(
  read: () => Promise<T>,
  fromDevice: () => Promise<T | undefined>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ApiError && error.isNetworkError)) throw error;
    // A device store that cannot be read (none in this browser) leaves the network error standing.
    const copy = await fromDevice().catch(() => undefined);
    if (copy === undefined) throw error;
    return copy;
  }
}
