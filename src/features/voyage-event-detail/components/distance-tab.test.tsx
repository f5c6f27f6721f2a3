import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WakelineDb } from '../../../offline/db.ts';
import { ids, renderDetail, seedVoyage, slow, testEnv } from '../detail-test-support.tsx';

let db: WakelineDb;

const distance = {
  loggedDistanceByGPS: 212.345,
  estimatedDistanceByGPS: 210,
  manualDistanceByGPS: null,
  loggedDistanceByGPSPercent: 98.76,
  estimatedDistanceByGPSPercent: 97.7,
  manualDistanceByGPSPercent: null,
};

describe('Distance', { timeout: 30_000 }, () => {
  it('EMIS-056 shows logged, estimated and manual distance by GPS with their percent, 1 decimal', async () => {
    db = await seedVoyage();
    await db.vesselEvents.update(ids.arrival, { distanceSailed: distance });
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'distance' });
    const table = await screen.findByTestId('distance-table', {}, slow);
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Logged distance by GPS').textContent).toContain('212.3 nm');
    expect(row('Logged distance by GPS').textContent).toContain('98.8 %');
    expect(row('Estimated distance by GPS').textContent).toContain('210.0 nm');
    expect(row('Manual distance by GPS').textContent).toContain('-');
  });

  it('EMIS-056 saves the manual GPS correction in nm as an update of the event (distanceSailed)', async () => {
    db = await seedVoyage();
    await db.vesselEvents.update(ids.arrival, { distanceSailed: distance });
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'distance' });
    const input = await screen.findByLabelText('Manual GPS distance correction (nm)', {}, slow);
    fireEvent.change(input, { target: { value: '215.4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save distance' }));
    await waitFor(async () => {
      expect((await db.vesselEvents.get(ids.arrival))?.distanceSailed).toEqual({
        ...distance,
        manualDistanceByGPS: 215.4,
      });
    }, slow);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ entityType: 'vesselEvent', kind: 'update', entityId: ids.arrival });
  });

  it('EMIS-132 hides the correction once the voyage data is confirmed', async () => {
    db = await seedVoyage({ state: 'dataConfirmed' });
    await db.vesselEvents.update(ids.arrival, { distanceSailed: distance });
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'distance' });
    expect(await screen.findByTestId('distance-table', {}, slow)).toBeTruthy();
    expect(screen.queryByLabelText('Manual GPS distance correction (nm)')).toBeNull();
  });
});
