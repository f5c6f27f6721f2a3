import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurveReading } from '../../../../domain/performance/reference-curve.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { DataAnalysisPage } from './data-analysis-page.tsx';
import { inColumns } from '../../../../tests/support/log-data-answers.ts';

// jsdom has no canvas: the chart says what it would draw.
vi.mock('../../../components/curve-chart.tsx', () => ({
  CurveChart: ({ reading, xLabel, yLabel }: { reading: CurveReading; xLabel: string; yLabel: string }) => (
    <figure aria-label="curve chart">{`${yLabel} against ${xLabel}: ${reading.points.length} points, ${
      reading.points.filter((p) => p.isOutlier).length
    } outliers, curve ${reading.fit ? reading.fit.kind : 'none'}`}</figure>
  ),
}));

const vesselId = '6f1c1a52-3f4e-4a43-9d36-7c1f3a0b7d11';
const now = Date.parse('2026-11-22T12:00:00Z');
const ids = { stw: 'a0000000-0000-4000-8000-000000000001', power: 'a0000000-0000-4000-8000-000000000002' };

const logVariable = (id: string, name: string, unit: string, taxon: string) => ({
  id,
  vesselId,
  sourceId: id,
  name,
  displayName: name,
  description: '',
  unit,
  unitCaption: unit,
  onboardSystem: 'Propulsion',
  sampleWindowInMs: 60_000,
  displayPrecision: 2,
  taxa: [taxon],
  hasLogData: true,
  logDataMinDate: '2026-01-01T00:00:00Z',
  logDataMaxDate: '2026-11-22T11:59:00Z',
});

