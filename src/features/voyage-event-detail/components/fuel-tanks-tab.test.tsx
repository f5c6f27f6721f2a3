import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WakelineDb } from '../../../offline/db.ts';
import { setViewportWidth } from '../../../lib/viewport.testing.ts';
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

async function seedBunkering(timestamp = '2026-02-27T09:00:00.000Z') {
  await db.fuelTankOperations.put({
    id: 'b0000000-0000-4000-8000-000000000001',
    vesselId,
    fuelTankId: ids.tankOne,
    timestamp,
    fuelTypeId: ids.hfo,
    fuelDensity: 0.9912,
    fuelAdjustmentInTon: 500,
    sulphurContent: 0.45,
    ...syncedColumns,
  });
}

describe('Fuel tanks', { timeout: 30_000 }, () => {
  it('EMIS-060 EMIS-057 offers one radio per tank and the sub-tabs Fuel consumption, Bunkering and Soundings', async () => {
    db = await seedVoyage();
    await seedBunkering();
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'fuel-tanks' });
    expect(await screen.findByRole('radio', { name: 'Tank 1' }, slow)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Tank 2' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Fuel consumption', selected: true }, slow)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Bunkering' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Soundings' })).toBeTruthy();
    expect(screen.queryByText('Please submit fuel type and density at the start of this voyage.')).toBeNull();
  });

  it('EMIS-071 EMIS-061 a tank without operations opens on Bunkering with the start-of-voyage warning', async () => {
    db = await seedVoyage();
    await seedBunkering();
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'fuel-tanks' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Tank 2' }, slow));
    expect(await screen.findByRole('tab', { name: 'Bunkering', selected: true }, slow)).toBeTruthy();
    expect(screen.getByText('Please submit fuel type and density at the start of this voyage.')).toBeTruthy();
  });

  it('EMIS-061 warns while the only operation comes after the departure', async () => {
    db = await seedVoyage();
    await seedBunkering('2026-03-02T09:00:00.000Z');
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'fuel-tanks' });
    expect(
      await screen.findByText('Please submit fuel type and density at the start of this voyage.', {}, slow),
    ).toBeTruthy();
  });

  it('EMIS-063 EMIS-178 EMIS-177 adds a de-bunkering as a negative adjustment once the operation is valid', async () => {
    db = await seedVoyage();
    const env = testEnv(db);
    renderDetail(env, { eventId: ids.arrival, tab: 'fuel-tanks' });
    const add = within(await screen.findByTestId('add-fuel-tank-operation', {}, slow));
    const button = () => add.getByRole('button', { name: 'Add operation' }) as HTMLButtonElement;
    expect(button().disabled).toBe(true);
    fireEvent.click(add.getByRole('radio', { name: 'De-bunkering' }));
    fireEvent.change(add.getByLabelText('Timestamp (UTC)'), { target: { value: '2026-03-05T15:00' } });
    fireEvent.change(add.getByLabelText('Fuel density (at 15°C)'), { target: { value: '0.85' } });
    fireEvent.change(add.getByLabelText('Fuel bunkered/de-bunkered (MT)'), { target: { value: '25' } });
    fireEvent.change(add.getByLabelText('Sulphur content (%)'), { target: { value: '0.1' } });
    await waitFor(() => expect(button().disabled).toBe(false), slow);
    fireEvent.click(button());
    const table = await screen.findByTestId('fuel-tank-operations', {}, slow);
    await waitFor(() => expect(within(table).getByText('-25.000')).toBeTruthy(), slow);
    expect(within(table).getByText('0.8500')).toBeTruthy();
    expect(within(table).getByText('0.100')).toBeTruthy();
    expect(env.changes.at(-1)).toMatchObject({
      entityType: 'fuelTankOperation',
      kind: 'create',
      data: { fuelTankId: ids.tankOne, fuelTypeId: ids.hfo, fuelAdjustmentInTon: -25, fuelDensity: 0.85 },
    });
  });

  it('EMIS-062 EMIS-181 a sounding defaults to 12:00 on the departure day, the next one a day later', async () => {
    db = await seedVoyage();
    await seedBunkering();
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'fuel-tanks' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Soundings' }, slow));
    const add = within(await screen.findByTestId('add-sounding', {}, slow));
    expect((add.getByLabelText('Timestamp (UTC)') as HTMLInputElement).value).toBe('01. Mar, 2026 12:00');
    fireEvent.change(add.getByLabelText('Fuel amount MT'), { target: { value: '310.5' } });
    fireEvent.change(add.getByLabelText('Fuel amount m3'), { target: { value: '320' } });
    fireEvent.change(add.getByLabelText('Tank temperature C'), { target: { value: '41.3' } });
    fireEvent.click(add.getByRole('button', { name: 'Add sounding' }));
    const table = await screen.findByTestId('soundings', {}, slow);
    await waitFor(() => expect(within(table).getByText('310.500')).toBeTruthy(), slow);
    expect(within(table).getByText('01. Mar, 2026 12:00')).toBeTruthy();
    expect(within(table).getByText('41.3')).toBeTruthy();
    await waitFor(
      () =>
        expect((add.getByLabelText('Timestamp (UTC)') as HTMLInputElement).value).toBe('02. Mar, 2026 12:00'),
      slow,
    );
    // Issue 26 §3: a ROB above the last sounding with no bunkering between warns, and still adds.
    fireEvent.change(add.getByLabelText('Fuel amount MT'), { target: { value: '330' } });
    const warnings = await screen.findByTestId('rob-warnings', {}, slow);
    expect(warnings.textContent).toContain('rose from 310.5 t to 330 t without a bunkering in between');
    expect((add.getByRole('button', { name: 'Add sounding' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(add.getByLabelText('Fuel amount MT'), { target: { value: '' } });
    // Issue 26 §3: deleting a sounding asks first; Cancel keeps it.
    fireEvent.click(within(table).getByRole('button', { name: 'Remove 01. Mar, 2026 12:00' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(dialog.textContent).toContain('Delete the sounding of 01. Mar, 2026 12:00?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(within(table).getByText('310.500')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Remove 01. Mar, 2026 12:00' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', {}, slow)).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(within(table).queryByText('310.500')).toBeNull(), slow);
  });

  it("SHELL-195 the sounding's time is typed in the spec's 24-hour format, not the device's", async () => {
    db = await seedVoyage();
    await seedBunkering();
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'fuel-tanks' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Soundings' }, slow));
    const add = within(await screen.findByTestId('add-sounding', {}, slow));
    const field = add.getByLabelText('Timestamp (UTC)') as HTMLInputElement;
    expect(field.type).toBe('text');
    expect(field.placeholder).toBe('DD. MMM, YYYY HH:mm');
    fireEvent.change(field, { target: { value: '02. Mar, 2026 2:30 PM' } });
    expect(add.getByText(/Enter the date and time as DD\. MMM, YYYY HH:mm/)).toBeTruthy();
    fireEvent.change(field, { target: { value: '02. Mar, 2026 14:30' } });
    fireEvent.change(add.getByLabelText('Fuel amount MT'), { target: { value: '300' } });
    fireEvent.click(add.getByRole('button', { name: 'Add sounding' }));
    const table = await screen.findByTestId('soundings', {}, slow);
    await waitFor(() => expect(within(table).getByText('02. Mar, 2026 14:30')).toBeTruthy(), slow);
  });

  it('EMIS-180 refuses a sounding outside 2 days around the voyage', async () => {
    db = await seedVoyage();
    await seedBunkering();
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'fuel-tanks' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Soundings' }, slow));
    const add = within(await screen.findByTestId('add-sounding', {}, slow));
    fireEvent.change(add.getByLabelText('Timestamp (UTC)'), { target: { value: '2026-03-09T12:00' } });
    fireEvent.change(add.getByLabelText('Fuel amount MT'), { target: { value: '300' } });
    expect(await add.findByRole('alert', {}, slow)).toBeTruthy();
    expect((add.getByRole('button', { name: 'Add sounding' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('EMIS-064 adds a consumption for the event and edits it in place (Escape cancels)', async () => {
    db = await seedVoyage();
    await seedBunkering();
    const env = testEnv(db);
    renderDetail(env, { eventId: ids.arrival, tab: 'fuel-tanks' });
    const add = within(await screen.findByTestId('add-fuel-tank-consumption', {}, slow));
    fireEvent.change(add.getByLabelText('Consumption (t)'), { target: { value: '7.5' } });
    fireEvent.click(add.getByRole('button', { name: 'Add fuel consumption' }));
    const name = 'Tank 1 03. Mar, 2026 10:00';
    const cell = await screen.findByRole('button', { name: `Edit fuel consumption ${name}` }, slow);
    expect(cell.textContent).toBe('7.500');
    expect(env.changes.at(-1)).toMatchObject({
      entityType: 'fuelTankConsumption',
      data: { vesselEventId: ids.arrival, startAt: times.anchoringEnd, endAt: times.arrival },
      parents: [{ entityType: 'vesselEvent', id: ids.arrival }],
    });
    fireEvent.click(cell);
    fireEvent.change(screen.getByLabelText(`Fuel consumption (MT) ${name}`), { target: { value: '8' } });
    fireEvent.keyDown(screen.getByLabelText(`Fuel consumption (MT) ${name}`), { key: 'Escape' });
    expect(screen.getByRole('button', { name: `Edit fuel consumption ${name}` }).textContent).toBe('7.500');
    fireEvent.click(screen.getByRole('button', { name: `Edit fuel consumption ${name}` }));
    fireEvent.change(screen.getByLabelText(`Fuel consumption (MT) ${name}`), { target: { value: '8' } });
    fireEvent.keyDown(screen.getByLabelText(`Fuel consumption (MT) ${name}`), { key: 'Enter' });
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: `Edit fuel consumption ${name}` }).textContent).toBe(
          '8.000',
        ),
      slow,
    );
  });

  it('EMIS-069 EMIS-132 hides add rows and Remove once the voyage data is confirmed', async () => {
    db = await seedVoyage({ state: 'dataConfirmed' });
    await seedBunkering();
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'fuel-tanks' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Bunkering' }, slow));
    const table = await screen.findByTestId('fuel-tank-operations', {}, slow);
    expect(within(table).getByText('500.000')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByTestId('add-fuel-tank-operation')).toBeNull();
    expect(screen.queryByTestId('add-fuel-tank-consumption')).toBeNull();
    expect(screen.queryByTestId('add-sounding')).toBeNull();
  });
  describe('EMIS-245 issue 26 §3: volume at 15 °C derived from mass and density', () => {
    it('a bunkering shows the volume of the mass at the density typed', async () => {
      db = await seedVoyage();
      renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'fuel-tanks' });
      const add = within(await screen.findByTestId('add-fuel-tank-operation', {}, slow));
      expect(add.queryByTestId('derived-volume')).toBeNull();
      fireEvent.change(add.getByLabelText('Fuel density (at 15°C)'), { target: { value: '0.85' } });
      fireEvent.change(add.getByLabelText('Fuel bunkered/de-bunkered (MT)'), { target: { value: '25' } });
      expect((await add.findByTestId('derived-volume', {}, slow)).textContent).toContain(
        'Volume at 15 °C: 29.412 m³ (25.000 t at 0.8500 t/m³).',
      );
    });

    it("a sounding's mass gives the volume and its volume the mass, at the tank's last bunkering density", async () => {
      db = await seedVoyage();
      await seedBunkering();
      const env = testEnv(db);
      renderDetail(env, { eventId: ids.arrival, tab: 'fuel-tanks' });
      fireEvent.click(await screen.findByRole('tab', { name: 'Soundings' }, slow));
      const add = within(await screen.findByTestId('add-sounding', {}, slow));
      fireEvent.change(add.getByLabelText('Fuel amount MT'), { target: { value: '991.2' } });
      const volume = await add.findByTestId('derived-volume', {}, slow);
      expect(volume.textContent).toContain('Volume at 15 °C: 1,000.000 m³ (991.200 t at 0.9912 t/m³).');
      expect(volume.textContent).toContain('Density of the bunkering of 27. Feb, 2026 09:00.');
      fireEvent.click(within(volume).getByRole('button', { name: 'Use this volume' }));
      await waitFor(
        () => expect((add.getByLabelText('Fuel amount m3') as HTMLInputElement).value).toBe('1000'),
        slow,
      );
      expect(add.queryByTestId('derived-volume')).toBeNull();
      fireEvent.change(add.getByLabelText('Fuel amount MT'), { target: { value: '' } });
      expect((await add.findByTestId('derived-mass', {}, slow)).textContent).toContain(
        'Mass: 991.200 t (1,000.000 m³ at 0.9912 t/m³).',
      );
      fireEvent.click(add.getByRole('button', { name: 'Use this mass' }));
      await waitFor(
        () => expect((add.getByLabelText('Fuel amount MT') as HTMLInputElement).value).toBe('991.2'),
        slow,
      );
      fireEvent.click(add.getByRole('button', { name: 'Add sounding' }));
      await waitFor(
        () =>
          expect(env.changes.at(-1)).toMatchObject({
            entityType: 'sounding',
            data: { fuelAmountInTon: 991.2, fuelAmountInCubicMetres: 1000 },
          }),
        slow,
      );
    });

    it('a sounding without a bunkering before it derives nothing', async () => {
      db = await seedVoyage();
      await seedBunkering('2026-03-05T09:00:00.000Z');
      renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'fuel-tanks' });
      fireEvent.click(await screen.findByRole('tab', { name: 'Soundings' }, slow));
      const add = within(await screen.findByTestId('add-sounding', {}, slow));
      fireEvent.change(add.getByLabelText('Fuel amount MT'), { target: { value: '300' } });
      await waitFor(() =>
        expect((add.getByLabelText('Fuel amount MT') as HTMLInputElement).value).toBe('300'),
      );
      expect(add.queryByTestId('derived-volume')).toBeNull();
    });

    it("a consumption shows its volume at the tank's density", async () => {
      db = await seedVoyage();
      await seedBunkering();
      renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'fuel-tanks' });
      const add = within(await screen.findByTestId('add-fuel-tank-consumption', {}, slow));
      fireEvent.change(add.getByLabelText('Consumption (t)'), { target: { value: '9.912' } });
      expect((await add.findByTestId('derived-volume', {}, slow)).textContent).toContain(
        'Volume at 15 °C: 10.000 m³ (9.912 t at 0.9912 t/m³).',
      );
    });
  });
  it('EMIS-063 EMIS-062 issue 26 §3: at 768 px bunkering and soundings are stacked cards, and a sounding is still removed after asking', async () => {
    setViewportWidth(768);
    db = await seedVoyage();
    await seedBunkering();
    await db.soundings.put({
      id: 'c0000000-0000-4000-8000-000000000001',
      vesselId,
      fuelTankId: ids.tankOne,
      timestamp: '2026-03-02T12:00:00.000Z',
      fuelAmountInTon: 310.5,
      fuelAmountInCubicMetres: null,
      fuelTemperatureInDegreesCelcius: null,
      ...syncedColumns,
    });
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'fuel-tanks' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Bunkering' }, slow));
    const operations = await screen.findByTestId('fuel-tank-operations', {}, slow);
    expect(operations.dataset.layout).toBe('cards');
    const bunkering = within(operations).getByRole('group', { name: '27. Feb, 2026 09:00' });
    expect(within(bunkering).getByText('Fuel density (at 15°C)').tagName).toBe('DT');
    expect(within(bunkering).getByText('0.9912').tagName).toBe('DD');
    fireEvent.click(screen.getByRole('tab', { name: 'Soundings' }));
    const soundings = await screen.findByTestId('soundings', {}, slow);
    const card = within(soundings).getByRole('group', { name: '02. Mar, 2026 12:00' });
    expect(within(card).getByText('310.500')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Remove 02. Mar, 2026 12:00' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', {}, slow)).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(within(soundings).queryByText('310.500')).toBeNull(), slow);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
