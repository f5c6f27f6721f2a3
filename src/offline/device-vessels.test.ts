import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { buildVessel } from '../../tests/support/fake-api.ts';
import { ApiError } from '../lib/api-client.ts';
import { getOfflineDb } from './db.ts';
import { orFromDevice, vesselOnDevice, vesselsOnDevice } from './device-vessels.ts';

const vessel: Vessel = buildVessel({
  id: '7d0e4c43-3c9a-4f7a-9a51-0f3b8c1d2e01',
  name: 'Northwind Meridian',
  isDataReceiver: true,
});

const offline = () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.'));

afterEach(async () => {
  await getOfflineDb().vessels.clear();
});

describe('vessel reads without a connection', () => {
  it('answers from the vessels kept on the device when the network is down', async () => {
    await getOfflineDb().vessels.put({ ...vessel });
    // A copy that no longer reads as a vessel (the device kept what an older build stored).
    await getOfflineDb().vessels.put({ id: 'broken', name: 42 } as unknown as Vessel);
    expect(await orFromDevice(offline, () => vesselOnDevice(vessel.id))).toEqual(vessel);
    expect(await vesselsOnDevice()).toEqual([vessel]);
  });

  it('reads a vessel the device kept before the long-trend dates were added to the vessel', async () => {
    const { trendDataMinDate: _min, trendDataMaxDate: _max, ...older } = vessel;
    await getOfflineDb().vessels.put(older as Vessel);
    expect(await vesselOnDevice(vessel.id)).toEqual(vessel);
  });

  it('keeps the network error when the device has no copy, and every other error as it is', async () => {
    await expect(orFromDevice(offline, () => vesselOnDevice(vessel.id))).rejects.toMatchObject({ status: 0 });
    await getOfflineDb().vessels.put({ ...vessel });
    const forbidden = () => Promise.reject(new ApiError(403, 'FORBIDDEN', 'No.'));
    await expect(orFromDevice(forbidden, () => vesselOnDevice(vessel.id))).rejects.toMatchObject({
      status: 403,
    });
    expect(
      await orFromDevice(
        () => Promise.resolve('online'),
        async () => 'device',
      ),
    ).toBe('online');
  });
});
