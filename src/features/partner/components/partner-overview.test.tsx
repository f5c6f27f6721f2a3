import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LogDataLastReceived } from '../../../../domain/contracts/log-data.ts';
import type { LogVariable } from '../../../../domain/contracts/log-variables.ts';
import { messages } from '../../../../domain/messages.ts';
import { buildVessel, installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { renderWithProviders, testLogVariable } from '../../../lib/testing.tsx';
import { PartnerOverview, partnerKeysExpiredTitle } from './partner-overview.tsx';
import { latestValuesErrorTitle } from './partner-vessel-list.tsx';

// jsdom has no canvas: the graph's chart is not drawn here (partner-graph.test.tsx covers it).
vi.mock('../../../components/log-data-chart.tsx', () => ({ LogDataChart: () => null }));

afterEach(() => vi.unstubAllGlobals());

const meridian = buildVessel({ id: testId('meridian'), name: 'Northwind Meridian', imoNumber: 9321483 });
const tern = buildVessel({ id: testId('tern'), name: 'northwind Tern', imoNumber: 9395044 });

const variable = (name: string, vesselId: string, overrides: Partial<LogVariable>): LogVariable => ({
  ...testLogVariable(testId(`${vesselId}-${name}`), name, vesselId),
  ...overrides,
});
const meridianSog = variable('SOG', meridian.id, { unit: 'knot', taxa: ['Navigation:Speed over ground'] });
const meridianPower = variable('Shaft power', meridian.id, { unit: 'kW', taxa: ['Propulsion:Shaft power'] });
const meridianFuel = variable('ME fuel', meridian.id, {
  unit: 'kg/h',
  taxa: ['Fuel:Fuel mass flow'],
  onboardSystem: 'Main engine',
});
const ternSog = variable('SOG', tern.id, { unit: 'knot', taxa: ['Navigation:Speed over ground'] });
const ternDraft = variable('Draft fore', tern.id, { unit: 'm', taxa: ['Hull:Draft fore'] });
const variables = [meridianSog, meridianPower, meridianFuel, ternSog, ternDraft];

const samples: Record<string, LogDataLastReceived> = {
  [meridianSog.id]: {
    logVariableId: meridianSog.id,
    timestamp: '2026-11-22T11:45:00Z',
    value: 12.34,
    unit: 'knot',
  },
  [meridianPower.id]: {
    logVariableId: meridianPower.id,
    timestamp: '2026-11-22T11:30:00Z',
    value: 8123.4,
    unit: 'kW',
  },
  [meridianFuel.id]: {
    logVariableId: meridianFuel.id,
    timestamp: '2026-11-22T11:45:00Z',
    value: 1520,
    unit: 'kg/h',
  },
  [ternSog.id]: { logVariableId: ternSog.id, timestamp: null, value: null, unit: 'knot' },
};

function partnerApi(overrides: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /Kognifai/Vessels': () => ({ body: [tern, meridian] }),
    'GET /Kognifai/LogVariables': () => ({ body: variables }),
    'GET /Kognifai/LogData/LastReceived': ({ url }) => ({
      body: (url.searchParams.get('logVariableIds') ?? '').split(',').map((id) => samples[id]),
    }),
    ...overrides,
  });
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('PartnerOverview', () => {
  it('ADMIN-196 asks GET /Kognifai/Vessels without caching', async () => {
    const { fetchMock } = partnerApi();
    renderWithProviders(<PartnerOverview />);
    await screen.findByTestId('partner-vessels');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/Kognifai/Vessels');
    expect(init.cache).toBe('no-store');
  });

  it('PERF-144 ADMIN-012 SHELL-056 shows each partner vessel with its latest speed over ground, shaft power and main engine fuel mass flow, with their times', async () => {
    const { calls } = partnerApi();
    renderWithProviders(<PartnerOverview />);
    expect(await screen.findByText('12.34 knot', undefined, { timeout: 5000 })).toBeDefined();
    const table = screen.getByTestId('partner-vessels');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Vessel',
      'IMO',
      'Type',
      'DWT',
      'Speed over ground',
      'Shaft power',
      'Main engine fuel mass flow',
    ]);
    // By name, ignoring case; no links to vessel pages for the partner.
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstChild?.textContent),
    ).toEqual(['Northwind Meridian', 'northwind Tern']);
    expect(within(table).queryAllByRole('link')).toEqual([]);
    const meridianCells = within(rowOf('Northwind Meridian'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(meridianCells.slice(4)).toEqual([
      '12.34 knot22. Nov, 2026 11:45',
      '8,123.4 kW22. Nov, 2026 11:30',
      '1,520 kg/h22. Nov, 2026 11:45',
    ]);
    // Tern logs SOG without a sample yet and neither shaft power nor fuel (its draft is not shown).
    const ternCells = within(rowOf('northwind Tern'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(ternCells.slice(4)).toEqual(['No data', 'Not logged', 'Not logged']);
    // One read of the newest samples, for exactly the variables shown.
    const lastReceived = calls.filter((call) => call.path === '/Kognifai/LogData/LastReceived');
    expect(lastReceived).toHaveLength(1);
    const asked = new URLSearchParams(lastReceived[0]!.query).get('logVariableIds')!.split(',').sort();
    expect(asked).toEqual([meridianSog.id, meridianPower.id, meridianFuel.id, ternSog.id].sort());
    expect(screen.getByRole('button', { name: 'Plot' })).toBeDefined();
  });

  it('ADMIN-181 shows the expired API key warning, and neither vessels nor graph, when the vessel list answers 503', async () => {
    partnerApi({
      'GET /Kognifai/Vessels': () => ({
        status: 503,
        body: { message: messages.partnerKeysExpired, code: 'PARTNER_KEYS_EXPIRED' },
      }),
    });
    renderWithProviders(<PartnerOverview />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${partnerKeysExpiredTitle}${messages.partnerKeysExpired}`);
    expect(screen.queryByTestId('partner-vessels')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Plot' })).toBeNull();
  });

  it("shows the server's message for other failures of the vessel list, with Retry", async () => {
    partnerApi({
      'GET /Kognifai/Vessels': () => ({
        status: 403,
        body: { message: 'You may not do this.', code: 'FORBIDDEN' },
      }),
    });
    renderWithProviders(<PartnerOverview />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You may not do this.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeDefined();
  });

  it('says so when the partner has no vessels', async () => {
    partnerApi({ 'GET /Kognifai/Vessels': () => ({ body: [] }) });
    renderWithProviders(<PartnerOverview />);
    expect(await screen.findByText(messages.noActiveVessels)).toBeDefined();
  });

  it('shows the vessels while the latest values load, and says when they could not be read (Retry reads again)', async () => {
    let failing = true;
    const { calls } = partnerApi({
      'GET /Kognifai/LogData/LastReceived': ({ url }) =>
        failing
          ? { status: 500, body: { message: 'The database is busy.', code: 'INTERNAL' } }
          : { body: (url.searchParams.get('logVariableIds') ?? '').split(',').map((id) => samples[id]) },
    });
    renderWithProviders(<PartnerOverview />);
    expect(await screen.findByText('Loading the latest values…')).toBeDefined();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(latestValuesErrorTitle);
    expect(alert.textContent).toContain('The database is busy.');
    expect(within(rowOf('Northwind Meridian')).getAllByRole('cell')[4]!.textContent).toBe('–');
    failing = false;
    within(alert).getByRole('button', { name: 'Retry' }).click();
    expect(await screen.findByText('12.34 knot')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(calls.filter((call) => call.path === '/Kognifai/LogData/LastReceived').length).toBeGreaterThan(1);
  });
});
