import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LongTrend, LongTrendPeriod } from '../../../../domain/contracts/long-trends.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import type * as Snackbar from '../../../components/snackbar.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { installFakeApi, testId, type FakeResponse } from '../../../../tests/support/fake-api.ts';
import { LongTrendScreen } from './long-trend-screen.tsx';
import { periodsInColumns } from '../../../../tests/support/log-data-answers.ts';

configure({ asyncUtilTimeout: 5000 });
const showError = vi.hoisted(() => vi.fn());
vi.mock('../../../components/snackbar.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Snackbar>()),
  showError,
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
  version: 4,
};
const rpm: LongTrend = {
  ...speed,
  id: testId('rpm'),
  description: 'Shaft speed (rpm)',
  diagnosticType: { diagnosticTypeId: 2, diagnosticTypeName: 'Rpm' },
  performanceStatus: 'notAvailable',
  basis: {
    blocksKept: 0,
    blocksTotal: 2400,
    dailyValueCount: 0,
    sampleWindowMinutes: 30,
    firstRefusalReason: messages.blocksRefusedUnsteady,
    plausibilityReason: null,
  },
};
const currentSpeed: LongTrendPeriod = {
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
  maximumValue: 0,
  minimumValue: -7,
  changePerYear: -7.3,
  deviationFromBenchmark: -5.2,
  sampleCount: 120,
  values: [],
};

function serve(put: (body: unknown) => FakeResponse = (body) => ({ body })) {
  let trends = [speed, rpm];
  return installFakeApi({
    'GET /LongTrends/Find': () => ({ body: trends }),
    'GET /LongTrendPeriods/Find': () => ({ body: periodsInColumns([currentSpeed]) }),
    'PUT /LongTrends': ({ body }) => {
      const answer = put(body);
      if ((answer.status ?? 200) === 200)
        trends = trends.map((t) => (t.id === (body as LongTrend).id ? (body as LongTrend) : t));
      return answer;
    },
  });
}

