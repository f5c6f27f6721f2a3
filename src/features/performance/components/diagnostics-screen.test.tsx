import type * as MantineHooks from '@mantine/hooks';
import type * as Snackbar from '../../../components/snackbar.ts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  Benefit,
  LongTrendConfiguration,
  VesselPerformanceEvent,
} from '../../../../domain/contracts/diagnostics.ts';
import type { LongTrend, LongTrendPeriod } from '../../../../domain/contracts/long-trends.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { appQueryClient, clientAfterReading, renderWithProviders } from '../../../lib/testing.tsx';
import { goOffline, installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { settingsSavedText } from './consequence-settings.tsx';
import { recordedPlots } from '../../../../tests/support/chart-mocks.ts';
import { DiagnosticsScreen } from './diagnostics-screen.tsx';
import { periodsInColumns } from '../../../../tests/support/log-data-answers.ts';

configure({ asyncUtilTimeout: 5000 });
const snackbar = vi.hoisted(() => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('../../../components/snackbar.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Snackbar>()),
  ...snackbar,
}));
// jsdom has no canvas: uPlot is replaced by a recorder of what each chart was given.
vi.mock('uplot', async () => (await import('../../../../tests/support/chart-mocks.ts')).fakeUplotModule);
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: (await import('../../../../tests/support/chart-mocks.ts')).fixedElementSize,
}));
afterEach(() => vi.unstubAllGlobals());

const vesselId = testId('vessel');
const speed: LongTrend = {
  id: testId('speed'),
  vesselId,
  description: 'Speed',
  descriptionLong: 'Speed through water against the reference',
  diagnosticType: { diagnosticTypeId: 1, diagnosticTypeName: 'Speed' },
  performanceStatus: 'Observe',
  useInVesselStatus: true,
  useManualBenchmarkLevel: false,
  manualBenchmarkLevel: null,
  computedAt: '2026-11-20T10:00:00.000Z',
  version: 1,
};
const rpm: LongTrend = {
  ...speed,
  id: testId('rpm'),
  description: 'Shaft speed (rpm)',
  diagnosticType: { diagnosticTypeId: 2, diagnosticTypeName: 'Rpm' },
  performanceStatus: 'BenchMarking',
};
const period: LongTrendPeriod = {
  longTrendId: speed.id,
  start: '2026-06-01T00:00:00.000Z',
  end: '2026-11-20T00:00:00.000Z',
  status: 'Observe',
  isCurrent: true,
  trendline: {
    coefficient: -0.02,
    intercept: -1,
    start: { x: '2026-06-01T00:00:00.000Z', y: -1 },
    end: { x: '2026-11-20T00:00:00.000Z', y: -6.2 },
  },
  benchmarkPoint: { x: '2026-06-01T00:00:00.000Z', y: -1 },
  unitName: '%',
  unitCaption: '%',
  isRpmDiagnostic: false,
  maximumValue: -1,
  minimumValue: -6,
  changePerYear: -7.3,
  deviationFromBenchmark: -5.2,
  sampleCount: 2,
  values: [
    { x: '2026-06-02T12:00:00.000Z', y: -1 },
    { x: '2026-11-19T12:00:00.000Z', y: -6 },
  ],
};
const cleaning: VesselPerformanceEvent = {
  id: testId('cleaning'),
  vesselId,
  timestamp: '2026-06-01T00:00:00.000Z',
  name: 'Hull cleaning',
  type: 'TrendEvent',
  source: 'Ship',
  trendEventType: 'HullCleaning',
  description: '',
  isEditable: false,
  version: 0,
};
const note: VesselPerformanceEvent = {
  ...cleaning,
  id: testId('note'),
  timestamp: '2026-08-01T06:00:00.000Z',
  name: 'Speed log calibrated',
  type: 'InfoEvent',
  source: 'Office',
  trendEventType: null,
  isEditable: true,
  version: 2,
};
const consequences: Benefit = {
  notice: null,
  consequences: [40, 50, 75, 90].map((mcrPercent) => ({
    longTrendId: speed.id,
    mcrPercent: mcrPercent as 40,
    mcrDisplay: `${mcrPercent}%`,
    diagnosticTypeName: 'Speed',
    deviation: -5.2,
    results: [
      {
        headerName: 'Fuel (t/day)',
        value: mcrPercent / 10,
        displayValue: (mcrPercent / 10).toFixed(2),
        isValid: true,
      },
      {
        headerName: 'CO2 (t/day)',
        value: mcrPercent / 3,
        displayValue: (mcrPercent / 3).toFixed(2),
        isValid: true,
      },
    ],
  })),
};

