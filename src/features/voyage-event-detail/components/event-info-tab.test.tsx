import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WakelineDb } from '../../../offline/db.ts';
import { ids, renderDetail, seedVoyage, slow, testEnv, times, vesselId } from '../detail-test-support.tsx';

let db: WakelineDb;
afterEach(() => {
  vi.useRealTimers();
});

describe('Event info', { timeout: 30_000 }, () => {
  it('EMIS-040 EMIS-041 shows the four tabs, the event type and time, the voyage and the port of a departure', async () => {
    db = await seedVoyage();
    renderDetail(testEnv(db), { eventId: ids.departure });
    expect((await screen.findByTestId('event-type', {}, slow)).textContent).toContain('Departure');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Event info',
      'Distance',
      'Flow meters',
      'Fuel tanks',
    ]);
    expect(screen.getByTestId('event-timestamp').textContent).toContain('01. Mar, 2026 08:00');
    expect((screen.getByLabelText('Voyage name') as HTMLInputElement).value).toBe('Hamburg - Rotterdam');
    expect(screen.getByText('Hamburg')).toBeTruthy();
    expect(screen.getByText('DEHAM')).toBeTruthy();
    expect(screen.getByText('MRV port')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Cargo' })).toBeNull();
  });

  it('EMIS-041 shows no voyage and no port for an anchoring, but its cargo', async () => {
    db = await seedVoyage();
    renderDetail(testEnv(db), { eventId: ids.anchoring });
    expect(await screen.findByRole('heading', { name: 'Cargo' }, slow)).toBeTruthy();
    expect(screen.getByTestId('event-type').textContent).toContain('Anchoring');
    expect(screen.queryByLabelText('Voyage name')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Port' })).toBeNull();
  });

  it('EMIS-043 saves voyage name, type and Non-Commercial as an update of the departure through the write path', async () => {
    db = await seedVoyage();
    const env = testEnv(db);
    renderDetail(env, { eventId: ids.departure });
    const name = await screen.findByLabelText('Voyage name', {}, slow);
    fireEvent.change(name, { target: { value: 'Hamburg - Antwerp' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Ballast' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Non-Commercial' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save voyage' }));
    await waitFor(async () => {
      const row = await db.vesselEvents.get(ids.departure);
      expect(row?.voyage).toMatchObject({
        name: 'Hamburg - Antwerp',
        type: 'Ballast',
        isNonCommercial: true,
      });
    }, slow);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      entityType: 'vesselEvent',
      entityId: ids.departure,
      kind: 'update',
      baseVersion: 1,
    });
  });

  it('EMIS-160 EMIS-162 lists what a departure lacks: voyage information and port information', async () => {
    db = await seedVoyage();
    await db.vesselEvents.update(ids.departure, { voyage: null, port: null });
    renderDetail(testEnv(db), { eventId: ids.departure });
    const missing = await screen.findByTestId('missing-information', {}, slow);
    expect(within(missing).getByText('Please enter voyage information')).toBeTruthy();
    expect(within(missing).getByText('Please enter port information')).toBeTruthy();
  });

  it('EMIS-048 EMIS-051 searches ports from 3 characters, 500 ms after typing stops, and shows name, loCode and MRV', async () => {
    db = await seedVoyage();
    const searchPorts = vi.fn(async () => [{ name: 'Rotterdam', loCode: 'NLRTM', isMrvPort: true }]);
    renderDetail(testEnv(db, { searchPorts }), { eventId: ids.arrival });
    const input = await screen.findByLabelText('Port name', {}, slow);
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: 'Ro' } });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(searchPorts).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'Rot' } });
    await act(async () => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'Rott' } });
    await act(async () => vi.advanceTimersByTime(499));
    expect(searchPorts).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(searchPorts).toHaveBeenCalledTimes(1);
    expect(searchPorts).toHaveBeenCalledWith('Rott');
    vi.useRealTimers();
    const found = await screen.findByRole('list', { name: 'Ports found' }, slow);
    expect(within(found).getByText('Rotterdam')).toBeTruthy();
    expect(within(found).getByText('NLRTM')).toBeTruthy();
    expect(within(found).getByText('MRV port')).toBeTruthy();
  });

  it('EMIS-049 EMIS-050 choosing a found port saves it at once; typing again clears the chosen code and searches anew', async () => {
    db = await seedVoyage();
    const searchPorts = vi.fn(async (text: string) =>
      text.startsWith('Rot')
        ? [{ name: 'Rotterdam', loCode: 'NLRTM', isMrvPort: true }]
        : [{ name: 'Antwerp', loCode: 'BEANR', isMrvPort: true }],
    );
    renderDetail(testEnv(db, { searchPorts }), { eventId: ids.arrival });
    fireEvent.change(await screen.findByLabelText('Port name', {}, slow), { target: { value: 'Rotterdam' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Rotterdam NLRTM' }, slow));
    await waitFor(async () => {
      expect((await db.vesselEvents.get(ids.arrival))?.port).toEqual({
        name: 'Rotterdam',
        loCode: 'NLRTM',
        isMrvPort: true,
      });
    }, slow);
    expect(screen.queryByRole('list', { name: 'Ports found' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Port name'), { target: { value: 'Antw' } });
    expect(await screen.findByRole('button', { name: 'Antwerp BEANR' }, slow)).toBeTruthy();
    expect(searchPorts).toHaveBeenLastCalledWith('Antw');
  });

  it('EMIS-048 a failed port search empties the list without a message', async () => {
    db = await seedVoyage();
    let fail = false;
    const searchPorts = vi.fn(async () => {
      if (fail) throw new Error('down');
      return [{ name: 'Rotterdam', loCode: 'NLRTM', isMrvPort: true }];
    });
    renderDetail(testEnv(db, { searchPorts }), { eventId: ids.arrival });
    const input = await screen.findByLabelText('Port name', {}, slow);
    fireEvent.change(input, { target: { value: 'Rott' } });
    expect(await screen.findByRole('list', { name: 'Ports found' }, slow)).toBeTruthy();
    fail = true;
    fireEvent.change(input, { target: { value: 'Rotte' } });
    await waitFor(() => expect(searchPorts).toHaveBeenCalledTimes(2), slow);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Ports found' })).toBeNull(), slow);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("EMIS-140 offers the next departure's port to an arrival without one, and saves it on request", async () => {
    db = await seedVoyage();
    renderDetail(testEnv(db), { eventId: ids.arrival });
    expect(await screen.findByText('Rotterdam', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use this port' }));
    await waitFor(async () => {
      expect((await db.vesselEvents.get(ids.arrival))?.port).toMatchObject({ loCode: 'NLRTM' });
    }, slow);
  });

  it('EMIS-134 EMIS-166 EMIS-055 a cargo row without a value starts in edit mode; a non-number is stored as 0', async () => {
    db = await seedVoyage();
    const env = testEnv(db);
    renderDetail(env, { eventId: ids.arrival });
    const tonnes = await screen.findByLabelText('Cargo Metric tonnes', {}, slow);
    expect(screen.getByLabelText('Cargo TEU')).toBeTruthy();
    fireEvent.change(tonnes, { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Metric tonnes' }));
    await waitFor(
      () => expect(screen.getByTestId(`cargo-value-${ids.tonnes}`).textContent).toMatch(/^0$/),
      slow,
    );
    expect(env.changes.at(-1)).toMatchObject({
      entityType: 'cargoDetail',
      kind: 'create',
      data: { vesselEventId: ids.arrival, cargoUnitId: ids.tonnes, cargoCarried: 0 },
      parents: [{ entityType: 'vesselEvent', id: ids.arrival }],
    });
  });

  it('EMIS-052 EMIS-055 EMIS-167 EMIS-053 edits cargo inline with 0 decimals; an empty value deletes it and shows a dash', async () => {
    db = await seedVoyage();
    await db.cargoDetails.put({
      id: 'ca000000-0000-4000-8000-000000000001',
      vesselId,
      vesselEventId: ids.arrival,
      cargoUnitId: ids.tonnes,
      cargoCarried: 41234.6,
      syncState: 'synced',
      serverVersion: 3,
      isDeleted: false,
    });
    const env = testEnv(db);
    renderDetail(env, { eventId: ids.arrival });
    expect((await screen.findByTestId(`cargo-value-${ids.tonnes}`, {}, slow)).textContent).toContain(
      '41,235',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit Metric tonnes' }));
    fireEvent.change(screen.getByLabelText('Cargo Metric tonnes'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Metric tonnes' }));
    await waitFor(
      () => expect(screen.getByTestId(`cargo-value-${ids.tonnes}`).textContent).toMatch(/^-$/),
      slow,
    );
    expect(env.changes.at(-1)).toEqual({
      entityType: 'cargoDetail',
      kind: 'delete',
      data: { id: 'ca000000-0000-4000-8000-000000000001' },
    });
  });

  it('EMIS-052 Cancel leaves the cargo as it was', async () => {
    db = await seedVoyage();
    const env = testEnv(db);
    renderDetail(env, { eventId: ids.arrival });
    fireEvent.change(await screen.findByLabelText('Cargo TEU', {}, slow), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel TEU' }));
    expect((await screen.findByTestId(`cargo-value-${ids.teu}`, {}, slow)).textContent).toMatch(/^-$/);
    expect(env.changes).toHaveLength(0);
  });

  it('EMIS-054 Ship to ship transfer forces the cargo section on an event that does not show it', async () => {
    db = await seedVoyage();
    renderDetail(testEnv(db), { eventId: ids.anchoringEnd });
    fireEvent.click(await screen.findByRole('button', { name: 'Ship to ship transfer' }, slow));
    expect(await screen.findByRole('heading', { name: 'Cargo' }, slow)).toBeTruthy();
    expect(screen.getByLabelText('Cargo Metric tonnes')).toBeTruthy();
  });

  it('EMIS-133 a confirmed event is read-only: no cargo, voyage, port or location editing', async () => {
    db = await seedVoyage({ confirmed: true });
    renderDetail(testEnv(db), { eventId: ids.departure });
    expect(((await screen.findByLabelText('Voyage name', {}, slow)) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Save voyage' })).toBeNull();
    expect(screen.queryByLabelText('Port name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit location' })).toBeNull();
    expect(screen.queryByTestId('missing-information')).toBeNull();
  });

  it('EMIS-044 EMIS-045 EMIS-046 EMIS-164 edits the location in degrees, minutes and hemisphere; Save needs a coordinate', async () => {
    db = await seedVoyage();
    const env = testEnv(db, {
      findNearestLocation: async () => ({
        location: { timestamp: times.anchoring, latitude: 51.5, longitude: 3.25, source: 'LogData' },
        nearestPort: { name: 'Vlissingen', loCode: 'NLVLI', isMrvPort: true, distanceNm: 4.26 },
      }),
    });
    renderDetail(env, { eventId: ids.anchoring });
    expect((await screen.findByTestId('nearest-location', {}, slow)).textContent).toContain(
      "Nearest location: Vlissingen (NLVLI, 4.3 nm), 51° 30.0000' N, 3° 15.0000' E",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit location' }));
    const latitude = screen.getByLabelText('Latitude degrees');
    expect((latitude as HTMLInputElement).value).toBe('51');
    fireEvent.change(latitude, { target: { value: '' } });
    expect((screen.getByRole('button', { name: 'Save location' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(latitude, { target: { value: '33' } });
    fireEvent.change(screen.getByLabelText('Latitude minutes'), { target: { value: '45' } });
    fireEvent.change(screen.getByLabelText('N or S'), { target: { value: 'S' } });
    fireEvent.change(screen.getByLabelText('Longitude degrees'), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText('Longitude minutes'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('E or W'), { target: { value: 'W' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(async () => {
      expect((await db.vesselEvents.get(ids.anchoring))?.location).toEqual({
        latitude: -33.75,
        longitude: -70.5,
      });
    }, slow);
    expect((await screen.findByTestId('event-location', {}, slow)).textContent).toContain(
      "33° 45.0000' S, 70° 30.0000' W",
    );
  });

  it('EMIS-163 refuses degrees out of range and does not save', async () => {
    db = await seedVoyage();
    renderDetail(testEnv(db), { eventId: ids.anchoring });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit location' }, slow));
    fireEvent.change(screen.getByLabelText('Latitude degrees'), { target: { value: '95' } });
    fireEvent.change(screen.getByLabelText('Longitude degrees'), { target: { value: '10' } });
    expect(await screen.findByText('Degrees must be a whole number from 0 to 89.', {}, slow)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save location' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('EMIS-047 shows the spec text when the nearest location cannot be loaded; Cancel closes the editor', async () => {
    db = await seedVoyage();
    const env = testEnv(db, { findNearestLocation: () => Promise.reject(new Error('offline')) });
    renderDetail(env, { eventId: ids.anchoring });
    expect(
      await screen.findByText('Sorry, an error occurred while loading the nearest location', {}, slow),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit location' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel location' }));
    expect(screen.queryByLabelText('Latitude degrees')).toBeNull();
  });

  it('EMIS-042 EMIS-124 Confirm event info is offered only with complete information and saves isConfirmed', async () => {
    db = await seedVoyage();
    renderDetail(testEnv(db), { eventId: ids.arrival });
    const confirm = await screen.findByRole('button', { name: 'Confirm event info' }, slow);
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await db.vesselEvents.update(ids.arrival, {
      port: { name: 'Rotterdam', loCode: 'NLRTM', isMrvPort: true },
    });
    for (const unit of [ids.tonnes, ids.teu]) {
      await db.cargoDetails.put({
        id: crypto.randomUUID(),
        vesselId,
        vesselEventId: ids.arrival,
        cargoUnitId: unit,
        cargoCarried: 10,
        syncState: 'synced',
        serverVersion: 1,
        isDeleted: false,
      });
    }
    const enabled = () =>
      (screen.getByRole('button', { name: 'Confirm event info' }) as HTMLButtonElement).disabled;
    await waitFor(() => expect(enabled()).toBe(false), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm event info' }));
    await waitFor(async () => expect((await db.vesselEvents.get(ids.arrival))?.isConfirmed).toBe(true), slow);
    expect(await screen.findByRole('button', { name: 'Unconfirm event info' }, slow)).toBeTruthy();
  });

  it('EMIS-125 Unconfirm event info is refused once the voyage information is confirmed', async () => {
    db = await seedVoyage({ state: 'informationConfirmed' });
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'event-info' });
    const unconfirm = await screen.findByRole('button', { name: 'Unconfirm event info' }, slow);
    expect((unconfirm as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('The voyage information is confirmed. Unconfirm it first.')).toBeTruthy();
  });

  it("shows the sync state of the event through the composer's slot", async () => {
    db = await seedVoyage();
    renderDetail(testEnv(db), { eventId: ids.arrival });
    expect(await screen.findByTestId(`state-vesselEvent-${ids.arrival}`, {}, slow)).toBeTruthy();
  });
  describe('issue 26 §3: an arrival far from its port is a warning, not a refusal', () => {
    const rotterdam = { name: 'Rotterdam', loCode: 'NLRTM', isMrvPort: true };
    async function seedArrival(latitude: number) {
      db = await seedVoyage();
      await db.ports.put({ ...rotterdam, latitude: 51.95, longitude: 4.13 });
      // One degree of latitude is 60 nm.
      await db.vesselEvents.update(ids.arrival, {
        port: rotterdam,
        location: { latitude, longitude: 4.13 },
      });
    }

    it('warns about an arrival 80 nm from its port, and the event can still be confirmed', async () => {
      await seedArrival(51.95 + 80 / 60);
      await db.cargoDetails.put({
        id: crypto.randomUUID(),
        vesselId,
        vesselEventId: ids.arrival,
        cargoUnitId: ids.tonnes,
        cargoCarried: 10,
        syncState: 'synced',
        serverVersion: 1,
        isDeleted: false,
      });
      await db.cargoDetails.put({
        id: crypto.randomUUID(),
        vesselId,
        vesselEventId: ids.arrival,
        cargoUnitId: ids.teu,
        cargoCarried: 10,
        syncState: 'synced',
        serverVersion: 1,
        isDeleted: false,
      });
      renderDetail(testEnv(db), { eventId: ids.arrival });
      const warning = await screen.findByTestId('arrival-far-from-port', {}, slow);
      expect(warning.textContent).toContain('Please check (you can still save):');
      expect(warning.textContent).toContain(
        'The arrival position is 80 nm from Rotterdam, more than 50 nm. Check the position and the port.',
      );
      const confirm = screen.getByRole('button', { name: 'Confirm event info' }) as HTMLButtonElement;
      await waitFor(() => expect(confirm.disabled).toBe(false), slow);
      fireEvent.click(confirm);
      await waitFor(
        async () => expect((await db.vesselEvents.get(ids.arrival))?.isConfirmed).toBe(true),
        slow,
      );
    });

    it('says nothing for an arrival within 50 nm of its port, or while the port has no position', async () => {
      await seedArrival(51.95 + 80 / 60);
      renderDetail(testEnv(db), { eventId: ids.arrival });
      expect(await screen.findByTestId('arrival-far-from-port', {}, slow)).toBeTruthy();
      await db.vesselEvents.update(ids.arrival, { location: { latitude: 51.95 + 20 / 60, longitude: 4.13 } });
      await waitFor(() => expect(screen.queryByTestId('arrival-far-from-port')).toBeNull(), slow);
      await db.vesselEvents.update(ids.arrival, { location: { latitude: 51.95 + 80 / 60, longitude: 4.13 } });
      expect(await screen.findByTestId('arrival-far-from-port', {}, slow)).toBeTruthy();
      await db.ports.put(rotterdam);
      await waitFor(() => expect(screen.queryByTestId('arrival-far-from-port')).toBeNull(), slow);
    });
  });
});
