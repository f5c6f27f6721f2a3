import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, renderWithProviders } from '../../../lib/testing.tsx';
import type { LogDataChartProps } from '../../../components/log-data-chart.tsx';
import { LogDataPage } from './log-data-page.tsx';
import { inColumns } from '../../../../tests/support/log-data-answers.ts';

// jsdom has no canvas: the chart is replaced by a list of what it would draw.
vi.mock('../../../components/log-data-chart.tsx', () => ({
  LogDataChart: ({ title, series }: LogDataChartProps) => (
    <figure aria-label={`chart ${title}`}>
      {series.map((s) => (
        <p
          key={s.id}
        >{`${s.label} (${s.unit}): ${s.xsMs.length} values from ${s.xsMs[0]} to ${s.xsMs[s.xsMs.length - 1]}`}</p>
      ))}
    </figure>
  ),
}));

const vesselId = '6f1c1a52-3f4e-4a43-9d36-7c1f3a0b7d11';
const now = Date.parse('2026-11-22T12:00:00Z');
const hourMs = 3_600_000;

const sog = '0b6a4c1e-0d0f-4d51-9a55-1f0c2b1d0a01';
const rpm = '0b6a4c1e-0d0f-4d51-9a55-1f0c2b1d0a02';
const pow = '0b6a4c1e-0d0f-4d51-9a55-1f0c2b1d0a03';

function variable(id: string, name: string, unit: string, sampleWindowInMs: number) {
  return {
    id,
    vesselId,
    sourceId: name.toLowerCase(),
    name,
    displayName: name,
    description: '',
    unit,
    unitCaption: unit,
    onboardSystem: 'Bridge',
    sampleWindowInMs,
    displayPrecision: 2,
    taxa: [],
    hasLogData: true,
    logDataMinDate: '2025-11-22T00:00:00Z',
    logDataMaxDate: '2026-11-22T11:45:00Z',
  };
}

const variables = [
  variable(sog, 'Speed over ground', 'kn', 60_000),
  variable(rpm, 'Shaft rpm', 'rpm', 900_000),
  variable(pow, 'Shaft power', 'kW', 60_000),
];

type Handler = (path: string, query: URLSearchParams) => Response | Promise<Response>;
let requests: { path: string; query: URLSearchParams; method: string; body?: unknown }[] = [];
let batchFind: Handler;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function points(fromMs: number, count: number, stepMs: number, base: number) {
  return Array.from({ length: count }, (_, i) => ({ timestamp: fromMs + i * stepMs, value: base + i }));
}