describe('LongTrendScreen', () => {
  it('PERF-022 one row per long trend: status, description, its current period, use in vessel status and the benchmark button', async () => {
    serve();
    renderWithProviders(<LongTrendScreen vesselId={vesselId} />);
    const rows = await screen.findAllByTestId('long-trend-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Observe')).toBeDefined();
    expect(first.getByText('Speed')).toBeDefined();
    await waitFor(() => expect(first.getByText('-7.30 %')).toBeDefined());
    expect(first.getByText('01. Jun, 2026')).toBeDefined();
    expect(first.getByText('-1.00 %')).toBeDefined();
    expect(first.getByText('-5.20 %')).toBeDefined();
    expect((first.getByRole('checkbox', { name: /use in vessel status/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(first.getByRole('button', { name: 'Benchmark of Speed' })).toBeDefined();
  });

  it('PERF-022 a trend the computation could not make says what was read and why it was refused', async () => {
    serve();
    renderWithProviders(<LongTrendScreen vesselId={vesselId} />);
    const rows = await screen.findAllByTestId('long-trend-row');
    expect(
      within(rows[1]!)
        .getAllByTestId('long-trend-basis')
        .map((line) => line.textContent),
    ).toEqual([
      'None of the 2,400 sample windows read passed the steady-state test.',
      `Most sample windows were refused because: ${messages.blocksRefusedUnsteady}`,
    ]);
    expect(within(rows[0]!).queryByTestId('long-trend-basis')).toBeNull();
  });

  it('PERF-023 toggling use in vessel status saves at once with the whole long trend', async () => {
    const { calls } = serve();
    renderWithProviders(<LongTrendScreen vesselId={vesselId} />);
    const [row] = await screen.findAllByTestId('long-trend-row');
    fireEvent.click(within(row!).getByRole('checkbox', { name: /use in vessel status/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ ...speed, useInVesselStatus: false });
    expect(calls.find((c) => c.method === 'PUT')!.headers?.['if-match']).toBe('"4"');
    await waitFor(() =>
      expect(
        (within(row!).getByRole('checkbox', { name: /use in vessel status/ }) as HTMLInputElement).checked,
      ).toBe(false),
    );
  });

  it('PERF-023 a second toggle before the list is read again is based on the saved version, not refused as stale', async () => {
    let saved = 0;
    // The list read after the first save does not come back during the test.
    const { calls } = installFakeApi({
      'GET /LongTrends/Find': () => (saved === 0 ? { body: [speed, rpm] } : new Promise<never>(() => {})),
      'GET /LongTrendPeriods/Find': () => ({ body: periodsInColumns([currentSpeed]) }),
      'PUT /LongTrends': ({ body }) => {
        saved++;
        const trend = body as LongTrend;
        return { body: { ...trend, version: trend.version + 1 } };
      },
    });
    renderWithProviders(<LongTrendScreen vesselId={vesselId} />);
    const [row] = await screen.findAllByTestId('long-trend-row');
    const toggle = () =>
      within(row!).getByRole('checkbox', { name: /use in vessel status/ }) as HTMLInputElement;
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().disabled).toBe(false));
    expect(saved).toBe(1);
    fireEvent.click(toggle());
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const second = calls.filter((c) => c.method === 'PUT')[1]!;
    expect(second.headers?.['if-match']).toBe('"5"');
    expect(second.body).toMatchObject({ useInVesselStatus: true, version: 5 });
  });

  it("PERF-023 a refused toggle goes back and says 'Failed to update long trend'", async () => {
    serve(() => ({ status: 500, body: { message: 'boom', code: 'INTERNAL' } }));
    renderWithProviders(<LongTrendScreen vesselId={vesselId} />);
    const [row] = await screen.findAllByTestId('long-trend-row');
    const box = () =>
      within(row!).getByRole('checkbox', { name: /use in vessel status/ }) as HTMLInputElement;
    fireEvent.click(box());
    await waitFor(() => expect(showError).toHaveBeenCalledWith(messages.failedToUpdateLongTrend));
    await waitFor(() => expect(box().checked).toBe(true));
  });

  it('PERF-024 PERF-025 PERF-119 the benchmark form: use manual level, at most 6 characters, -40 to 40', async () => {
    const { calls } = serve();
    renderWithProviders(<LongTrendScreen vesselId={vesselId} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Benchmark of Speed' }));
    const form = await screen.findByRole('form', { name: 'Benchmark of Speed' });
    const level = within(form).getByLabelText(/Benchmark level/) as HTMLInputElement;
    expect(level.disabled).toBe(true);
    expect(level.maxLength).toBe(6);
    fireEvent.click(within(form).getByRole('checkbox', { name: messages.useManualBenchmarkLevel }));
    fireEvent.change(level, { target: { value: '41' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(messages.manualBenchmarkLevelRange)).toBeDefined();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(level, { target: { value: '-2.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Benchmark of Speed' })).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      ...speed,
      useManualBenchmarkLevel: true,
      manualBenchmarkLevel: -2.5,
    });
  });

  it("PERF-109 a failed benchmark save keeps the form open with 'An error occured during update'", async () => {
    serve(() => ({ status: 500, body: { message: 'boom', code: 'INTERNAL' } }));
    renderWithProviders(<LongTrendScreen vesselId={vesselId} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Benchmark of Speed' }));
    const form = await screen.findByRole('form', { name: 'Benchmark of Speed' });
    fireEvent.click(within(form).getByRole('checkbox', { name: messages.useManualBenchmarkLevel }));
    fireEvent.change(within(form).getByLabelText(/Benchmark level/), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(messages.errorOccuredDuringUpdate)).toBeDefined();
    expect(screen.getByRole('form', { name: 'Benchmark of Speed' })).toBeDefined();
  });

  it('ADR 0092 a benchmark save refused because someone else saved the trend (412) shows their values and says why', async () => {
    const theirs: LongTrend = {
      ...speed,
      useManualBenchmarkLevel: true,
      manualBenchmarkLevel: 7,
      version: 5,
    };
    let trends = [speed, rpm];
    const { calls } = installFakeApi({
      'GET /LongTrends/Find': () => ({ body: trends }),
      'GET /LongTrendPeriods/Find': () => ({ body: periodsInColumns([currentSpeed]) }),
      'PUT /LongTrends': () => {
        trends = [theirs, rpm];
        return { status: 412, body: { message: 'stale', code: 'PRECONDITION_FAILED', current: theirs } };
      },
    });
    renderWithProviders(<LongTrendScreen vesselId={vesselId} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Benchmark of Speed' }));
    const form = await screen.findByRole('form', { name: 'Benchmark of Speed' });
    fireEvent.click(within(form).getByRole('checkbox', { name: messages.useManualBenchmarkLevel }));
    fireEvent.change(within(form).getByLabelText(/Benchmark level/), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const again = () => screen.getByRole('form', { name: 'Benchmark of Speed' });
    await waitFor(() =>
      expect(within(again()).getByRole('alert').textContent).toBe(
        fillMessage(messages.changedByAnotherUser, { thing: 'long trend' }),
      ),
    );
    expect((within(again()).getByLabelText(/Benchmark level/) as HTMLInputElement).value).toBe('7');
    expect(calls.find((c) => c.method === 'PUT')!.headers?.['if-match']).toBe('"4"');
  });

  it("shows the empty state before anything is computed, and 'Failed to fetch long trends' with Retry on failure", async () => {
    const fake = installFakeApi({ 'GET /LongTrends/Find': () => ({ body: [] }) });
    const view = renderWithProviders(<LongTrendScreen vesselId={vesselId} />);
    expect(await screen.findByText(/No long trends yet/)).toBeDefined();
    view.unmount();
    vi.unstubAllGlobals();
    installFakeApi({
      'GET /LongTrends/Find': () => ({ status: 500, body: { message: 'down', code: 'INTERNAL' } }),
    });
    renderWithProviders(<LongTrendScreen vesselId={vesselId} />);
    expect(await screen.findByText(messages.failedToFetchLongTrends)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined();
    expect(fake.calls).toHaveLength(1);
  });
});
