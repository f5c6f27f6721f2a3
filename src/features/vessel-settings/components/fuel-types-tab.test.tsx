import 'fake-indexeddb/auto';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { WakelineDb } from '../../../offline/db.ts';
import { buildFuelType, goOffline, renderSettings, settingsServer, tableRows } from '../test-support.tsx';
import { FuelTypesTab } from './fuel-types-tab.tsx';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const companyType = buildFuelType({
  id: testId('ft-bio'),
  name: 'Bio blend B30',
  shortName: 'B30',
  carbonEmissionFactor: 2.2,
  companyId: testId('company'),
});

const rows = () => tableRows('Fuel types', 4);

function input(label: RegExp): HTMLInputElement {
  return screen.getByRole('textbox', { name: label }) as HTMLInputElement;
}

describe('FuelTypesTab', () => {
  it('EMIS-082 shows name, short name, the factor with 3 decimals and the owner, with the Add form', async () => {
    installFakeApi(settingsServer({ 'GET /FuelTypes': () => ({ body: [companyType, buildFuelType()] }) }));
    renderSettings(<FuelTypesTab isOnline canManage />);
    await screen.findByRole('table', { name: 'Fuel types' });
    expect(rows()).toEqual([
      ['Bio blend B30', 'B30', '2.200', 'Company'],
      ['Heavy fuel oil', 'HFO', '3.114', 'Global'],
    ]);
    expect(screen.getByRole('form', { name: 'Add fuel type' })).toBeDefined();
  });

  it('EMIS-187 offers Delete only for company-owned types, asks first, and reads the list again', async () => {
    let types = [companyType, buildFuelType()];
    const { calls } = installFakeApi(
      settingsServer({
        'GET /FuelTypes': () => ({ body: types }),
        [`DELETE /FuelTypes/${testId('ft-bio')}`]: () => {
          types = types.slice(1);
          return { status: 204 };
        },
      }),
    );
    renderSettings(<FuelTypesTab isOnline canManage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bio blend B30' }));
    expect(screen.queryByRole('button', { name: 'Delete Heavy fuel oil' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Delete fuel type' });
    expect(within(dialog).getByText('Are you sure you want to delete Bio blend B30?')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(rows().map((row) => row[0])).toEqual(['Heavy fuel oil']));
    expect(calls.filter((call) => call.path === '/FuelTypes' && call.method === 'GET')).toHaveLength(2);
  });

  it("EMIS-187 a refused delete (in use) keeps the dialog open with the server's reason", async () => {
    installFakeApi(
      settingsServer({
        'GET /FuelTypes': () => ({ body: [companyType] }),
        [`DELETE /FuelTypes/${testId('ft-bio')}`]: () => ({
          status: 409,
          body: { message: 'This fuel type is in use.', code: 'CONFLICT' },
        }),
      }),
    );
    renderSettings(<FuelTypesTab isOnline canManage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bio blend B30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete fuel type' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This fuel type is in use.');
  });

  it('EMIS-176 enables Save only with a name, a short name and a finite factor, then adds the type', async () => {
    let types = [buildFuelType()];
    const { calls } = installFakeApi(
      settingsServer({
        'GET /FuelTypes': () => ({ body: types }),
        'POST /FuelTypes': ({ body }) => {
          const created = buildFuelType({ ...(body as object), companyId: testId('company') });
          types = [...types, created];
          return { status: 201, body: created };
        },
      }),
    );
    renderSettings(<FuelTypesTab isOnline canManage />);
    await screen.findByRole('form', { name: 'Add fuel type' });
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.change(input(/^Name/), { target: { value: 'Methanol' } });
    fireEvent.change(input(/^Short name/), { target: { value: 'MeOH' } });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input(/^Carbon emission factor/), { target: { value: 'abc' } });
    expect(screen.getByText('The carbon emission factor must be a number.')).toBeDefined();
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input(/^Carbon emission factor/), { target: { value: '1.375' } });
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(rows().map((row) => row[0])).toEqual(['Heavy fuel oil', 'Methanol']));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Methanol',
      shortName: 'MeOH',
      carbonEmissionFactor: 1.375,
    });
    expect(rows()[1]).toEqual(['Methanol', 'MeOH', '1.375', 'Company']);
  });

  it("EMIS-176 a new fuel type reaches the device's reference lists at once, for the voyage screens", async () => {
    const db = new WakelineDb(`settings-fuel-types-${Math.random()}`);
    let types = [buildFuelType()];
    installFakeApi(
      settingsServer({
        'GET /FuelTypes': () => ({ body: types }),
        'POST /FuelTypes': ({ body }) => {
          const created = buildFuelType({ ...(body as object), companyId: testId('company') });
          types = [...types, created];
          return { status: 201, body: created };
        },
      }),
    );
    renderSettings(<FuelTypesTab isOnline canManage />, db);
    await screen.findByRole('form', { name: 'Add fuel type' });
    fireEvent.change(input(/^Name/), { target: { value: 'Methanol' } });
    fireEvent.change(input(/^Short name/), { target: { value: 'MeOH' } });
    fireEvent.change(input(/^Carbon emission factor/), { target: { value: '1.375' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await db.fuelTypes.toArray()).map((type) => type.name).sort()).toEqual([
        'Heavy fuel oil',
        'Methanol',
      ]),
    );
    db.close();
  });

  it('EMIS-176 refuses the name of a visible type ignoring case', async () => {
    installFakeApi(settingsServer());
    renderSettings(<FuelTypesTab isOnline canManage />);
    await screen.findByRole('form', { name: 'Add fuel type' });
    fireEvent.change(input(/^Name/), { target: { value: 'heavy FUEL oil' } });
    expect(
      screen.getByText(
        'A fuel type with the name heavy FUEL oil already exists. Please choose a different name.',
      ),
    ).toBeDefined();
  });

  it('EMIS-187 a User sees the list without Add or Delete', async () => {
    installFakeApi(settingsServer({ 'GET /FuelTypes': () => ({ body: [companyType] }) }));
    renderSettings(<FuelTypesTab isOnline canManage={false} />);
    await screen.findByRole('table', { name: 'Fuel types' });
    expect(screen.queryByRole('button', { name: 'Delete Bio blend B30' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add fuel type' })).toBeNull();
    expect(
      screen.getByText('Only a SuperUser or an Administrator can add or delete fuel types.'),
    ).toBeDefined();
  });

  it('EMIS-082 offline with no copy says so with a retry', async () => {
    goOffline();
    renderSettings(<FuelTypesTab isOnline={false} canManage />, null);
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain('You are offline');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeDefined();
  });
});
