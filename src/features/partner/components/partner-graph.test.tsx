import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogVariable } from '../../../../domain/contracts/log-variables.ts';
import { messages } from '../../../../domain/messages.ts';
import { buildVessel, installFakeApi, testId, type FakeCall } from '../../../../tests/support/fake-api.ts';
import { logDataChartHeight, type LogDataChartProps } from '../../../components/log-data-chart.tsx';
import { chooseOption, renderWithProviders, testLogVariable } from '../../../lib/testing.tsx';
import { PARTNER_CHART_HEIGHT, PartnerGraph } from './partner-graph.tsx';
import { asColumns } from '../../../../tests/support/log-data-answers.ts';

// jsdom has no canvas: the chart is replaced by what it would draw, and its height.
vi.mock('../../../components/log-data-chart.tsx', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  LogDataChart: ({ title, series, height }: LogDataChartProps) => (
    <figure aria-label={`chart ${title}`} data-height={height}>
      {series.map((s) => (
        <p key={s.id}>{`${s.label} (${s.unit}): ${s.xsMs.length} values from ${s.xsMs[0]}`}</p>
      ))}
    </figure>
  ),
}));

const now = Date.parse('2026-11-22T12:00:00Z');
const hourMs = 3_600_000;
const meridian = buildVessel({ id: testId('meridian'), name: 'Northwind Meridian' });
const tern = buildVessel({ id: testId('tern'), name: 'Northwind Tern' });
const variable = (name: string, unit: string, vesselId: string): LogVariable => ({
  ...testLogVariable(testId(`${vesselId}-${name}`), name, vesselId),
  unit,
});
const sog = variable('Speed over ground', 'kn', meridian.id);
const power = variable('Shaft power', 'kW', meridian.id);
const ternSog = variable('Ternspeed', 'kn', tern.id);

let calls: FakeCall[];
let logData: (url: URL) => { status?: number; body?: unknown };
const points = (fromMs: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ timestamp: fromMs + i * hourMs, value: 10 + i }));

beforeEach(() => {
  // Two pages per variable: the continuationFilter is followed up (PERF-168).
  logData = (url) => {
    const from = Date.parse(url.searchParams.get('fromDate') ?? '');
    const second = url.searchParams.get('continuationFilter') === 'page-2';
    return {
      body: {
        items: [
          {
            logVariableId: url.searchParams.get('logVariableId'),
            granularity: 'Hour',
            unit: '',
            values: points(second ? from + 12 * hourMs : from, 12),
          },
        ],
        continuationFilter: second ? null : 'page-2',
      },
    };
  };
  ({ calls } = installFakeApi({
    'GET /Kognifai/LogData': ({ url }) => {
      const answer = logData(url);
      return answer.status
        ? answer
        : { ...answer, body: asColumns(answer.body as Parameters<typeof asColumns>[0]) };
    },
  }));
});
afterEach(() => vi.unstubAllGlobals());

function renderGraph() {
  renderWithProviders(
    <PartnerGraph vessels={[tern, meridian]} variables={[sog, power, ternSog]} now={() => now} />,
  );
}

const plot = () => screen.getByRole('button', { name: 'Plot' });

