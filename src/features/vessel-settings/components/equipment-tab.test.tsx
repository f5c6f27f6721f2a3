import 'fake-indexeddb/auto';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testLogVariable } from '../../../lib/testing.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { WakelineDb } from '../../../offline/db.ts';
import {
  buildFlowMeter,
  buildFuelTank,
  buildFuelType,
  choose,
  goOffline,
  headersOf,
  renderSettings,
  settingsServer,
  settingsVesselId,
  tableRows,
} from '../test-support.tsx';
import { EquipmentTab } from './equipment-tab.tsx';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const rowsOf = (name: string) => tableRows(name, name === 'Flow meters' ? 4 : 3);

async function fillTank(name: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: name } });
  await choose('Fuel type', 'Heavy fuel oil');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Manual' }));
}

describe('EquipmentTab: fuel tanks', () => {
  it("EMIS-081 shows the empty text 'No fuel tanks added yet.'", async () => {
    installFakeApi(settingsServer({ 'GET /FuelTanks/Find': () => ({ body: [] }) }));
    renderSettings(<EquipmentTab kind="fuelTank" vesselId={settingsVesselId} isOnline />);
    expect(await screen.findByText('No fuel tanks added yet.')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Add fuel tank' })).toBeDefined();
  });

  it('EMIS-081 EMIS-148 lists Name, Fuel type and Fuel consumption sources; a deactivated tank is marked and has no Remove', async () => {
    installFakeApi(
      settingsServer({
        'GET /FuelTanks/Find': () => ({
          body: [
            buildFuelTank({ fuelConsumptionSources: ['LogData', 'Manual'] }),
            buildFuelTank({ id: testId('tank-old'), name: 'Old tank', isDeactivated: true }),
          ],
        }),
      }),
    );
    renderSettings(<EquipmentTab kind="fuelTank" vesselId={settingsVesselId} isOnline />);
    const table = await screen.findByRole('table', { name: 'Fuel tanks' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 3)).toEqual(['Name', 'Fuel type', 'Fuel consumption sources']);
    await waitFor(() =>
      expect(rowsOf('Fuel tanks')).toEqual([
        ['Tank 1', 'Heavy fuel oil', 'Log data, Manual'],
        ['Old tankDeactivated', 'Heavy fuel oil', 'Manual'],
      ]),
    );
    expect(screen.getByRole('button', { name: 'Remove Tank 1' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Remove Old tank' })).toBeNull();
  });

  it('EMIS-173 EMIS-175 enables Save only once name, fuel type and a source are given, then adds the tank with its own id', async () => {
    let tanks = [buildFuelTank()];
    const { calls } = installFakeApi(
      settingsServer({
        'GET /FuelTanks/Find': () => ({ body: tanks }),
        'POST /FuelTanks': ({ body }) => {
          const created = buildFuelTank(body as Partial<ReturnType<typeof buildFuelTank>>);
          tanks = [...tanks, created];
          return { status: 201, body: created };
        },
      }),
    );
    renderSettings(<EquipmentTab kind="fuelTank" vesselId={settingsVesselId} isOnline />);
    await screen.findByRole('form', { name: 'Add fuel tank' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Day tank' } });
    expect(save.hasAttribute('disabled')).toBe(true);
    await choose('Fuel type', 'Heavy fuel oil');
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Manual' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Manual' }));
    expect(await screen.findByText('At least one fuel consumption source is required.')).toBeDefined();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Manual' }));
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(rowsOf('Fuel tanks').map((row) => row[0])).toEqual(['Tank 1', 'Day tank']));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      vesselId: settingsVesselId,
      name: 'Day tank',
      fuelTypeId: testId('ft-hfo'),
      fuelConsumptionSources: ['Manual'],
    });
    expect((post?.body as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.filter((call) => call.path === '/FuelTanks/Find')).toHaveLength(2);
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('');
  });

  it('EMIS-174 refuses the name of an active tank ignoring case, but not of a deactivated one', async () => {
    installFakeApi(
      settingsServer({
        'GET /FuelTanks/Find': () => ({
          body: [
            buildFuelTank(),
            buildFuelTank({ id: testId('tank-old'), name: 'Old tank', isDeactivated: true }),
          ],
        }),
      }),
    );
    renderSettings(<EquipmentTab kind="fuelTank" vesselId={settingsVesselId} isOnline />);
    await screen.findByRole('table', { name: 'Fuel tanks' });
    await fillTank('tank 1');
    expect(
      screen.getByText('A fuel tank with the name tank 1 already exists. Please choose a different name.'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'OLD TANK' } });
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  });

  it("EMIS-174 shows the server's duplicate-name answer when the list was out of date", async () => {
    installFakeApi(
      settingsServer({
        'POST /FuelTanks': () => ({
          status: 409,
          body: {
            message: 'A fuel tank with the name Aft already exists. Please choose a different name.',
            code: 'CONFLICT',
          },
        }),
      }),
    );
    renderSettings(<EquipmentTab kind="fuelTank" vesselId={settingsVesselId} isOnline />);
    await screen.findByRole('table', { name: 'Fuel tanks' });
    await fillTank('Aft');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'Add fuel tank' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'A fuel tank with the name Aft already exists. Please choose a different name.',
    );
  });

  it('EMIS-081 EMIS-149 Remove shows a spinner on its row, sends If-Match and reads the list again', async () => {
    let tanks = [buildFuelTank({ version: 7 }), buildFuelTank({ id: testId('tank-2'), name: 'Tank 2' })];
    let release: () => void = () => {};
    const { calls, fetchMock } = installFakeApi(
      settingsServer({
        'GET /FuelTanks/Find': () => ({ body: tanks }),
        [`DELETE /FuelTanks/${testId('tank-1')}`]: async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          tanks = tanks.slice(1);
          return { body: { ...buildFuelTank(), isDeleted: true } };
        },
      }),
    );
    renderSettings(<EquipmentTab kind="fuelTank" vesselId={settingsVesselId} isOnline />);
    const remove = await screen.findByRole('button', { name: 'Remove Tank 1' });
    fireEvent.click(remove);
    await waitFor(() => expect(remove.getAttribute('data-loading')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Remove Tank 2' }).hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Tank 1' })).toBeNull());
    const index = calls.findIndex((call) => call.method === 'DELETE');
    expect(headersOf(fetchMock, index)['If-Match']).toBe('"7"');
    expect(calls.filter((call) => call.path === '/FuelTanks/Find')).toHaveLength(2);
  });

  it("EMIS-081 offline: lists the device's tanks with a note and offers no change", async () => {
    const db = new WakelineDb(`settings-tanks-${Math.random()}`);
    await db.fuelTanks.put({
      ...buildFuelTank({ name: 'Device tank' }),
      syncState: 'synced',
      serverVersion: 1,
    });
    await db.fuelTypes.put(buildFuelType());
    goOffline();
    renderSettings(<EquipmentTab kind="fuelTank" vesselId={settingsVesselId} isOnline={false} />, db);
    expect(await screen.findByText('Device tank', {}, { timeout: 20_000 })).toBeDefined();
    expect(screen.getByText('You are offline. This is the copy stored on this device.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Remove Device tank' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Changes need a connection to the server.')).toBeDefined();
    expect(screen.queryByRole('form', { name: 'Add fuel tank' })).toBeNull();
    db.close();
  });
});