const configuration: LongTrendConfiguration = {
  vesselId,
  fuelPriceUsdPerTonne: null,
  sfocGPerKwh: 175,
  co2Factor: 3.114,
  version: 0,
};

function serve(overrides: Record<string, Parameters<typeof installFakeApi>[0][string]> = {}) {
  let events = [cleaning, note];
  return installFakeApi({
    'GET /LongTrends/Find': () => ({ body: [speed, rpm] }),
    'GET /LongTrendPeriods/Find': () => ({ body: periodsInColumns([period]) }),
    'GET /VesselEvents/Find': () => ({ body: events }),
    'GET /TrendLimits': () => ({
      body: [
        {
          diagnosticType: { diagnosticTypeId: 1, diagnosticTypeName: 'Speed' },
          worseWhen: 'lower',
          observeAt: 5,
          notOkAt: 8,
          unitName: '%',
        },
      ],
    }),
    'GET /DiagnosticEvents/Trend/Types': () => ({ body: [{ id: 'HullCleaning', name: 'Hull cleaning' }] }),
    'GET /Consequences/FindLatest': () => ({ body: consequences }),
    'GET /LongTrendConfigurations/Find': () => ({ body: [configuration] }),
    'POST /DiagnosticEvents/Trend': ({ body }) => {
      const added = {
        ...note,
        ...(body as object),
        id: testId('added'),
        type: 'TrendEvent',
        trendEventType: 'HullCleaning',
      };
      events = [...events, added as VesselPerformanceEvent];
      return { status: 201, body: added };
    },
    'DELETE /DiagnosticEvents/Info/00000000-0000-4000-8000-000000000005': () => {
      events = events.filter((e) => e.id !== note.id);
      return { status: 204 };
    },
    ...overrides,
  });
}

