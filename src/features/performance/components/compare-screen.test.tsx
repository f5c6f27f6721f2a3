import type * as MantineHooks from '@mantine/hooks';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LongTrendStatistics } from '../../../../domain/contracts/diagnostics.ts';
import type { LongTrend, LongTrendPeriod } from '../../../../domain/contracts/long-trends.ts';
import { messages } from '../../../../domain/messages.ts';
import { renderWithRouter } from '../../../lib/testing.tsx';
import { buildVessel, installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import type { FakePlot } from '../../../../tests/support/chart-mocks.ts';
import { recordedPlots } from '../../../../tests/support/chart-mocks.ts';
import { CompareDetails } from './compare-screen.tsx';
import { periodsInColumns } from '../../../../tests/support/log-data-answers.ts';

configure({ asyncUtilTimeout: 5000 });
vi.mock('uplot', async () => (await import('../../../../tests/support/chart-mocks.ts')).fakeUplotModule);
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: (await import('../../../../tests/support/chart-mocks.ts')).fixedElementSize,
}));
afterEach(() => vi.unstubAllGlobals());

const aurora = testId('aurora');
const fjord = testId('fjord');
const trend = (vesselId: string, name: string): LongTrend => ({
  id: testId(`speed-${name}`),
  vesselId,
  description: 'Speed',
  descriptionLong: '',
  diagnosticType: { diagnosticTypeId: 1, diagnosticTypeName: 'Speed' },
  performanceStatus: 'Ok',
  useInVesselStatus: true,
  useManualBenchmarkLevel: false,
  manualBenchmarkLevel: null,
  computedAt: null,
  version: 1,
});
const row = (t: LongTrend, name: string, change: number | null): LongTrendStatistics => ({
  longTrendId: t.id,
  vesselId: t.vesselId,
  name,
  url: `/Vessel/${t.vesselId}/${name}/Diagnostics`,
  diagnosticType: { diagnosticTypeId: 1, diagnosticTypeName: 'Speed' },
  lastPeriodStartDate: change === null ? null : '2026-05-13T18:45:00.000Z',
  changePerYear: change,
  benchmarkPointValue: change === null ? null : -1,
  deviationFromBenchmark: change === null ? null : -2.5,
  isBenchmarking: change === null,
});