/** A day of minutes: the first 60 in port (2 kn), then speeds 8 to 16 kn; power by the cube law. */
const speedAt = (i: number) => (i < 60 ? 2 : 8 + (i % 80) * 0.1);
let batchFind: (query: URLSearchParams) => Response;
let batchQueries: URLSearchParams[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A BatchFind answer: each asked variable's values, `count` minutes from the asked start. */
const batch = (query: URLSearchParams, count: number, valueAt: (id: string, i: number) => number) => {
  const from = Date.parse(query.get('fromDate') ?? '');
  return json({
    items: (query.get('logVariableIds') ?? '').split(',').map((id) => ({
      logVariableId: id,
      granularity: 'Minute',
      unit: '',
      values: Array.from({ length: count }, (_, i) => ({
        timestamp: from + i * 60_000,
        value: valueAt(id, i),
      })),
    })),
    continuationFilter: null,
  });
};

beforeEach(() => {
  batchQueries = [];
  batchFind = (query) =>
    batch(query, 1440, (id, i) =>
      id === ids.stw ? speedAt(i) : 2.5 * speedAt(i) ** 3 * (1 + 0.01 * Math.sin(i)),
    );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      const path = url.pathname.replace('/api/v1', '');
      if (path === '/LogVariables/Find')
        return json([
          logVariable(ids.stw, 'Speed through water', 'kn', 'Navigation:Speed through water'),
          logVariable(ids.power, 'Shaft power', 'kW', 'Propulsion:Shaft power'),
        ]);
      if (path === '/LogDataConfigurations/Find') return json({ message: 'None', code: 'NOT_FOUND' }, 404);
      if (path === '/LogData/BatchFind') {
        batchQueries.push(url.searchParams);
        return inColumns(await batchFind(url.searchParams));
      }
      return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

async function renderPage() {
  renderWithProviders(
    <DataAnalysisPage
      vesselId={vesselId}
      logDataMinDate="2026-01-01T00:00:00Z"
      logDataMaxDate="2026-11-22T11:59:00Z"
      now={() => now}
    />,
  );
  await screen.findByRole('button', { name: 'Plot' });
}

/** Opens a Select by its label and returns its options' list. */
async function open(label: string) {
  const input = await screen.findByLabelText(label, { selector: 'input' });
  fireEvent.click(input);
  return waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error(`the ${label} options did not open`);
    return element;
  });
}

async function choose(label: string, option: string) {
  fireEvent.click(within(await open(label)).getByRole('option', { name: option, hidden: true }));
}

const valueOf = (label: string) =>
  (screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement).value;

/** The analysis runs the fit in the calc worker's code: on a loaded 2-core machine it takes seconds. */
const analysisTimeoutMs = 10_000;
describe('DataAnalysisPage', { timeout: 20_000 }, () => {
  it('PERF-016 a preset plots speed against shaft power for the last 24 hours, in port left out, with a power curve', async () => {
    await renderPage();
    await choose('Preset', 'Speed - Shaft power');
    expect(valueOf('X axis')).toBe('Speed through water (kn)');
    expect(valueOf('Y axis')).toBe('Shaft power (kW)');
    expect(valueOf('Filter 1 limit')).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Plot' }));

    const summary = await screen.findByTestId('analysis-summary', {}, { timeout: analysisTimeoutMs });
    const query = batchQueries[0]!;
    expect(query.get('logVariableIds')).toBe(`${ids.stw},${ids.power}`);
    // 24 hours by default (PERF-016), up to now.
    expect(Date.parse(query.get('toDate')!) - Date.parse(query.get('fromDate')!)).toBe(24 * 3_600_000);
    expect(summary.textContent).toContain('1,380 pairs, 60 left out by the exclusion filters');
    expect(summary.textContent).toMatch(/x\^3(\.0\d?)? \(R² 0\.99\d\d, 1380 points used\)/);
    expect(screen.getByRole('figure', { name: 'curve chart' }).textContent).toBe(
      'Shaft power (kW) against Speed through water (kn): 1380 points, 0 outliers, curve power',
    );

    // Prediction at a custom value, 2 decimals; text is refused in the spec's words.
    const custom = screen.getByLabelText('Custom value: Speed through water (kn)');
    fireEvent.change(custom, { target: { value: 'twelve' } });
    fireEvent.click(screen.getByRole('button', { name: 'Predict' }));
    expect(await screen.findByText('The value must be a number')).toBeDefined();
    fireEvent.change(custom, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Predict' }));
    const predicted = Number((await screen.findByTestId('prediction-value')).textContent);
    expect(predicted).toBeGreaterThan(2.5 * 12 ** 3 * 0.98);
    expect(predicted).toBeLessThan(2.5 * 12 ** 3 * 1.02);
  });

  it('PERF-016 the curve type changes the fit without fetching again; a polynomial offers orders 2 to 5', async () => {
    await renderPage();
    await choose('Preset', 'Speed - Shaft power');
    fireEvent.click(screen.getByRole('button', { name: 'Plot' }));
    await screen.findByTestId('analysis-summary', {}, { timeout: analysisTimeoutMs });
    await choose('Curve fit', 'Polynomial');
    await choose('Order', '3');
    await waitFor(
      () =>
        expect(screen.getByRole('figure', { name: 'curve chart' }).textContent).toContain('curve polynomial'),
      { timeout: analysisTimeoutMs },
    );
    expect(batchQueries).toHaveLength(1);
    const kinds = within(await open('Curve fit'))
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(kinds).toEqual(['Linear', 'Power', 'Polynomial']);
  });

  it('PERF-016 Plot without variables names what is missing; a filter limit must be a number', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Plot' }));
    expect(await screen.findByText('Choose the variable of the X axis.')).toBeDefined();
    expect(screen.getByText('Choose the variable of the Y axis.')).toBeDefined();
    expect(screen.getByText('Choose the variable the filter reads.')).toBeDefined();
    expect(screen.getByText('The value must be a number')).toBeDefined();
    expect(batchQueries).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter 1' }));
    expect(screen.getByText('No filter: every pair is used.')).toBeDefined();
  });

  it('PERF-016 a preset the vessel cannot plot names the quantity it does not log', async () => {
    await renderPage();
    await choose('Preset', 'Shaft speed - Shaft power (propeller law)');
    expect((await screen.findByRole('alert')).textContent).toBe('This vessel does not log Shaft speed.');
  });

  it('PERF-016 a failed log-data read shows the error and Plot reads again; everything left out says so', async () => {
    batchFind = () => json({ message: 'The log data could not be read.' }, 500);
    await renderPage();
    await choose('Preset', 'Speed - Shaft power');
    fireEvent.click(screen.getByRole('button', { name: 'Plot' }));
    expect(await screen.findByText('The log data could not be read.')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Filter 1 limit'), { target: { value: '100' } });
    batchFind = (query) => batch(query, 1, () => 10);
    fireEvent.click(screen.getByRole('button', { name: 'Plot' }));
    expect(
      await screen.findByText('No pairs of values in this period: the exclusion filters left out all 1.'),
    ).toBeDefined();
  });
});
