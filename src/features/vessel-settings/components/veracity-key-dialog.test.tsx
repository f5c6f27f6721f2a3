import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../../tests/support/fake-api.ts';
import { renderSettings, settingsVesselId } from '../test-support.tsx';
import { VeracityKeyDialog } from './veracity-key-dialog.tsx';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const keyPath = `/VesselAdministrations/${settingsVesselId}`;
const storedKey = 'vk-7f3a9c2e41b8d605';

function superUserServer(overrides = {}) {
  return installFakeApi({
    'GET /Users/IsSuperUser': () => ({ body: { isSuperUser: true } }),
    [`GET ${keyPath}/GetVeracityKey`]: () => ({
      body: { vesselId: settingsVesselId, key: storedKey, expirationDate: '2027-05-31T00:00:00.000Z' },
    }),
    [`GET ${keyPath}/GetVeracityKeyExpirationDate`]: () => ({
      body: { vesselId: settingsVesselId, expirationDate: '2027-05-31T00:00:00.000Z' },
    }),
    ...overrides,
  });
}

describe('VeracityKeyDialog', () => {
  it('EMIS-083 EMIS-198 EMIS-199 DENIED for anyone but a SuperUser: the permission text and no key call', async () => {
    const { calls } = installFakeApi({ 'GET /Users/IsSuperUser': () => ({ body: { isSuperUser: false } }) });
    renderSettings(<VeracityKeyDialog vesselId={settingsVesselId} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Veracity key' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You do not have permission to view this key.',
    );
    expect(calls.map((call) => call.path)).toEqual(['/Users/IsSuperUser']);
  });

  it('EMIS-083 EMIS-151 EMIS-215 VIEW: the key masked with a reveal toggle, and its expiration date', async () => {
    const { calls } = superUserServer();
    renderSettings(<VeracityKeyDialog vesselId={settingsVesselId} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Veracity key' });
    const value = await within(dialog).findByTestId('veracity-key-value');
    expect(value.textContent).toBe(`${'•'.repeat(storedKey.length - 4)}d605`);
    expect(within(dialog).getByText('31. May, 2027')).toBeDefined();
    const toggle = within(dialog).getByRole('button', { name: 'Show key' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(value.textContent).toBe(storedKey);
    expect(within(dialog).getByRole('button', { name: 'Hide key' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(calls[0]?.path).toBe('/Users/IsSuperUser');
    expect(calls.map((call) => call.path)).toContain(`${keyPath}/GetVeracityKeyExpirationDate`);
  });

  it('EMIS-083 EDIT: saves the new key and expiration date, then shows VIEW again', async () => {
    let current = { key: storedKey, expirationDate: '2027-05-31T00:00:00.000Z' };
    const { calls } = superUserServer({
      [`GET ${keyPath}/GetVeracityKey`]: () => ({ body: { vesselId: settingsVesselId, ...current } }),
      [`GET ${keyPath}/GetVeracityKeyExpirationDate`]: () => ({
        body: { vesselId: settingsVesselId, expirationDate: current.expirationDate },
      }),
      'PUT /VesselAdministrations/UpdateVeracityKey': ({ body }: { body: unknown }) => {
        current = body as typeof current;
        return { body: { vesselId: settingsVesselId, ...current } };
      },
    });
    renderSettings(<VeracityKeyDialog vesselId={settingsVesselId} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Veracity key' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Edit key' }));
    const keyInput = within(dialog).getByLabelText(/^Key/) as HTMLInputElement;
    expect(keyInput.value).toBe(storedKey);
    fireEvent.change(keyInput, { target: { value: '   ' } });
    expect(within(dialog).getByText('A key is required.')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(keyInput, { target: { value: 'vk-new-0001-abcd' } });
    fireEvent.change(within(dialog).getByLabelText('Expiration date'), { target: { value: '2028-01-15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByText('15. Jan, 2028')).toBeDefined());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      vesselId: settingsVesselId,
      key: 'vk-new-0001-abcd',
      expirationDate: '2028-01-15T00:00:00.000Z',
    });
  });

  it('EMIS-083 VIEW says when no key is stored', async () => {
    superUserServer({
      [`GET ${keyPath}/GetVeracityKey`]: () => ({
        body: { vesselId: settingsVesselId, key: null, expirationDate: null },
      }),
      [`GET ${keyPath}/GetVeracityKeyExpirationDate`]: () => ({
        body: { vesselId: settingsVesselId, expirationDate: null },
      }),
    });
    renderSettings(<VeracityKeyDialog vesselId={settingsVesselId} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Veracity key' });
    expect(await within(dialog).findByText('No key is stored for this vessel.')).toBeDefined();
    expect(within(dialog).getByText('No expiration date')).toBeDefined();
  });
});