describe('CompareDetails', () => {
  it('PERF-041 PERF-042 PERF-043 PERF-044 PERF-045 ADMIN-071 the breadcrumb, the toggles, and a sortable row per vessel; a benchmarking vessel reads n/a', async () => {
    const ta = trend(aurora, 'Aurora');
    const tf = trend(fjord, 'Fjord');
    installFakeApi({
      'GET /VesselGroups': () => ({
        body: [
          {
            id: testId('group'),
            name: 'Tankers',
            vesselIds: [aurora, fjord],
            vessels: [
              { id: aurora, name: 'Aurora' },
              { id: fjord, name: 'Fjord' },
            ],
          },
        ],
      }),
      'GET /LongTrends/Find': ({ url }) => ({
        body: url.searchParams.get('vesselId') === aurora ? [ta] : [tf],
      }),
      'GET /LongTrendPeriods/Find': () => ({ body: periodsInColumns([]) }),
      'GET /LongTrendPeriods/Statistics': () => ({ body: [row(tf, 'Fjord', 3.25), row(ta, 'Aurora', null)] }),
      'GET /Consequences/FindLatest': () => ({ body: { consequences: [], notice: null } }),
    });
    renderWithRouter(<CompareDetails groupId={testId('group')} />);
    const section = await screen.findByRole('region', { name: 'Speed' });
    const names = async () =>
      (await within(section).findAllByRole('row'))
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    await waitFor(async () => expect(await names()).toEqual(['Aurora', 'Fjord']));
    const fjordRow = within(section).getAllByRole('row')[2]!;
    expect(
      within(fjordRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
      // The speed trend's +3.25 % a year faster is a speed loss change of −3.25 % (ADR 0105).
    ).toEqual(['Fjord', '13. May, 2026', '-3.25%', '-1.00%', '-2.50%', '–']);
    const auroraRow = within(section).getAllByRole('row')[1]!;
    expect(within(auroraRow).getAllByRole('cell')[2]!.textContent).toBe(messages.consequenceBenchmarking);
    // Sorting by the speed loss change: missing values go last either way.
    fireEvent.click(within(section).getByRole('button', { name: messages.speedLossChangePerYear }));
    expect(await names()).toEqual(['Fjord', 'Aurora']);
    expect(screen.getByText('Details')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: messages.showLastTrendPeriodOnly }));
    expect(screen.getByRole('button', { name: messages.showAllTrendPeriods })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: messages.showRealY }));
    expect(screen.getByRole('button', { name: messages.showRelativeY })).toBeDefined();
  });

  it('PERF-040 a time range dragged on one graph is given to every graph by Zoom all graphs, and reset per graph', async () => {
    recordedPlots.length = 0;
    const speed = trend(aurora, 'Aurora');
    const rpm: LongTrend = {
      ...speed,
      id: testId('rpm-aurora'),
      description: 'Shaft speed',
      diagnosticType: { diagnosticTypeId: 2, diagnosticTypeName: 'Rpm' },
    };
    const period = (longTrendId: string, isRpmDiagnostic: boolean): LongTrendPeriod => ({
      longTrendId,
      start: '2026-01-01T00:00:00.000Z',
      end: '2026-01-10T00:00:00.000Z',
      status: 'Ok',
      isCurrent: true,
      trendline: null,
      benchmarkPoint: { x: '2026-01-01T00:00:00.000Z', y: 0 },
      unitName: '%',
      unitCaption: '%',
      isRpmDiagnostic,
      maximumValue: null,
      minimumValue: null,
      changePerYear: null,
      deviationFromBenchmark: null,
      sampleCount: 9,
      values: [1, 5, 9].map((d) => ({ x: `2026-01-0${d}T00:00:00.000Z`, y: d / 10 })),
    });
    installFakeApi({
      'GET /VesselGroups': () => ({
        body: [
          {
            id: testId('group'),
            name: 'One',
            vesselIds: [aurora],
            vessels: [{ id: aurora, name: 'Aurora' }],
          },
        ],
      }),
      'GET /LongTrends/Find': () => ({ body: [speed, rpm] }),
      'GET /LongTrendPeriods/Find': ({ url }) => ({
        body: periodsInColumns(
          url.searchParams.get('longTrendIds') === rpm.id
            ? [period(rpm.id, true)]
            : [period(speed.id, false)],
        ),
      }),
      'GET /LongTrendPeriods/Statistics': () => ({ body: [] }),
      'GET /Consequences/FindLatest': () => ({ body: { consequences: [], notice: null } }),
    });
    renderWithRouter(<CompareDetails groupId={testId('group')} />);
    await screen.findByRole('region', { name: 'Rpm' });
    const zoomAll = await screen.findByRole('button', { name: 'Zoom all graphs to the range of Speed' });
    expect((zoomAll as HTMLButtonElement).disabled).toBe(true);
    // The live graph of each type, found by the section it is drawn in.
    const live = (isRpm: boolean) =>
      recordedPlots
        .filter(
          (p) =>
            !p.destroyed &&
            p.host?.closest('section')?.getAttribute('aria-label') === (isRpm ? 'Rpm' : 'Speed'),
        )
        .at(-1) as FakePlot;
    await waitFor(() => expect(live(false) && live(true)).toBeTruthy());
    // Both axes follow the values (0.1 to 0.9 % and the benchmark's 0), inside PERF-203's ±25 / ±50 %.
    for (const isRpm of [false, true]) {
      const [min, max] = live(isRpm).options.scales.y.range();
      expect(min).toBeLessThanOrEqual(0);
      expect(min).toBeGreaterThan(-2);
      expect(max).toBeGreaterThanOrEqual(0.9);
      expect(max).toBeLessThan(3);
    }
    const range = { min: Date.parse('2026-01-03T00:00:00Z'), max: Date.parse('2026-01-06T00:00:00Z') };
    // A drag over the Speed graph (pixels 30 to 60 stand for the range).
    act(() =>
      live(false).options.hooks.setSelect[0]!({
        select: { left: 30, width: 30, top: 0, height: 0 },
        posToVal: (px: number) => (px === 30 ? range.min : range.max),
        setSelect: () => undefined,
      }),
    );
    await waitFor(() => expect(live(false).ranges.at(-1)).toEqual(range));
    expect(live(true).ranges.at(-1)).not.toEqual(range);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom all graphs to the range of Speed' }));
    await waitFor(() => expect(live(true).ranges.at(-1)).toEqual(range));
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom on Shaft speed' }));
    await waitFor(() =>
      expect(live(true).ranges.at(-1)).toEqual({
        min: Date.parse('2026-01-01T00:00:00Z'),
        max: Date.parse('2026-01-09T00:00:00Z'),
      }),
    );
    expect(live(false).ranges.at(-1)).toEqual(range);
  });

  it('PERF-115 PERF-043 the vessels without Diagnostics are named, not compared: known from the vessel list or refused by the server', async () => {
    const tern = testId('tern');
    const tf = trend(fjord, 'Fjord');
    const diagnostics = { id: testId('feature-diagnostics'), name: 'Diagnostics' };
    const { calls } = installFakeApi({
      'GET /Vessels': () => ({
        body: [
          buildVessel({ id: aurora, name: 'Aurora', features: [] }),
          buildVessel({ id: fjord, name: 'Fjord', features: [diagnostics] }),
        ],
      }),
      'GET /VesselGroups': () => ({
        body: [
          {
            id: testId('group'),
            name: 'Mixed',
            vesselIds: [aurora, fjord, tern],
            vessels: [
              { id: aurora, name: 'Aurora' },
              { id: fjord, name: 'Fjord' },
              { id: tern, name: 'Tern' },
            ],
          },
        ],
      }),
      // Tern is not in the list: asked, and refused as its switch is off.
      'GET /LongTrends/Find': ({ url }) =>
        url.searchParams.get('vesselId') === tern
          ? {
              status: 403,
              body: {
                message: 'Diagnostics: feature not available for this vessel.',
                code: 'FEATURE_NOT_AVAILABLE',
              },
            }
          : { body: [tf] },
      'GET /LongTrendPeriods/Find': () => ({ body: periodsInColumns([]) }),
      'GET /LongTrendPeriods/Statistics': () => ({ body: [row(tf, 'Fjord', 3.25)] }),
      'GET /Consequences/FindLatest': () => ({ body: { consequences: [], notice: null } }),
    });
    renderWithRouter(<CompareDetails groupId={testId('group')} />);
    const notice = await screen.findByTestId('feature-not-available');
    expect(notice.textContent).toContain('Diagnostics feature not available for Aurora, Tern.');
    const section = await screen.findByRole('region', { name: 'Speed' });
    expect(await within(section).findByRole('link', { name: 'Fjord' })).toBeDefined();
    const asked = calls.filter((c) => c.path === '/LongTrends/Find').map((c) => c.query);
    expect(asked.some((query) => query.includes(aurora))).toBe(false);
    expect(asked.some((query) => query.includes(tern))).toBe(true);
  });

  it('PERF-027 PERF-043 the vessels’ events are marked, the legend keys each vessel and event kind, and a spike leaves the axis until Show full range', async () => {
    recordedPlots.length = 0;
    const ta = trend(aurora, 'Aurora');
    const values = Array.from({ length: 20 }, (_, i) => ({
      x: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      y: i === 7 ? 150 : 1 + (i % 4) * 0.5,
    }));
    const { calls } = installFakeApi({
      'GET /VesselGroups': () => ({
        body: [
          {
            id: testId('group'),
            name: 'One',
            vesselIds: [aurora],
            vessels: [{ id: aurora, name: 'Aurora' }],
          },
        ],
      }),
      'GET /LongTrends/Find': () => ({ body: [ta] }),
      'GET /LongTrendPeriods/Find': () => ({
        body: periodsInColumns([
          {
            longTrendId: ta.id,
            start: '2026-01-01T00:00:00.000Z',
            end: '2026-01-21T00:00:00.000Z',
            status: 'Ok',
            isCurrent: true,
            trendline: null,
            benchmarkPoint: { x: '2026-01-01T00:00:00.000Z', y: 0 },
            unitName: '%',
            unitCaption: '%',
            isRpmDiagnostic: false,
            maximumValue: null,
            minimumValue: null,
            changePerYear: null,
            deviationFromBenchmark: null,
            sampleCount: 20,
            values,
          },
        ]),
      }),
      'GET /LongTrendPeriods/Statistics': () => ({ body: [row(ta, 'Aurora', 1)] }),
      'GET /Consequences/FindLatest': () => ({ body: { consequences: [], notice: null } }),
      'GET /VesselEvents/Find': () => ({
        body: [
          {
            id: testId('event'),
            vesselId: aurora,
            timestamp: '2026-01-10T00:00:00.000Z',
            name: 'Hull cleaning',
            type: 'TrendEvent',
            source: 'Office',
            trendEventType: 'HullCleaning',
            description: '',
            isEditable: true,
            version: 1,
          },
        ],
      }),
    });
    renderWithRouter(<CompareDetails groupId={testId('group')} />);
    const section = await screen.findByRole('region', { name: 'Speed' });
    const legend = await within(section).findByRole('list', { name: messages.chartLegend });
    await waitFor(() =>
      expect(
        within(legend)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Aurora', messages.chartTrendEvents]),
    );
    expect(calls.some((c) => c.path === '/VesselEvents/Find' && c.query.includes(aurora))).toBe(true);
    const live = () => recordedPlots.filter((p) => !p.destroyed).at(-1) as FakePlot;
    expect(live().options.hooks.drawAxes).toHaveLength(1);
    expect(live().options.scales.y.range()[1]).toBeLessThan(5);
    fireEvent.click(within(section).getByRole('switch', { name: `${messages.showFullRange} of Speed` }));
    await waitFor(() => expect(live().options.scales.y.range()[1]).toBeGreaterThanOrEqual(150));
  });
});
