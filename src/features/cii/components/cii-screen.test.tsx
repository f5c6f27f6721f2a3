import type * as MantineHooks from '@mantine/hooks';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CiiDays, CiiYear, CiiYtd } from '../../../../domain/contracts/cii.ts';
import { calculateCii, ciiRequirement } from '../../../../domain/emissions/cii.ts';
import { CII_FORECAST_DESCRIPTION } from '../../../../domain/emissions/cii-periods.ts';
import { goOffline, installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { drawnTexts, recordedPlots, type FakePlot } from '../../../../tests/support/chart-mocks.ts';
import { vesselEventHandlers } from '../../../../tests/support/vessel-events.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { appQueryClient, clientAfterReading, renderWithProviders } from '../../../lib/testing.tsx';
import { CiiScreen, ciiYears } from './cii-screen.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.mock('uplot', async () => (await import('../../../../tests/support/chart-mocks.ts')).fakeUplotModule);
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: (await import('../../../../tests/support/chart-mocks.ts')).fixedElementSize,
}));
afterEach(() => {
  vi.unstubAllGlobals();
  recordedPlots.length = 0;
});

const vesselId = testId('vessel');
const HFO = testId('hfo');
const nowMs = Date.UTC(2026, 10, 25);
const ship = { shipType: 'bulk_carrier' as const, dwt: 50_000, gt: 30_000 };
const requirement2026 = ciiRequirement({ ...ship, year: 2026 });
const fuelTypes = [{ id: HFO, name: 'Heavy Fuel Oil', shortName: 'HFO', carbonEmissionFactor: 3.114 }];
// The worked example: 1,000 nm and 80 t HFO in 2026 give 4.9824, C.
const cii = calculateCii({
  ...ship,
  year: 2026,
  distanceNm: 1000,
  fuelTonnes: { [HFO]: 80 },
  customFuelFactors: { [HFO]: 3.114 },
});
const figures = {
  attainedCii: cii.attainedCii,
  requiredCii: cii.requiredCii,
  rating: cii.rating,
  ratioToRequired: cii.ratioToRequired,
  boundaries: cii.boundaries,
  capacity: cii.capacity,
  capacityUnit: cii.capacityUnit,
  ruleVersion: cii.ruleVersion,
};
const header = {
  vesselId,
  year: 2026,
  requirement: {
    shipType: 'bulk_carrier' as const,
    shipTypeName: 'Bulk carrier',
    capacity: 50_000,
    capacityUnit: 'DWT' as const,
    referenceCii: requirement2026.referenceCii,
    requiredCii: requirement2026.requiredCii,
    boundaries: requirement2026.boundaries,
    reductionFactorPercent: 11,
    referenceYear: 2019,
    ruleVersion: requirement2026.ruleVersion,
  },
  missingSettings: [],
  notice: null,
  fuelTypes,
};
const period = {
  fromDate: '2026-01-01T00:00:00.000Z',
  toDate: '2026-11-25T00:00:00.000Z',
  coveredFrom: '2026-01-01T00:00:00.000Z',
  coveredTo: '2026-04-01T00:00:00.000Z',
  voyageCount: 2,
  unconfirmedVoyageCount: 1,
  distanceNm: 1000,
  co2Tonnes: 249.12,
  fuel: [{ fuelTypeId: HFO, tonnes: 80, co2Tonnes: 249.12 }],
  cii: figures,
};
const ytd: CiiYtd = {
  ...header,
  period,
  forecast: {
    method: 'constantIntensity',
    description: CII_FORECAST_DESCRIPTION,
    daysCovered: 90,
    daysInYear: 365,
    scale: 365 / 90,
    distanceNm: 4055.56,
    co2Tonnes: 1010.32,
    fuel: [{ fuelTypeId: HFO, tonnes: 324.44, co2Tonnes: 1010.32 }],
    cii: figures,
    restOfYearCiiForRatingC: 5.4673,
  },
};
const year2026: CiiYear = {
  ...header,
  period,
  isComplete: false,
  voyages: [
    {
      departureId: testId('voyage-a'),
      name: 'Bergen - Santos',
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: '2026-02-10T00:00:00.000Z',
      fromPort: 'Bergen',
      toPort: 'Santos',
      timeShare: 1,
      distanceNm: 600,
      co2Tonnes: 155.7,
      fuel: [{ fuelTypeId: HFO, tonnes: 50, co2Tonnes: 155.7 }],
    },
    {
      departureId: testId('voyage-b'),
      name: 'Santos - Bergen',
      startDate: '2026-02-10T00:00:00.000Z',
      endDate: '2026-04-01T00:00:00.000Z',
      fromPort: 'Santos',
      toPort: 'Bergen',
      timeShare: 1,
      distanceNm: 400,
      co2Tonnes: 93.42,
      fuel: [{ fuelTypeId: HFO, tonnes: 30, co2Tonnes: 93.42 }],
    },
  ],
};
const emptyYear = (year: number): CiiYear => ({
  ...header,
  year,
  requirement: null,
  period: {
    ...period,
    voyageCount: 0,
    unconfirmedVoyageCount: 0,
    distanceNm: 0,
    co2Tonnes: 0,
    fuel: [],
    cii: null,
  },
  isComplete: true,
  voyages: [],
  fuelTypes: [],
});
const days: CiiDays = {
  ...header,
  fromDate: '2026-01-01',
  toDate: '2026-12-31',
  speedVariable: 'Speed over ground (GPS)',
  fuelVariables: ['Fuel mass flow (Main engine)'],
  days: [
    {
      date: '2026-01-02',
      distanceNm: 288,
      fuel: [{ fuelTypeId: HFO, tonnes: 36 }],
      unassignedFuelTonnes: 0,
      fuelTypeBasis: 'voyage',
      co2Tonnes: 112.104,
      attainedCii: 7.785,
      rating: 'E',
      cumulativeAttainedCii: 7.785,
    },
  ],
};

