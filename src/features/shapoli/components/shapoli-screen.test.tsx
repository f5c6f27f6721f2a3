import type * as MantineHooks from '@mantine/hooks';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../domain/auth/roles.ts';
import type {
  BreachDetails,
  BreachRecord,
  Breaches,
  ShapoliEvent,
  ShapoliSettings,
} from '../../../../domain/contracts/shapoli.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { drawnTexts, recordedPlots, type FakePlot } from '../../../../tests/support/chart-mocks.ts';
import { vesselEventHandlers } from '../../../../tests/support/vessel-events.ts';
import type * as Snackbar from '../../../components/snackbar.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { ShapoliScreen, sortBreaches } from './shapoli-screen.tsx';

configure({ asyncUtilTimeout: 5000 });
const snackbar = vi.hoisted(() => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('../../../components/snackbar.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Snackbar>()),
  ...snackbar,
}));
vi.mock('uplot', async () => (await import('../../../../tests/support/chart-mocks.ts')).fakeUplotModule);
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: (await import('../../../../tests/support/chart-mocks.ts')).fixedElementSize,
}));
afterEach(() => vi.unstubAllGlobals());

const vesselId = testId('vessel');
const breach = (start: string, end: string, minutes: number, peak: number, energy: number): BreachRecord => ({
  startDate: start,
  endDate: end,
  durationMinutes: minutes,
  peakPowerKw: peak,
  peakDate: start,
  averagePowerKw: peak - 50,
  excessEnergyKwh: energy,
  limitKw: 7000,
  sampleCount: minutes / 15,
  endedBy: 'belowRelease',
  ongoing: false,
});
const first = breach('2026-03-02T04:00:00.000Z', '2026-03-02T04:45:00.000Z', 45, 7300, 100);
const second = breach('2026-05-10T20:00:00.000Z', '2026-05-10T23:15:00.000Z', 195, 7050, 162.5);
const breaches: Breaches = {
  vesselId,
  fromDate: '2026-01-01T00:00:00.000Z',
  toDate: '2027-01-01T00:00:00.000Z',
  limitKw: 7000,
  logVariableId: testId('power'),
  rules: { minDurationMinutes: 20, releasePercent: 2, maxGapMinutes: 30 },
  breaches: [first, second],
};
const settings: ShapoliSettings = {
  vesselId,
  limitKw: 7000,
  logVariableId: testId('power'),
  maxContinuousRatingKw: 9500,
  changedAt: '2026-02-01T10:00:00.000Z',
  changedByName: 'Ada Admin',
  version: 4,
};
const events: ShapoliEvent[] = [
  {
    timestamp: first.startDate,
    type: 'BreachStarted',
    source: 'Detected',
    description: 'Shaft power above the limit of 7,000 kW',
  },
];
const details: BreachDetails = {
  vesselId,
  logVariableId: testId('power'),
  breach: first,
  interval: 'Raw',
  points: [
    { timestamp: '2026-03-02T03:45:00.000Z', average: 6500, maximum: 6500 },
    { timestamp: first.startDate, average: 7100, maximum: 7100 },
    { timestamp: '2026-03-02T04:15:00.000Z', average: 7300, maximum: 7300 },
  ],
  events,
};

function Page({ role }: { role: Role }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <ShapoliScreen
      vesselId={vesselId}
      role={role}
      year={2026}
      years={[2026, 2025]}
      breach={selected}
      onYearChange={() => undefined}
      onBreachChange={setSelected}
    />
  );
}

const handlers = {
  'GET /Shapoli/Settings': () => ({ body: settings }),
  'GET /Shapoli/Breaches': () => ({ body: breaches }),
  'GET /Shapoli/Events': () => ({ body: events }),
  'GET /Breaches/Details': () => ({ body: details }),
};

