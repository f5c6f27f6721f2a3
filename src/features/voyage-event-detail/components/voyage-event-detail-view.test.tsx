import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WakelineDb } from '../../../offline/db.ts';
import {
  ids,
  renderDetail,
  seedVoyage,
  slow,
  syncedColumns,
  testEnv,
  times,
  vesselId,
} from '../detail-test-support.tsx';

let db: WakelineDb;

const loggedDistance = {
  loggedDistanceByGPS: 200,
  estimatedDistanceByGPS: null,
  manualDistanceByGPS: null,
  loggedDistanceByGPSPercent: null,
  estimatedDistanceByGPSPercent: null,
  manualDistanceByGPSPercent: null,
};

const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('VoyageEventDetail', { timeout: 30_000 }, () => {
  it('EMIS-040 follows the tab given by the route and reports the tab chosen', async () => {
    db = await seedVoyage();
    const onTabChange = vi.fn();
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'distance', onTabChange });
    await screen.findByTestId('distance-table', {}, slow);
    expect(selected()).toBe('Distance');
    fireEvent.click(screen.getByRole('tab', { name: 'Fuel tanks' }));
    expect(onTabChange).toHaveBeenCalledWith('fuel-tanks');
  });

  it('EMIS-072 opens Distance when the voyage information becomes confirmed and the event has no distance', async () => {
    db = await seedVoyage();
    renderDetail(testEnv(db), { eventId: ids.arrival });
    await screen.findByTestId('event-type', {}, slow);
    expect(selected()).toBe('Event info');
    const departure = await db.vesselEvents.get(ids.departure);
    await db.vesselEvents.update(ids.departure, {
      voyage: { ...departure!.voyage!, informationConfirmedAt: '2026-03-06T10:00:00.000Z' },
    });
    await waitFor(() => expect(selected()).toBe('Distance'), slow);
  });

  it('EMIS-072 opens Flow meters when only the fuel consumption is missing', async () => {
    db = await seedVoyage({ state: 'informationConfirmed' });
    await db.vesselEvents.update(ids.arrival, { distanceSailed: loggedDistance });
    renderDetail(testEnv(db), { eventId: ids.arrival });
    await waitFor(() => expect(selected()).toBe('Flow meters'), slow);
  });

  it('EMIS-072 stays on Event info when nothing is missing, and for a departure', async () => {
    db = await seedVoyage({ state: 'informationConfirmed' });
    await db.vesselEvents.update(ids.arrival, { distanceSailed: loggedDistance });
    await db.flowMeterConsumptions.put({
      id: 'f1000000-0000-4000-8000-000000000009',
      vesselId,
      vesselEventId: ids.arrival,
      flowMeterId: ids.boilerMeter,
      startAt: times.anchoringEnd,
      endAt: times.arrival,
      fuelTypeId: ids.mgo,
      fuelConsumptionInTon: 3,
      correctedFuelConsumptionInTon: null,
      actualFuelConsumptionInTon: null,
      fuelConsumptionSource: 'Manual',
      ...syncedColumns,
    });
    renderDetail(testEnv(db), { eventId: ids.arrival });
    expect(await screen.findByRole('button', { name: 'Unconfirm event info' }, slow)).toBeTruthy();
    expect(selected()).toBe('Event info');
  });

  it('says so when the event is not on this device', async () => {
    db = await seedVoyage();
    renderDetail(testEnv(db), { eventId: '0b7c2f7e-0000-4000-8000-0000000000ff' });
    expect(await screen.findByText('This event is not on this device.', {}, slow)).toBeTruthy();
  });
});