const yearOf = (url: URL) => Number(url.searchParams.get('year'));

function answers(overrides: Record<string, Parameters<typeof installFakeApi>[0][string]> = {}) {
  return installFakeApi({
    'GET /Cii/Ytd': () => ({ body: ytd }),
    'GET /Cii/Day': () => ({ body: days }),
    'GET /Cii/Year': ({ url }) => ({ body: yearOf(url) === 2026 ? year2026 : emptyYear(yearOf(url)) }),
    ...overrides,
  });
}

function Page({
  initialYear = 2026,
  onYear = () => {},
}: {
  initialYear?: number;
  onYear?: (y: number) => void;
}) {
  const [year, setYear] = useState(initialYear);
  return (
    <CiiScreen
      vesselId={vesselId}
      vesselName="Northwind Fjord"
      year={year}
      nowMs={nowMs}
      onYearChange={(next) => {
        onYear(next);
        setYear(next);
      }}
    />
  );
}

describe('CiiScreen', () => {
  it('PERF-051 PERF-008 the year to date, the forecast and how it is made, the chart over the bands, the years and the voyages', async () => {
    const api = answers();
    renderWithProviders(<Page />);
    expect((await screen.findByTestId('attained-cii')).textContent).toBe('4.982');
    const ytdCard = screen.getByRole('region', { name: 'Year to date' });
    expect(within(ytdCard).getByLabelText('Rating C')).toBeDefined();
    expect(within(ytdCard).getByText('249.1 t')).toBeDefined();
    expect(screen.getByTestId('cii-ytd-coverage').textContent).toBe(
      '2 confirmed voyages, covering 01. Jan, 2026 to 01. Apr, 2026; 1 more waits for its fuel and distance to be confirmed.',
    );
    const forecast = screen.getByRole('region', { name: 'Year-end forecast' });
    expect(within(forecast).getByText('1,010.3 t')).toBeDefined();
    expect(screen.getByTestId('cii-forecast-method').textContent).toBe(
      `${CII_FORECAST_DESCRIPTION} Covered so far: 90 of 365 days.`,
    );
    expect(screen.getByTestId('cii-rest-of-year').textContent).toBe(
      'To end the year at C or better, the rest of the year may average at most 5.467 gCO2/(DWT·nm).',
    );

    const chart = await screen.findByTestId('cii-chart');
    expect(chart.getAttribute('aria-label')).toMatch(
      /^Chart of the CII by day in 2026 over the rating bands A to E\. 1 days with a CII of their own; the running CII ends at 7\.79 against the required 5\.05/,
    );
    const plot = recordedPlots.at(-1)!;
    expect(plot.data).toEqual([[Date.UTC(2026, 0, 2)], [7.785], [7.785]]);
    expect(plot.options.axes[1].label).toBe('gCO2/(DWT·nm)');

    const years = screen.getByRole('table', { name: 'CII by year' });
    await waitFor(() => expect(within(years).getAllByRole('row')).toHaveLength(1 + ciiYears(nowMs).length));
    const row2026 = within(years).getByRole('rowheader', { name: '2026' }).closest('tr')!;
    await waitFor(() =>
      expect(
        within(row2026)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ).toEqual(['2', '1,000', '249.1', '4.982', '5.045', 'C', '1 voyage to confirm']),
    );
    const voyages = screen.getByRole('table', { name: 'Confirmed voyages of 2026' });
    expect(
      within(voyages)
        .getAllByRole('row')
        .map((tr) => tr.textContent),
    ).toEqual([
      'VoyageFrom dateTo dateShare in the yearDistance (nm)FuelCO2 (t)',
      'Bergen - Santos01. Jan, 202610. Feb, 2026100 %60050.0 t HFO155.7',
      'Santos - Bergen10. Feb, 202601. Apr, 2026100 %40030.0 t HFO93.4',
      'Total: 2 voyages1,00080.0 t HFO249.1',
    ]);
    expect(screen.getByTestId('cii-requirement-text').textContent).toMatch(
      /^Required CII\. The reference line of the reference year 2019 for this ship gives 5\.669 \(MEPC\.353\(78\)\); 2026 asks for 11 % less/,
    );
    expect(screen.getByText(/Heavy Fuel Oil \(HFO\)/).textContent).toBe(
      'Heavy Fuel Oil (HFO): CF = 3.114 t CO2 per t fuel',
    );
    const ytdCall = api.calls.find((call) => call.path === '/Cii/Ytd')!;
    expect(Object.fromEntries(new URLSearchParams(ytdCall.query))).toEqual({ vesselId, year: '2026' });
  });

  it('PERF-051 PERF-027 the chart marks the vessel’s events of the year and keys them in its legend', async () => {
    answers(
      vesselEventHandlers({
        [vesselId]: [
          { timestamp: '2026-01-20T00:00:00.000Z', name: 'Hull cleaning', type: 'TrendEvent' },
          { timestamp: '2026-03-05T12:00:00.000Z', name: 'Speed log calibrated', type: 'InfoEvent' },
          { timestamp: '2025-12-01T00:00:00.000Z', name: 'Dry-docking 2025', type: 'TrendEvent' },
        ],
      }),
    );
    renderWithProviders(<Page />);
    const figure = (await screen.findByTestId('cii-chart')).closest('figure')!;
    const legend = within(figure).getByRole('list', { name: messages.chartLegend });
    await waitFor(() =>
      expect(
        within(legend)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Day', 'Year so far', 'Required CII', messages.chartTrendEvents, messages.chartInfoEvents]),
    );
    const texts = drawnTexts(recordedPlots.filter((plot) => !plot.destroyed).at(-1) as FakePlot);
    expect(texts).toEqual(expect.arrayContaining(['Hull cleaning', 'Speed log calibrated']));
    expect(texts).not.toContain('Dry-docking 2025');
  });

  it('PERF-051 the year picker asks for the chosen year; a past year has no forecast', async () => {
    const chosen: number[] = [];
    const api = answers({
      'GET /Cii/Ytd': ({ url }) => ({
        body: yearOf(url) === 2026 ? ytd : { ...ytd, year: yearOf(url), forecast: null },
      }),
    });
    renderWithProviders(<Page onYear={(y) => chosen.push(y)} />);
    await screen.findByTestId('attained-cii');
    const picker = screen.getByRole('combobox', { name: 'Year' });
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: '2025', hidden: true }));
    expect(chosen).toEqual([2025]);
    await screen.findByRole('region', { name: 'The year 2025' });
    expect(screen.queryByRole('region', { name: 'Year-end forecast' })).toBeNull();
    expect(api.calls.some((call) => call.path === '/Cii/Day' && call.query.includes('year=2025'))).toBe(true);
  });

  it('PERF-184 a failed CII call says Failed to fetch calculations and offers a retry', async () => {
    let fail = true;
    answers({
      'GET /Cii/Ytd': () =>
        fail ? { status: 500, body: { message: 'An error occurred.', code: 'INTERNAL' } } : { body: ytd },
    });
    renderWithProviders(<Page />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch calculations');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('attained-cii')).textContent).toBe('4.982');
  });

  it('PERF-051 without confirmed voyages or logged days the page says where the figures come from', async () => {
    answers({
      'GET /Cii/Ytd': () => ({ body: { ...ytd, period: emptyYear(2026).period, forecast: null } }),
      'GET /Cii/Day': () => ({ body: { ...days, days: [] } }),
    });
    renderWithProviders(<Page />);
    expect(
      await screen.findByText(
        'No CII figures for 2026 yet: they come from voyages whose fuel and distance are confirmed, and from the logged speed and fuel.',
      ),
    ).toBeDefined();
    expect(screen.queryByTestId('cii-chart')).toBeNull();
  });

  it('PERF-051 missing ship data: the notice names what to enter and links to the vessel settings', async () => {
    const notice = "The CII needs the vessel's deadweight: enter it in the vessel settings.";
    const missing = { requirement: null, missingSettings: ['Deadweight' as const], notice };
    answers({
      'GET /Cii/Ytd': () => ({
        body: { ...ytd, ...missing, period: { ...period, cii: null }, forecast: null },
      }),
      'GET /Cii/Day': () => ({ body: { ...days, ...missing } }),
    });
    renderWithProviders(<Page />);
    const alert = await screen.findByTestId('cii-missing-settings');
    expect(alert.textContent).toContain(notice);
    expect(within(alert).getByRole('link', { name: 'Open the vessel settings' }).getAttribute('href')).toBe(
      `/Vessel/${vesselId}/Northwind%20Fjord/VesselSettings`,
    );
    expect(screen.getByTestId('attained-cii').textContent).toBe('–');
    expect(screen.queryByTestId('cii-chart')).toBeNull();
  });

  it('PERF-051 offline, the figures read stay and a notice says they refresh with the connection', async () => {
    answers();
    renderWithProviders(<Page />);
    await screen.findByTestId('attained-cii');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect((await screen.findByTestId('kept-answers-notice')).textContent).toMatch(/^You are offline/);
    expect(screen.getByTestId('attained-cii').textContent).toBe('4.982');
    vi.restoreAllMocks();
  });
});