describe('ShapoliScreen', () => {
  it('PERF-071 a User reads the limit, the year summary, the breaches sorted by peak, and a breach with its chart and events', async () => {
    const api = installFakeApi(handlers);
    renderWithProviders(<Page role="User" />);
    expect((await screen.findByTestId('shapoli-limit')).textContent).toBe(
      '7,000 kW (73.7 % of the MCR of 9,500 kW), set by Ada Admin on 01. Feb, 2026.',
    );
    expect(screen.queryByRole('button', { name: 'Save limit' })).toBeNull();
    const table = await screen.findByRole('table', { name: 'Breaches' });
    const startCells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(startCells()).toEqual(['02. Mar, 2026 04:00', '10. May, 2026 20:00']);
    expect(screen.getByTestId('shapoli-summary').textContent).toBe(
      'Breaches2Time above the limit4 h 00 minLongest breach3 h 15 minHighest peak7,300 kWEnergy above the limit262.5 kWh',
    );
    fireEvent.click(within(table).getByRole('button', { name: /Peak/ }));
    expect(startCells()).toEqual(['10. May, 2026 20:00', '02. Mar, 2026 04:00']);
    fireEvent.click(within(table).getByRole('button', { name: /Peak/ }));
    expect(startCells()).toEqual(['02. Mar, 2026 04:00', '10. May, 2026 20:00']);

    fireEvent.click(screen.getByRole('button', { name: 'Details of the breach at 02. Mar, 2026 04:00' }));
    const region = await screen.findByRole('region', { name: 'Breach details' });
    expect((await within(region).findByTestId('breach-chart')).getAttribute('aria-label')).toBe(
      'Shaft power from 02. Mar, 2026 03:45 to 02. Mar, 2026 04:15 against the limit of 7,000 kW: above it from 02. Mar, 2026 04:00 to 02. Mar, 2026 04:45, peak 7,300 kW at 02. Mar, 2026 04:00.',
    );
    expect(within(region).getByRole('table', { name: 'Events of the breach' }).textContent).toContain(
      'Breach started',
    );
    const call = api.calls.find((c) => c.path === '/Breaches/Details')!;
    expect(Object.fromEntries(new URLSearchParams(call.query))).toEqual({
      vesselId,
      breachStartDate: first.startDate,
    });
  });

  it('PERF-071 PERF-027 the breach chart marks the vessel’s events in its time and keys them in its legend', async () => {
    installFakeApi({
      ...handlers,
      ...vesselEventHandlers({
        [vesselId]: [
          { timestamp: '2026-03-02T04:05:00.000Z', name: 'Engine overhaul', type: 'TrendEvent' },
          { timestamp: '2026-03-01T00:00:00.000Z', name: 'Day before', type: 'InfoEvent' },
        ],
      }),
    });
    renderWithProviders(<Page role="User" />);
    const table = await screen.findByRole('table', { name: 'Breaches' });
    fireEvent.click(
      within(table).getByRole('button', { name: 'Details of the breach at 02. Mar, 2026 04:00' }),
    );
    const figure = (await screen.findByTestId('breach-chart')).closest('figure')!;
    const legend = within(figure).getByRole('list', { name: messages.chartLegend });
    await waitFor(() =>
      expect(
        within(legend)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Shaft power', 'Limit', messages.chartBreachTime, messages.chartTrendEvents]),
    );
    const texts = drawnTexts(recordedPlots.filter((plot) => !plot.destroyed).at(-1) as FakePlot);
    expect(texts).toContain('Engine overhaul');
    expect(texts).not.toContain('Day before');
  });

  it("PERF-193 failures say the spec's words", async () => {
    installFakeApi({
      'GET /Shapoli/Settings': () => ({ body: settings }),
      'GET /Shapoli/Breaches': () => ({ status: 500, body: { message: '', code: 'INTERNAL' } }),
      'GET /Shapoli/Events': () => ({ status: 500, body: { message: '', code: 'INTERNAL' } }),
    });
    renderWithProviders(<Page role="User" />);
    expect(await screen.findByText(messages.failedToFetchBreaches)).toBeDefined();
    expect(await screen.findByText(messages.failedToFetchEvents)).toBeDefined();
  });

  it('PERF-071 a SuperUser sets the limit: above the MCR is refused in words, a valid one is sent', async () => {
    const api = installFakeApi({
      ...handlers,
      'PUT /Shapoli/Settings': ({ body }) => ({ body: { ...settings, ...(body as object) } }),
    });
    renderWithProviders(<Page role="SuperUser" />);
    const input = await screen.findByRole('textbox', { name: 'Limit (kW)' });
    fireEvent.change(input, { target: { value: '9600' } });
    expect(await screen.findByText("The limit can be at most the vessel's MCR of 9,500 kW.")).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save limit' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '6800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      vesselId,
      limitKw: 6800,
      logVariableId: null,
    });
    // The new limit names the settings' version it was based on (If-Match, ADR 0092).
    expect(api.calls.find((c) => c.method === 'PUT')!.headers?.['if-match']).toBe('"4"');
  });

  it('ADR 0092 a limit someone else set meanwhile (412): the page shows the saved limit and says why', async () => {
    const theirs = { ...settings, limitKw: 7200, changedByName: 'Anna', version: 5 };
    installFakeApi({
      ...handlers,
      'PUT /Shapoli/Settings': () => ({
        status: 412,
        body: { message: 'stale', code: 'PRECONDITION_FAILED', current: theirs },
      }),
    });
    renderWithProviders(<Page role="SuperUser" />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Limit (kW)' }), {
      target: { value: '6800' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(() =>
      expect(snackbar.showError).toHaveBeenCalledWith(
        fillMessage(messages.changedByAnotherUser, { thing: 'shaft power limit' }),
      ),
    );
    expect(await screen.findByText(/set by Anna/)).toBeDefined();
  });

  it('PERF-071 sortBreaches orders by the column and breaks ties by start', () => {
    const tie = { ...second, startDate: '2026-01-01T00:00:00.000Z', peakPowerKw: 7300 };
    expect(sortBreaches([first, second, tie], { key: 'peak', direction: 'desc' })).toEqual([
      tie,
      first,
      second,
    ]);
    expect(sortBreaches([first, second], { key: 'duration', direction: 'asc' })).toEqual([first, second]);
  });
});
