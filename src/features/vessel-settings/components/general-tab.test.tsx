import 'fake-indexeddb/auto';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { dirtyFormCount } from '../../../lib/dirty-forms.ts';
import { WakelineDb } from '../../../offline/db.ts';
import {
  buildFlowMeter,
  buildFuelTank,
  buildSettings,
  choose,
  goOffline,
  headersOf,
  renderSettings,
  settingsServer,
  settingsVesselId,
} from '../test-support.tsx';
import { GeneralTab } from './general-tab.tsx';

// Mantine under jsdom on a shared 2-core machine: generous waits.
configure({ asyncUtilTimeout: 10_000 });

const settingsPath = `/VesselSettings/${settingsVesselId}`;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function field(label: string): HTMLInputElement {
  return screen.getByRole('textbox', { name: label }) as HTMLInputElement;
}

describe('GeneralTab', () => {
  it('EMIS-074 EMIS-075 EMIS-076 shows every particular with its label, the two selects with their placeholders, and Save', async () => {
    installFakeApi(settingsServer());
    renderSettings(<GeneralTab vesselId={settingsVesselId} isOnline />);
    expect(await screen.findByDisplayValue('Bergen')).toBeDefined();
    const labels = [
      'Port of registry',
      'Home port',
      'Ship owner name',
      'Ship owner address',
      'Ship operator name',
      'Ship operator address',
      'Emissions contact person name',
      'Emissions contact person address',
      'Emissions contact person phone',
      'Emissions contact person email',
      'EEDI',
      'Estimated index value',
      'Auxiliary engine power (kW)',
      'Main propulsion power (kW)',
      'Deadweight (MT)',
      'Net tonnage',
      'Gross tonnage',
    ];
    for (const label of labels) expect(field(label)).toBeDefined();
    expect(field('Deadweight (MT)').value).toBe('81000');
    const shipType = screen.getByRole('combobox', { name: 'Ship type' }) as HTMLInputElement;
    await waitFor(() => expect(shipType.value).toBe('Bulk carrier'));
    expect(shipType.placeholder).toBe('Please select...');
    const iceClass = screen.getByRole('combobox', { name: 'Ice class' }) as HTMLInputElement;
    expect(iceClass.placeholder).toBe('None');
    expect(iceClass.value).toBe('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDefined();
  });

  it('EMIS-076 saves the changed form with If-Match of the loaded version, an Idempotency-Key and the untouched notes', async () => {
    let stored = buildSettings();
    const { calls, fetchMock } = installFakeApi(
      settingsServer({
        [`GET ${settingsPath}`]: () => ({ body: stored }),
        [`PUT ${settingsPath}`]: () => {
          stored = { ...stored, homePort: 'Tromsø', iceClassId: testId('ic-1a'), version: 4 };
          return { body: stored };
        },
      }),
    );
    renderSettings(<GeneralTab vesselId={settingsVesselId} isOnline />);
    await screen.findByDisplayValue('Bergen');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field('Home port'), { target: { value: 'Tromsø' } });
    await choose('Ice class', '1A');
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const index = calls.findIndex((call) => call.method === 'PUT');
    expect(calls[index]?.body).toMatchObject({
      homePort: 'Tromsø',
      iceClassId: testId('ic-1a'),
      deadweight: 81000,
      notes: 'Kept as is',
      operatorCompanyName: null,
    });
    const headers = headersOf(fetchMock, index);
    expect(headers['If-Match']).toBe('"3"');
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    expect(field('Home port').value).toBe('Tromsø');
  });

  it('I8 holds an app update back while the form has unsaved changes, and lets it go after Cancel', async () => {
    installFakeApi(settingsServer());
    renderSettings(<GeneralTab vesselId={settingsVesselId} isOnline />);
    await screen.findByDisplayValue('Bergen');
    expect(dirtyFormCount()).toBe(0);
    fireEvent.change(field('Home port'), { target: { value: 'Tromsø' } });
    await waitFor(() => expect(dirtyFormCount()).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dirtyFormCount()).toBe(0));
    expect(field('Home port').value).toBe('Bergen');
  });

  it('EMIS-236 shows the configuration error text when the save fails', async () => {
    installFakeApi(
      settingsServer({
        [`PUT ${settingsPath}`]: () => ({ status: 500, body: { message: 'Boom', code: 'INTERNAL' } }),
      }),
    );
    renderSettings(<GeneralTab vesselId={settingsVesselId} isOnline />);
    await screen.findByDisplayValue('Bergen');
    fireEvent.change(field('Home port'), { target: { value: 'Tromsø' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('There was an error when trying to update the configuration.');
    expect(field('Home port').value).toBe('Tromsø');
  });

  it('EMIS-074 checks the numbers and the e-mail before sending anything', async () => {
    const { calls } = installFakeApi(settingsServer());
    renderSettings(<GeneralTab vesselId={settingsVesselId} isOnline />);
    await screen.findByDisplayValue('Bergen');
    fireEvent.change(field('Deadweight (MT)'), { target: { value: 'heavy' } });
    fireEvent.change(field('Emissions contact person email'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a number.')).toBeDefined();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeDefined();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('EMIS-076 a stale version (412) says someone else changed the settings and reloads their version on request, overwriting nothing', async () => {
    let stored = buildSettings();
    const { calls } = installFakeApi(
      settingsServer({
        [`GET ${settingsPath}`]: () => ({ body: stored }),
        [`PUT ${settingsPath}`]: () => {
          stored = { ...stored, homePort: 'Stavanger', version: 5 };
          return {
            status: 412,
            body: { message: 'This record was changed by someone else.', code: 'PRECONDITION_FAILED' },
          };
        },
      }),
    );
    renderSettings(<GeneralTab vesselId={settingsVesselId} isOnline />);
    await screen.findByDisplayValue('Bergen');
    fireEvent.change(field('Home port'), { target: { value: 'Tromsø' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Someone else changed these settings')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload settings' }));
    await waitFor(() => expect(field('Home port').value).toBe('Stavanger'));
    expect(screen.queryByText('Someone else changed these settings')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('EMIS-076 after a 412 caused only by a cargo unit change, the form carries on from the new version with its changes', async () => {
    let stored = buildSettings();
    let puts = 0;
    const { calls, fetchMock } = installFakeApi(
      settingsServer({
        [`GET ${settingsPath}`]: () => ({ body: stored }),
        [`PUT ${settingsPath}`]: ({ body }) => {
          puts += 1;
          if (puts === 1) {
            stored = { ...stored, cargoUnits: [], version: 4 };
            return { status: 412, body: { message: 'Changed.', code: 'PRECONDITION_FAILED' } };
          }
          stored = { ...stored, ...(body as object), version: 5 };
          return { body: stored };
        },
      }),
    );
    renderSettings(<GeneralTab vesselId={settingsVesselId} isOnline />);
    await screen.findByDisplayValue('Bergen');
    fireEvent.change(field('Home port'), { target: { value: 'Tromsø' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByText('Someone else changed these settings')).toBeNull();
    expect(field('Home port').value).toBe('Tromsø');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toBe(2));
    const second = calls
      .map((call, index) => ({ call, index }))
      .filter(({ call }) => call.method === 'PUT')[1];
    expect(headersOf(fetchMock, second?.index ?? -1)['If-Match']).toBe('"4"');
    expect(second?.call.body).toMatchObject({ homePort: 'Tromsø' });
  });

  it('EMIS-076 I3 a save retried after its answer was lost sends the same Idempotency-Key', async () => {
    let attempts = 0;
    const { fetchMock, calls } = installFakeApi(settingsServer());
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT' && attempts++ === 0) {
        calls.push({ method: 'PUT', path: settingsPath, query: '', body: null });
        throw new TypeError('Failed to fetch');
      }
      return answer!(input, init);
    });
    renderSettings(<GeneralTab vesselId={settingsVesselId} isOnline />);
    await screen.findByDisplayValue('Bergen');
    fireEvent.change(field('Home port'), { target: { value: 'Tromsø' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(attempts).toBe(2));
    const puts = fetchMock.mock.calls
      .map(([, init], index) => ({ init, index }))
      .filter(({ init }) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(puts).toHaveLength(2);
    const [first, second] = puts.map(({ index }) => headersOf(fetchMock, index)['Idempotency-Key']);
    expect(first).toBeDefined();
    expect(second).toBe(first);
  });

  it('EMIS-077 EMIS-078 warns when no cargo units are carried, adds one and reads the settings again', async () => {
    let carried: { id: string; name: string }[] = [];
    const { calls } = installFakeApi(
      settingsServer({
        [`GET ${settingsPath}`]: () => ({ body: buildSettings({ cargoUnits: carried }) }),
        [`POST /VesselAdministrations/${settingsVesselId}/AddCargoUnit`]: () => {
          carried = [{ id: testId('cu-tonnes'), name: 'Tonnes' }];
          return { body: carried };
        },
      }),
    );
    renderSettings(<GeneralTab vesselId={settingsVesselId} isOnline />);
    expect(
      await screen.findByText('Please add below what cargo units the vessel is carrying.'),
    ).toBeDefined();
    expect(screen.getByText('Cargo carried')).toBeDefined();
    await choose('Cargo unit to add', 'Tonnes');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('button', { name: 'Remove Tonnes' })).toBeDefined();
    expect(screen.queryByText('Please add below what cargo units the vessel is carrying.')).toBeNull();
    const add = calls.find((call) => call.path.endsWith('/AddCargoUnit'));
    expect(add?.body).toEqual({ vesselId: settingsVesselId, cargoUnitId: testId('cu-tonnes') });
    expect(calls.filter((call) => call.method === 'GET' && call.path === settingsPath).length).toBe(2);
  });

  it('EMIS-077 removes a carried cargo unit', async () => {
    let carried = [{ id: testId('cu-teu'), name: 'TEU' }];
    const { calls } = installFakeApi(
      settingsServer({
        [`GET ${settingsPath}`]: () => ({ body: buildSettings({ cargoUnits: carried }) }),
        [`POST /VesselAdministrations/${settingsVesselId}/RemoveCargoUnit`]: () => {
          carried = [];
          return { body: carried };
        },
      }),
    );
    renderSettings(<GeneralTab vesselId={settingsVesselId} isOnline />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove TEU' }));
    expect(
      await screen.findByText('Please add below what cargo units the vessel is carrying.'),
    ).toBeDefined();
    expect(calls.find((call) => call.path.endsWith('/RemoveCargoUnit'))?.body).toEqual({
      vesselId: settingsVesselId,
      cargoUnitId: testId('cu-teu'),
    });
  });

  it('EMIS-022 lists what the emission report still misses', async () => {
    installFakeApi(
      settingsServer({
        [`GET ${settingsPath}`]: () => ({ body: buildSettings({ portOfRegistry: null }) }),
        'GET /FuelTanks/Find': () => ({ body: [] }),
        'GET /FlowMeters/Find': () => ({ body: [] }),
      }),
    );
    renderSettings(<GeneralTab vesselId={settingsVesselId} isOnline />);
    const missing = await screen.findByRole('region', { name: 'Still missing for the emission report' });
    const items = within(missing)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Port of registry', 'An active flow meter or fuel tank']);
  });

  it('EMIS-186 lists what the template still needs: a manual-input meter or a tank, and cargo units', async () => {
    installFakeApi(
      settingsServer({
        [`GET ${settingsPath}`]: () => ({ body: buildSettings({ cargoUnits: [] }) }),
        'GET /FuelTanks/Find': () => ({ body: [buildFuelTank({ isDeactivated: true })] }),
        'GET /FlowMeters/Find': () => ({
          body: [buildFlowMeter({ fuelMassFlowRateLogVariableId: testId('lv-me-flow') })],
        }),
      }),
    );
    renderSettings(<GeneralTab vesselId={settingsVesselId} isOnline />);
    const template = await screen.findByRole('region', {
      name: 'Still missing for the emission report template',
    });
    expect(
      within(template)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A flow meter with manual input or a fuel tank', 'Cargo units the vessel carries']);
    const report = screen.getByRole('region', { name: 'Still missing for the emission report' });
    expect(
      within(report)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cargo units the vessel carries']);
  });

  it('EMIS-022 EMIS-186 says so when nothing is missing', async () => {
    installFakeApi(settingsServer());
    renderSettings(<GeneralTab vesselId={settingsVesselId} isOnline />);
    expect(
      await screen.findByText('Everything the emission report and its template need is filled in.'),
    ).toBeDefined();
  });

  it("EMIS-074 offline: shows the device's copy read-only with a note, and nothing can be saved", async () => {
    const db = new WakelineDb(`settings-general-${Math.random()}`);
    await db.vesselSettings.put({
      ...buildSettings({ homePort: 'Hammerfest' }),
      syncState: 'synced',
      serverVersion: 3,
    });
    goOffline();
    renderSettings(<GeneralTab vesselId={settingsVesselId} isOnline={false} />, db);
    expect(await screen.findByDisplayValue('Hammerfest', {}, { timeout: 20_000 })).toBeDefined();
    expect(
      screen.getByText(
        'You are offline. The settings are shown as last loaded and cannot be changed until the connection is back.',
      ),
    ).toBeDefined();
    expect(field('Home port').readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    db.close();
  });

  it('EMIS-074 offline with no copy on the device: says so instead of an empty form', async () => {
    goOffline();
    renderSettings(<GeneralTab vesselId={settingsVesselId} isOnline={false} />, null);
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain('You are offline');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