beforeEach(() => {
  requests = [];
  batchFind = (_path, query) => {
    const ids = (query.get('logVariableIds') ?? '').split(',');
    const from = Date.parse(query.get('fromDate') ?? '');
    if (!query.get('continuationFilter')) {
      return json({
        items: ids.map((id) => ({
          logVariableId: id,
          granularity: 'Hour',
          unit: '',
          values: points(from, 12, hourMs, 10),
        })),
        continuationFilter: 'page-2',
      });
    }
    return json({
      items: ids.map((id) => ({
        logVariableId: id,
        granularity: 'Hour',
        unit: '',
        values: points(from + 12 * hourMs, 12, hourMs, 22),
      })),
      continuationFilter: null,
    });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const path = url.pathname.replace('/api/v1', '');
      const method = init?.method ?? 'GET';
      requests.push({
        path,
        query: url.searchParams,
        method,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (path === '/LogVariables/Find') return json(variables);
      if (path === '/LogDataConfigurations/Find')
        return json({ message: 'No configuration', code: 'NOT_FOUND' }, 404);
      // The server answers the configuration it stored (logDataConfigEndpoints.update).
      if (path === '/LogDataConfigurations' && method === 'PUT') return json(JSON.parse(String(init?.body)));
      if (path === '/LogData/BatchFind') return inColumns(await batchFind(path, url.searchParams));
      return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

async function renderPage() {
  renderWithProviders(
    <LogDataPage
      vesselId={vesselId}
      logDataMinDate="2025-11-22T00:00:00Z"
      logDataMaxDate="2026-11-22T11:45:00Z"
      now={() => now}
    />,
  );
  await screen.findByRole('button', { name: 'Plot' });
}

const pick = chooseOption;

describe('LogDataPage', { timeout: 20_000 }, () => {
  it('PERF-057 PERF-124 keeps Plot disabled until a variable is picked', async () => {
    await renderPage();
    const plot = await screen.findByRole('button', { name: 'Plot' });
    expect(plot.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Please select at least 1 item.')).toBeDefined();
    await pick('Distinct group', 'Speed over ground (kn)');
    expect(screen.getByRole('button', { name: 'Plot' }).hasAttribute('disabled')).toBe(false);
  });

  it('PERF-168 plots the Distinct variables one chart each and a group in one chart, merging continued answers', async () => {
    await renderPage();
    await pick('Distinct group', 'Speed over ground (kn)');
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    await pick('Group 1', 'Shaft rpm (rpm)');
    await pick('Group 1', 'Shaft power (kW)');
    fireEvent.click(screen.getByRole('button', { name: 'Plot' }));

    const speed = await screen.findByRole('figure', { name: 'chart Speed over ground' });
    const from = now - 24 * hourMs;
    expect(
      within(speed).getByText(`Speed over ground (kn): 24 values from ${from} to ${from + 23 * hourMs}`),
    ).toBeDefined();
    const group = screen.getByRole('figure', { name: 'chart Group 1' });
    expect(within(group).getByText(/^Shaft rpm \(rpm\): 24 values/)).toBeDefined();
    expect(within(group).getByText(/^Shaft power \(kW\): 24 values/)).toBeDefined();

    const batches = requests.filter((r) => r.path === '/LogData/BatchFind');
    expect(batches).toHaveLength(2);
    expect(batches[0]?.query.get('logVariableIds')).toBe(`${sog},${rpm},${pow}`);
    expect(batches[0]?.query.get('dateTimeFormat')).toBe('UnixEpochMs');
    expect(batches[0]?.query.get('fromDate')).toBe(new Date(from).toISOString());
    expect(batches[0]?.query.get('toDate')).toBe(new Date(now).toISOString());
    expect(batches[1]?.query.get('continuationFilter')).toBe('page-2');
  });

  it('PERF-097 keeps the form as the vessel configuration when plotting, with the filters', async () => {
    await renderPage();
    await pick('Distinct group', 'Speed over ground (kn)');
    fireEvent.click(screen.getByLabelText('Filter min & max'));
    fireEvent.click(screen.getByLabelText('Filter outliers'));
    fireEvent.click(screen.getByRole('button', { name: 'Plot' }));
    await screen.findByRole('figure', { name: 'chart Speed over ground' });
    const batch = requests.find((r) => r.path === '/LogData/BatchFind');
    expect(batch?.query.get('filterMinMax')).toBe('true');
    expect(batch?.query.get('filterOutliers')).toBe('true');
    // The compact answer (issue 25 §2): one time axis and an array of values per variable.
    expect(batch?.query.get('form')).toBe('Columns');
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    // The form and the chart stay after the configuration was stored.
    expect(screen.getByRole('figure', { name: 'chart Speed over ground' })).toBeDefined();
    expect((screen.getByLabelText('Filter outliers') as HTMLInputElement).checked).toBe(true);
    const saved = requests.find((r) => r.method === 'PUT')?.body as Record<string, unknown>;
    expect(saved).toMatchObject({
      vesselId,
      logVariableIds: sog,
      timeConfigurationType: 'LastPeriod',
      lastNumberDays: 1,
      filterMinMax: true,
      filterOutliers: true,
    });
  });

  it('PERF-129 disables Minute once a 15-minute variable is picked, and moves a Minute choice on', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Minute' }));
    expect((screen.getByRole('radio', { name: 'Minute' }) as HTMLInputElement).checked).toBe(true);
    await pick('Distinct group', 'Shaft rpm (rpm)');
    expect(
      screen.getByRole('radio', { name: 'Minute (Not possible due to sample window of variables)' }),
    ).toBeDefined();
    expect((screen.getByRole('radio', { name: /^Quarter/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('PERF-111 All values falls back to the range of the variables when the vessel has none', async () => {
    renderWithProviders(
      <LogDataPage vesselId={vesselId} logDataMinDate={null} logDataMaxDate={null} now={() => now} />,
    );
    expect(await screen.findByText('22. Nov, 2025 00:00 - 22. Nov, 2026 11:45')).toBeDefined();
    expect(screen.getByRole('radio', { name: 'All values' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows "No log data in this period." when the answer is empty', async () => {
    batchFind = () => json({ items: [], continuationFilter: null });
    await renderPage();
    await pick('Distinct group', 'Speed over ground (kn)');
    fireEvent.click(screen.getByRole('button', { name: 'Plot' }));
    expect(await screen.findByText('No log data in this period.')).toBeDefined();
  });

  it('shows the server message and a Retry when the log data cannot be read', async () => {
    batchFind = () =>
      json({ message: 'The period is too long for Raw data.', code: 'VALIDATION_FAILED' }, 400);
    await renderPage();
    await pick('Distinct group', 'Speed over ground (kn)');
    fireEvent.click(screen.getByRole('button', { name: 'Plot' }));
    expect(await screen.findByText('The period is too long for Raw data.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined();
  });

  it('shows a progress indicator while the log data loads', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = batchFind;
    batchFind = async (path, query) => {
      await gate;
      return answer(path, query);
    };
    await renderPage();
    await pick('Distinct group', 'Speed over ground (kn)');
    fireEvent.click(screen.getByRole('button', { name: 'Plot' }));
    expect(await screen.findByRole('progressbar', { name: 'Log data loaded' })).toBeDefined();
    expect(screen.getByText(/Loading log data/)).toBeDefined();
    release();
    expect(await screen.findByRole('figure', { name: 'chart Speed over ground' })).toBeDefined();
    expect(screen.queryByRole('progressbar', { name: 'Log data loaded' })).toBeNull();
  });
});