describe('EquipmentTab: flow meters', () => {
  it("EMIS-080 shows the empty notice 'No flow meters added yet.' and the Add flow meter form", async () => {
    installFakeApi(settingsServer());
    renderSettings(<EquipmentTab kind="flowMeter" vesselId={settingsVesselId} isOnline />);
    expect(await screen.findByText('No flow meters added yet.')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Add flow meter' })).toBeDefined();
    expect(await screen.findByRole('form', { name: 'Add flow meter' })).toBeDefined();
  });

  it('EMIS-080 lists Name, Fuel type, Fuel consumption sources and Flow rate log variable (manual input when none)', async () => {
    const variableId = testId('lv-me-flow');
    installFakeApi(
      settingsServer({
        'GET /FlowMeters/Find': () => ({
          body: [
            buildFlowMeter(),
            buildFlowMeter({
              id: testId('meter-2'),
              name: 'Aux engine',
              fuelConsumptionSources: ['LogData'],
              fuelMassFlowRateLogVariableId: variableId,
            }),
          ],
        }),
        'GET /LogVariables/Find': () => ({
          body: [testLogVariable(variableId, 'ME fuel flow', settingsVesselId)],
        }),
      }),
    );
    renderSettings(<EquipmentTab kind="flowMeter" vesselId={settingsVesselId} isOnline />);
    const table = await screen.findByRole('table', { name: 'Flow meters' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(0, 4)
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Fuel type', 'Fuel consumption sources', 'Flow rate log variable']);
    await waitFor(() =>
      expect(rowsOf('Flow meters')).toEqual([
        ['Main engine', 'Heavy fuel oil', 'Manual', 'Manual input'],
        ['Aux engine', 'Heavy fuel oil', 'Log data', 'ME fuel flow'],
      ]),
    );
  });

  it('EMIS-173 EMIS-174 adds a flow meter with a flow rate log variable, refusing an active namesake first', async () => {
    const variableId = testId('lv-me-flow');
    let meters = [buildFlowMeter()];
    const { calls } = installFakeApi(
      settingsServer({
        'GET /FlowMeters/Find': () => ({ body: meters }),
        'GET /LogVariables/Find': () => ({
          body: [testLogVariable(variableId, 'ME fuel flow', settingsVesselId)],
        }),
        'POST /FlowMeters': ({ body }) => {
          const created = buildFlowMeter(body as Partial<ReturnType<typeof buildFlowMeter>>);
          meters = [...meters, created];
          return { status: 201, body: created };
        },
      }),
    );
    renderSettings(<EquipmentTab kind="flowMeter" vesselId={settingsVesselId} isOnline />);
    await screen.findByRole('table', { name: 'Flow meters' });
    await fillTank('MAIN ENGINE');
    expect(
      screen.getByText(
        'A flow meter with the name MAIN ENGINE already exists. Please choose a different name.',
      ),
    ).toBeDefined();
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Boiler' } });
    await choose('Flow rate log variable', 'ME fuel flow');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(rowsOf('Flow meters').map((row) => row[0])).toEqual(['Main engine', 'Boiler']),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Boiler',
      fuelConsumptionSources: ['Manual'],
      fuelMassFlowRateLogVariableId: variableId,
    });
  });

  it('EMIS-148 removing a meter that has data leaves it deactivated in the list', async () => {
    let meter = buildFlowMeter();
    installFakeApi(
      settingsServer({
        'GET /FlowMeters/Find': () => ({ body: [meter] }),
        [`DELETE /FlowMeters/${testId('meter-1')}`]: () => {
          meter = { ...meter, isDeactivated: true, version: 2 };
          return { body: meter };
        },
      }),
    );
    renderSettings(<EquipmentTab kind="flowMeter" vesselId={settingsVesselId} isOnline />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Main engine' }));
    expect(await screen.findByText('Deactivated')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Remove Main engine' })).toBeNull();
  });
});