describe('DiagnosticsScreen', () => {
  it('PERF-026 PERF-028 a chart per long trend with its periods in words and a help tooltip naming its limits', async () => {
    serve();
    renderWithProviders(<DiagnosticsScreen vesselId={vesselId} vesselName="Fjord" canConfigure={false} />);
    const charts = await screen.findAllByTestId('trend-chart');
    expect(charts).toHaveLength(2);
    expect(charts[0]!.getAttribute('aria-label')).toBe(
      'Chart of Speed. 01. Jun, 2026 to now: Observe, 2 daily values, change per year -7.30 %',
    );
    expect(charts[1]!.getAttribute('aria-label')).toBe('Chart of Shaft speed (rpm). No daily values yet.');
    // The speed chart was given its two daily values.
    expect(recordedPlots.some((plot) => JSON.stringify(plot.data).includes('-6'))).toBe(true);
    const help = screen.getByLabelText(/About Speed:/);
    expect(help.getAttribute('aria-label')).toContain(
      'daily average of high-frequency data (usually 1 or 15 second granularity)',
    );
    expect(help.getAttribute('aria-label')).toContain(
      'Observe from 5 % and Not ok from 8 % below the benchmark',
    );
  });

  it("PERF-030 PERF-031 PERF-036 consequences by MCR for each type, 'Based on the MCR' at 50 % by default, n/a for a benchmarking trend", async () => {
    serve();
    renderWithProviders(<DiagnosticsScreen vesselId={vesselId} vesselName="Fjord" canConfigure={false} />);
    const section = await screen.findByRole('region', { name: 'Consequences' });
    const rows = await within(section).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MCRSpeed (fuel t/day)Shaft speed (rpm) (fuel t/day)',
      '40%4.00n/a',
      '50%5.00n/a',
      '75%7.50n/a',
      '90%9.00n/a',
    ]);
    expect((within(section).getByLabelText(messages.basedOnTheMcr) as HTMLInputElement).value).toBe('50%');
    expect(within(section).getByTestId('consequence-summary').textContent).toBe(
      'Speed at 50% MCR: 5.00 t fuel, 16.67 t CO2 per day',
    );
  });

  it('PERF-027 PERF-080 the events are listed with their source; an office event can be deleted, an onboard one cannot', async () => {
    const api = serve();
    renderWithProviders(<DiagnosticsScreen vesselId={vesselId} vesselName="Fjord" canConfigure={false} />);
    const section = await screen.findByRole('region', { name: 'Events' });
    await within(section).findByText('Speed log calibrated');
    expect(within(section).queryByRole('button', { name: /Delete Hull cleaning/ })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: /Delete Speed log calibrated/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(section).queryByText('Speed log calibrated')).toBeNull());
    expect(
      api.calls.some((c) => c.method === 'DELETE' && c.path === `/DiagnosticEvents/Info/${note.id}`),
    ).toBe(true);
    // The delete names the version shown (If-Match, ADR 0092).
    expect(api.calls.find((c) => c.method === 'DELETE')?.headers?.['if-match']).toBe('"2"');
  });

  it('ADR 0092 an edit sends the version it was filled from; a 412 shows the event as saved now and says why', async () => {
    const theirs = { ...note, name: 'Speed log replaced', version: 3 };
    const api = serve({
      [`PUT /DiagnosticEvents/Info/${note.id}`]: () => ({
        status: 412,
        body: { message: 'stale', code: 'PRECONDITION_FAILED', current: theirs },
      }),
    });
    renderWithProviders(<DiagnosticsScreen vesselId={vesselId} vesselName="Fjord" canConfigure={false} />);
    const section = await screen.findByRole('region', { name: 'Events' });
    fireEvent.click(await within(section).findByRole('button', { name: /Edit Speed log calibrated/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      fillMessage(messages.changedByAnotherUser, { thing: 'event' }),
    );
    expect((within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
      'Speed log replaced',
    );
    expect(api.calls.find((c) => c.method === 'PUT')?.headers?.['if-match']).toBe('"2"');
  });

  it('a trend event is added with its kind, date and name; the form says what is missing first', async () => {
    const api = serve();
    renderWithProviders(<DiagnosticsScreen vesselId={vesselId} vesselName="Fjord" canConfigure={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The date and time are required.')).toBeDefined();
    expect(within(dialog).getByText('Choose a kind of trend event.')).toBeDefined();
    fireEvent.change(within(dialog).getByLabelText(/Date and time/), {
      target: { value: '2026-09-01T08:00' },
    });
    const kind = within(dialog).getByLabelText(/Kind of trend event/, { selector: 'input' });
    fireEvent.click(kind);
    const listbox = await waitFor(() => {
      const element = document.getElementById(kind.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('the kinds did not open');
      return element;
    });
    fireEvent.click(within(listbox).getByRole('option', { name: 'Hull cleaning', hidden: true }));
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Hull cleaning');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      vesselId,
      timestamp: '2026-09-01T08:00:00.000Z',
      trendEventType: 'HullCleaning',
      name: 'Hull cleaning',
    });
  });

  it('the page says when the long trends cannot be fetched, and when there are none yet', async () => {
    serve({ 'GET /LongTrends/Find': () => ({ status: 500, body: { message: 'Boom', code: 'INTERNAL' } }) });
    const { unmount } = renderWithProviders(
      <DiagnosticsScreen vesselId={vesselId} vesselName="Fjord" canConfigure={false} />,
    );
    expect(await screen.findByText(messages.failedToFetchLongTrends)).toBeDefined();
    unmount();
    serve({ 'GET /LongTrends/Find': () => ({ body: [] }) });
    renderWithProviders(<DiagnosticsScreen vesselId={vesselId} vesselName="Fjord" canConfigure={false} />);
    expect(await screen.findByText(/No long trends yet/)).toBeDefined();
  });
});

describe('DiagnosticsScreen offline (issue 26 §4, ADR 0108)', () => {
  const readAt = Date.UTC(2026, 10, 24, 8, 5);
  const page = <DiagnosticsScreen vesselId={vesselId} vesselName="Fjord" canConfigure={false} />;
  afterEach(() => vi.restoreAllMocks());

  it('PERF-026 offline with the answers kept from an earlier visit: the charts, consequences and events as read, and one notice with the time they were read', async () => {
    serve();
    const kept = await clientAfterReading(
      page,
      async () => {
        await screen.findAllByTestId('trend-chart');
        await screen.findByText('Speed log calibrated');
        await screen.findByTestId('consequence-summary');
        await waitFor(() =>
          expect(screen.getByTestId('consequence-settings-summary').textContent).not.toMatch(/^Loading/),
        );
      },
      readAt,
    );
    goOffline();
    renderWithProviders(page, { queryClient: kept });
    expect(await screen.findAllByTestId('trend-chart')).toHaveLength(2);
    expect(screen.getByTestId('kept-answers-notice').textContent).toBe(
      fillMessage(messages.keptAnswersShown, { readAt: '24. Nov, 2026 08:05' }),
    );
    expect(screen.getByText('Speed log calibrated')).toBeDefined();
    expect(screen.getByTestId('consequence-summary').textContent).toBe(
      'Speed at 50% MCR: 5.00 t fuel, 16.67 t CO2 per day',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('PERF-026 offline with nothing kept: one notice says so, without an error box', async () => {
    goOffline();
    renderWithProviders(page, { queryClient: appQueryClient() });
    expect((await screen.findByTestId('kept-answers-notice')).textContent).toBe(messages.nothingKeptOffline);
    await waitFor(() => expect(screen.queryByText('Loading long trends…')).toBeNull());
    expect(screen.getAllByTestId('kept-answers-notice')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(messages.failedToFetchLongTrends)).toBeNull();
  });

  it('PERF-026 online: the charts as read now and no offline notice; a failed read still shows its error', async () => {
    serve({ 'GET /VesselEvents/Find': () => ({ status: 500, body: { message: 'Boom', code: 'INTERNAL' } }) });
    renderWithProviders(page, { queryClient: appQueryClient() });
    expect(await screen.findAllByTestId('trend-chart')).toHaveLength(2);
    expect((await screen.findByRole('alert')).textContent).toContain(messages.failedToFetchEvents);
    expect(screen.queryByTestId('kept-answers-notice')).toBeNull();
  });
});

describe('consequence settings', () => {
  const priced: Benefit = {
    ...consequences,
    consequences: consequences.consequences.map((c) => ({
      ...c,
      results: [
        ...c.results,
        {
          headerName: 'Cost (USD/day)',
          value: c.results[0]!.value! * 620,
          displayValue: (c.results[0]!.value! * 620).toFixed(2),
          isValid: true,
        },
      ],
    })),
  };

  it('PERF-030 everyone sees what the consequences are priced with; only a SuperUser or Administrator may change it', async () => {
    serve();
    renderWithProviders(<DiagnosticsScreen vesselId={vesselId} vesselName="Fjord" canConfigure={false} />);
    const section = await screen.findByRole('region', { name: 'Consequences' });
    expect(
      await within(section).findByText('Fuel price not set, SFOC 175 g/kWh, CO2 factor 3.114'),
    ).toBeDefined();
    fireEvent.click(within(section).getByRole('button', { name: 'Consequence settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Consequence settings' });
    expect(within(dialog).getByText('Not set')).toBeDefined();
    expect(within(dialog).getByText('175 g/kWh')).toBeDefined();
    expect(
      within(dialog).getByText('Only a SuperUser or an Administrator can change these settings.'),
    ).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('PERF-030 PERF-152 a fuel price is checked by the shared schema, saved, and the table repriced in money', async () => {
    let saved = configuration;
    const api = serve({
      'GET /LongTrendConfigurations/Find': () => ({ body: [saved] }),
      'PUT /LongTrendConfigurations': ({ body }) => {
        saved = { ...(body as LongTrendConfiguration), version: saved.version + 1 };
        return { body: saved };
      },
      'GET /Consequences/FindLatest': () => ({
        body: saved.fuelPriceUsdPerTonne === null ? consequences : priced,
      }),
    });
    renderWithProviders(<DiagnosticsScreen vesselId={vesselId} vesselName="Fjord" canConfigure />);
    const section = await screen.findByRole('region', { name: 'Consequences' });
    expect((await within(section).findByTestId('consequence-summary')).textContent).not.toContain('USD');
    fireEvent.click(within(section).getByRole('button', { name: 'Consequence settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Consequence settings' });
    const price = within(dialog).getByLabelText(/^Fuel price/);
    const sfoc = within(dialog).getByLabelText(/^SFOC/);
    fireEvent.change(price, { target: { value: 'cheap' } });
    fireEvent.change(sfoc, { target: { value: '50' } });
    fireEvent.change(within(dialog).getByLabelText(/^CO2 factor/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.valueMustBeNumber)).toBeDefined();
    expect(within(dialog).getByText('The CO2 factor is required.')).toBeDefined();
    fireEvent.change(price, { target: { value: '620' } });
    fireEvent.change(within(dialog).getByLabelText(/^CO2 factor/), { target: { value: '3,206' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The SFOC must be between 100 and 400 g/kWh.')).toBeDefined();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(sfoc, { target: { value: '180' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      vesselId,
      fuelPriceUsdPerTonne: 620,
      sfocGPerKwh: 180,
      co2Factor: 3.206,
    });
    // None saved yet: the first save is based on version 0 (ADR 0092).
    expect(api.calls.find((c) => c.method === 'PUT')?.headers?.['if-match']).toBe('"0"');
    expect(snackbar.showSuccess).toHaveBeenCalledWith(settingsSavedText);
    // The table is asked again and shows money.
    await waitFor(() =>
      expect(within(section).getByTestId('consequence-summary').textContent).toBe(
        'Speed at 50% MCR: 5.00 t fuel, 16.67 t CO2, 3100.00 USD per day',
      ),
    );
    expect(within(section).getByText('Fuel price 620 USD/t, SFOC 180 g/kWh, CO2 factor 3.206')).toBeDefined();
  });

  it('a refused save says so in the spec words and keeps the dialog open', async () => {
    serve({
      'PUT /LongTrendConfigurations': () => ({ status: 500, body: { message: 'Boom', code: 'INTERNAL' } }),
    });
    renderWithProviders(<DiagnosticsScreen vesselId={vesselId} vesselName="Fjord" canConfigure />);
    const section = await screen.findByRole('region', { name: 'Consequences' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Consequence settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Consequence settings' });
    fireEvent.change(within(dialog).getByLabelText(/^Fuel price/), { target: { value: '600' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messages.configurationUpdateFailed);
    expect(screen.getByRole('dialog', { name: 'Consequence settings' })).toBeDefined();
    expect(snackbar.showError).toHaveBeenCalledWith(messages.configurationUpdateFailed);
  });
});