describe('CiiScreen offline (issue 26 §4, ADR 0108)', () => {
  const readAt = Date.UTC(2026, 10, 24, 8, 5);
  afterEach(() => vi.restoreAllMocks());

  it('PERF-051 offline with the answers kept from an earlier visit: the figures as read and one notice with the time they were read', async () => {
    answers();
    const kept = await clientAfterReading(<Page />, () => screen.findByTestId('attained-cii'), readAt);
    goOffline();
    renderWithProviders(<Page />, { queryClient: kept });
    expect((await screen.findByTestId('attained-cii')).textContent).toBe('4.982');
    expect(screen.getByTestId('kept-answers-notice').textContent).toBe(
      fillMessage(messages.keptAnswersShown, { readAt: '24. Nov, 2026 08:05' }),
    );
    expect(await screen.findByTestId('cii-chart')).toBeDefined();
    expect(within(screen.getByTestId('cii-year-table')).getByText('249.1')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(messages.failedToFetchCalculations)).toBeNull();
  });

  it('PERF-051 offline with nothing kept: one notice says so, without an error box or a failure text', async () => {
    goOffline();
    renderWithProviders(<Page />, { queryClient: appQueryClient() });
    expect((await screen.findByTestId('kept-answers-notice')).textContent).toBe(messages.nothingKeptOffline);
    await waitFor(() => expect(screen.queryByText('Loading the CII…')).toBeNull());
    expect(screen.getAllByTestId('kept-answers-notice')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(messages.failedToFetchCalculations)).toBeNull();
    expect(screen.queryByTestId('attained-cii')).toBeNull();
  });

  it('PERF-051 online: the figures as read now and no offline notice; a failed read still shows its error', async () => {
    answers({ 'GET /Cii/Day': () => ({ status: 500, body: { message: 'An error occurred.' } }) });
    renderWithProviders(<Page />, { queryClient: appQueryClient() });
    expect((await screen.findByTestId('attained-cii')).textContent).toBe('4.982');
    expect((await screen.findByRole('alert')).textContent).toContain(messages.failedToFetchCalculations);
    expect(screen.queryByTestId('kept-answers-notice')).toBeNull();
  });
});
