import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../domain/messages.ts';
import { buildVessel } from '../../../../tests/support/fake-api.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { UnassignedDataSection } from './unassigned-data-section.tsx';

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
let entries: unknown[] = [];
let listStatus = 200;

const entry = {
  importPath: '2026/11/28/' + 'a'.repeat(64) + '.zip',
  fileName: 'package.zip',
  imoNumber: '7654321',
  periodStart: '2026-05-01T00:00:00.000Z',
  periodEnd: '2026-05-02T00:00:00.000Z',
  sampleCount: 192,
  variableCount: 8,
  receivedAt: '2026-11-28T06:00:00.000Z',
};
// GET /VesselAdministrations answers whole vessels (the contract's ExtendedVesselSchema).
const vessels = [
  {
    ...buildVessel({
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Aurora',
      imoNumber: 9476123,
      isDataReceiver: false,
      companyName: 'Northwind',
    }),
    accessGroupCount: 0,
  },
  {
    ...buildVessel({
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Receiver',
      imoNumber: 7000017,
      isDataReceiver: true,
      companyId: null,
      companyName: null,
      activeStatus: 'Unassigned',
    }),
    accessGroupCount: 0,
  },
];

const respond = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  calls = [];
  entries = [entry];
  listStatus = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname.replace('/api/v1', '');
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET' && path === '/UnassignedData')
        return listStatus === 200
          ? respond(entries)
          : respond({ message: 'Server down', code: 'INTERNAL' }, 500);
      if (method === 'GET' && path === '/VesselAdministrations') return respond(vessels);
      if (path === '/UnassignedData/Assign')
        return respond({ importPath: entry.importPath, queued: true }, 202);
      if (method === 'DELETE') return respond(undefined, 204);
      return respond({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

describe('UnassignedDataSection', { timeout: 20_000 }, () => {
  it('lists the package; assign offers the data receiver first, shows the IMO mismatch and asks before storing', async () => {
    renderWithProviders(<UnassignedDataSection refetchInterval={false} />);
    expect(await screen.findByText('7654321')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign unassigned data' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Vessel')).toHaveProperty(
        'value',
        'Receiver (IMO 7000017) – data receiver',
      ),
    );
    expect(
      within(dialog).getByText(/The package is from IMO number 7654321, the vessel "Receiver"/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/UnassignedData/Assign')).toBe(true));
    expect(calls.find((c) => c.path === '/UnassignedData/Assign')!.body).toEqual({
      importPath: entry.importPath,
      vesselId: vessels[1]!.id,
      confirmImoMismatch: true,
    });
  });

  it('remove asks first, then deletes the entry', async () => {
    renderWithProviders(<UnassignedDataSection refetchInterval={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/Remove the unassigned data of IMO number 7654321\?/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ importPath: entry.importPath }),
    );
  });

  it('empty, error and offline states: the words, the failure, and no actions offline', async () => {
    entries = [];
    const empty = renderWithProviders(<UnassignedDataSection refetchInterval={false} />);
    expect(await screen.findByText(messages.unassignedDataEmpty)).toBeTruthy();
    empty.unmount();
    listStatus = 500;
    const failing = renderWithProviders(<UnassignedDataSection refetchInterval={false} />);
    expect(await screen.findByText(/Server down|An error occurred/)).toBeTruthy();
    failing.unmount();
    listStatus = 200;
    entries = [entry];
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    renderWithProviders(<UnassignedDataSection refetchInterval={false} />);
    expect(await screen.findByText('7654321')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