describe('PartnerGraph', { timeout: 20_000 }, () => {
  it('PERF-144 PERF-145 PERF-163 PERF-168 draws the chosen variables of the vessel from /Kognifai/LogData in one chart at the partner chart height', async () => {
    renderGraph();
    expect(screen.getByText('Choose a vessel, log variables and a period, then Plot.')).toBeDefined();
    // The first vessel by name; the last 7 days by default.
    expect((screen.getByLabelText('Vessel', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Northwind Meridian',
    );
    await chooseOption('Log variables', 'Speed over ground (kn)');
    await chooseOption('Log variables', 'Shaft power (kW)');
    await chooseOption('Period', 'Last 24 hours');
    fireEvent.click(plot());

    const chart = await screen.findByRole('figure', { name: 'chart Northwind Meridian' });
    expect(chart.getAttribute('data-height')).toBe(String(PARTNER_CHART_HEIGHT));
    expect(PARTNER_CHART_HEIGHT).not.toBe(logDataChartHeight);
    const from = now - 24 * hourMs;
    expect(within(chart).getByText(`Speed over ground (kn): 24 values from ${from}`)).toBeDefined();
    expect(within(chart).getByText(`Shaft power (kW): 24 values from ${from}`)).toBeDefined();

    const reads = calls.filter((call) => call.path === '/Kognifai/LogData');
    expect(reads).toHaveLength(4);
    const queries = reads.map((read) => new URLSearchParams(read.query));
    expect(new Set(queries.map((q) => q.get('logVariableId')))).toEqual(new Set([sog.id, power.id]));
    for (const query of queries) {
      expect(query.get('granularity')).toBe('Auto');
      expect(query.get('dateTimeFormat')).toBe('UnixEpochMs');
      expect(query.get('fromDate')).toBe(new Date(from).toISOString());
      expect(query.get('toDate')).toBe(new Date(now).toISOString());
    }
    expect(queries.filter((q) => q.get('continuationFilter') === 'page-2')).toHaveLength(2);
    expect(calls.some((call) => call.path.startsWith('/LogData'))).toBe(false);
  });

  it('PERF-124 PERF-125 Plot waits for a variable; another vessel offers only its own variables', async () => {
    renderGraph();
    expect(plot().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(messages.selectAtLeastOneItem)).toBeDefined();
    await chooseOption('Log variables', 'Speed over ground (kn)');
    expect(plot().hasAttribute('disabled')).toBe(false);

    await chooseOption('Vessel', 'Northwind Tern');
    expect(plot().hasAttribute('disabled')).toBe(true);
    const input = screen.getByLabelText('Log variables', { selector: 'input' });
    fireEvent.click(input.closest('.mantine-MultiSelect-input') ?? input);
    const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['Ternspeed (kn)']);
  });

  it('PERF-125 says when the five variables are reached', async () => {
    const many = Array.from({ length: 6 }, (_, i) => variable(`Variable ${i + 1}`, 'kW', meridian.id));
    renderWithProviders(<PartnerGraph vessels={[meridian]} variables={many} now={() => now} />);
    for (let i = 1; i <= 5; i += 1) await chooseOption('Log variables', `Variable ${i} (kW)`);
    expect(screen.getByText('Maximum 5 items reached.')).toBeDefined();
  });

  it('PERF-123 from and to dates need a span greater than 0 before Plot', async () => {
    renderGraph();
    await chooseOption('Log variables', 'Speed over ground (kn)');
    await chooseOption('Period', 'From and to dates');
    expect(screen.getByText(messages.totalTimespanMustBePositive)).toBeDefined();
    expect(plot().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2026-11-01T00:00' } });
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2026-11-02T00:00' } });
    expect(plot().hasAttribute('disabled')).toBe(false);
    fireEvent.click(plot());
    await screen.findByRole('figure', { name: 'chart Northwind Meridian' });
    const query = new URLSearchParams(calls.find((call) => call.path === '/Kognifai/LogData')!.query);
    expect(query.get('fromDate')).toBe('2026-11-01T00:00:00.000Z');
    expect(query.get('toDate')).toBe('2026-11-02T00:00:00.000Z');
  });

  it('says when the period holds no log data', async () => {
    logData = (url) => ({
      body: {
        items: [
          { logVariableId: url.searchParams.get('logVariableId'), granularity: 'Hour', unit: '', values: [] },
        ],
        continuationFilter: null,
      },
    });
    renderGraph();
    await chooseOption('Log variables', 'Speed over ground (kn)');
    fireEvent.click(plot());
    expect(await screen.findByText('No log data in this period.')).toBeDefined();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it("shows the server's message when the read fails, and Retry reads again", async () => {
    let failing = true;
    const working = logData;
    logData = (url) =>
      failing
        ? { status: 500, body: { message: 'The log data store is busy.', code: 'INTERNAL' } }
        : working(url);
    renderGraph();
    await chooseOption('Log variables', 'Speed over ground (kn)');
    fireEvent.click(plot());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The log data store is busy.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('figure', { name: 'chart Northwind Meridian' })).toBeDefined();
  });

  it('offline: says log data needs the connection and keeps Plot disabled', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderGraph();
      await chooseOption('Log variables', 'Speed over ground (kn)');
      expect(screen.getByText('You are offline')).toBeDefined();
      expect(plot().hasAttribute('disabled')).toBe(true);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('says when the chosen vessel has no log data yet', async () => {
    renderWithProviders(<PartnerGraph vessels={[meridian, tern]} variables={[ternSog]} now={() => now} />);
    expect(screen.getByText('This vessel has no log data yet.')).toBeDefined();
    expect(plot().hasAttribute('disabled')).toBe(true);
  });
});
