import type * as MantineHooks from '@mantine/hooks';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../domain/messages.ts';
import type { FakePlot } from '../../../../tests/support/chart-mocks.ts';
import { drawnTexts, recordedPlots } from '../../../../tests/support/chart-mocks.ts';
import { speedLossInColumns } from '../../../../tests/support/log-data-answers.ts';
import { speedLossChartModel } from '../chart-models.ts';
import { FoulingChart } from './fouling-chart.tsx';

vi.mock('uplot', async () => (await import('../../../../tests/support/chart-mocks.ts')).fakeUplotModule);
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: (await import('../../../../tests/support/chart-mocks.ts')).fixedElementSize,
}));

const t = (day: number) => new Date(Date.UTC(2026, 0, 1 + day, 12)).toISOString();

describe('FoulingChart', () => {
  it('PERF-037 the trendline of each period is drawn between its end points, the legend names what is drawn, and a spike does not set the y range until Show full range', () => {
    recordedPlots.length = 0;
    // 30 daily values around 3 %, one spike of 20 %, two periods with trendlines, a hull cleaning.
    const values = Array.from({ length: 30 }, (_, day) => ({
      timestamp: t(day),
      speedLoss: day === 10 ? 20 : 3 + (day % 5) * 0.1,
    }));
    const model = speedLossChartModel(
      speedLossInColumns({
        vesselId: '00000000-0000-4000-8000-000000000001',
        unitName: '%',
        values,
        periods: [
          {
            start: t(0),
            end: t(14),
            isCurrent: false,
            sampleCount: 15,
            trendlineStart: 3,
            trendlineEnd: 3.4,
            changePerYear: null,
          },
          {
            start: t(15),
            end: t(29),
            isCurrent: true,
            sampleCount: 15,
            trendlineStart: 3.1,
            trendlineEnd: 3.3,
            changePerYear: 4,
          },
        ],
        events: [{ timestamp: t(15), name: 'Hull cleaning', trendEventType: 'HullCleaning' }],
        computedAt: null,
      }),
    );
    const series = [
      { label: 'Daily speed loss (%)', values: model.values, colour: '#495057', kind: 'points' as const },
      ...model.trendlines.map((line) => ({
        label: 'Trendline per period (%)',
        values: line,
        colour: '#1c7ed6',
        kind: 'line' as const,
        spanGaps: true,
      })),
    ];
    render(
      <MantineProvider>
        <FoulingChart
          title="Speed loss history"
          summary={model.summary}
          xs={model.xs}
          series={series}
          isTime
          yLabel="Speed loss (%)"
          levels={[{ label: 'Benchmark', y: 2.5, colour: '#2f9e44' }]}
          marks={model.marks}
        />
      </MantineProvider>,
    );
    const plot = () => recordedPlots.filter((p) => !p.destroyed).at(-1) as FakePlot;
    // Each trendline series holds its two end points only, and uPlot joins them.
    expect(
      plot()
        .options.series.slice(2)
        .map((s: { spanGaps: boolean }) => s.spanGaps),
    ).toEqual([true, true]);
    const drawn = (plot().data as (number | null)[][]).slice(2).map((ys) => ys.filter((y) => y !== null));
    expect(drawn).toEqual([
      [3, 3.4],
      [3.1, 3.3],
    ]);
    const legend = screen.getByRole('list', { name: messages.chartLegend });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Daily speed loss (%)', 'Trendline per period (%)', 'Benchmark', messages.chartEvents]);
    const [min, max] = plot().options.scales.y.range();
    expect(min).toBeLessThanOrEqual(2.5);
    expect(max).toBeLessThan(5);
    fireEvent.click(screen.getByRole('switch', { name: `${messages.showFullRange} of Speed loss history` }));
    expect(plot().options.scales.y.range()[1]).toBeGreaterThanOrEqual(20);
  });

  it('no Show full range where no value lies outside the range', () => {
    render(
      <MantineProvider>
        <FoulingChart
          title="Sea surface temperature"
          summary=""
          xs={[0, 1, 2]}
          series={[{ label: 'Sea temperature (°C)', values: [18, 19, 20], colour: '#1c7ed6', kind: 'line' }]}
          isTime
          yLabel="°C"
        />
      </MantineProvider>,
    );
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('list', { name: messages.chartLegend }).textContent).toBe('Sea temperature (°C)');
  });

  it('PERF-037 PERF-027 the sea temperature marks the vessel’s events inside its days and keys them; a chart over power marks none', () => {
    recordedPlots.length = 0;
    const day = (n: number) => Date.UTC(2025, 11, 30 + n);
    const events = [
      { atMs: day(1), label: 'Hull cleaning', type: 'TrendEvent' as const },
      { atMs: day(3), label: 'Speed log calibrated', type: 'InfoEvent' as const },
      { atMs: day(40), label: 'Later dry-docking', type: 'TrendEvent' as const },
    ];
    const { unmount } = render(
      <MantineProvider>
        <FoulingChart
          title="Sea surface temperature"
          summary=""
          xs={[day(0), day(2), day(4)]}
          series={[{ label: 'Sea temperature (°C)', values: [18, 19, 20], colour: '#1c7ed6', kind: 'line' }]}
          isTime
          yLabel="°C"
          levels={[{ label: 'Warm-water limit', y: 25, colour: '#e03131' }]}
          events={events}
        />
      </MantineProvider>,
    );
    const legend = screen.getByRole('list', { name: messages.chartLegend });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sea temperature (°C)',
      'Warm-water limit',
      messages.chartTrendEvents,
      messages.chartInfoEvents,
    ]);
    const plot = recordedPlots.filter((p) => !p.destroyed).at(-1) as FakePlot;
    const texts = drawnTexts(plot);
    expect(texts).toContain('Hull cleaning');
    expect(texts).toContain('Speed log calibrated');
    expect(texts).not.toContain('Later dry-docking');
    unmount();

    render(
      <MantineProvider>
        <FoulingChart
          title="Propulsion curve"
          summary=""
          xs={[1000, 2000, 3000]}
          series={[{ label: 'Speed now (kn)', values: [10, 12, 13], colour: '#e03131', kind: 'line' }]}
          isTime={false}
          xLabel="Shaft power (kW)"
          yLabel="kn"
          events={events}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('list', { name: messages.chartLegend }).textContent).toBe('Speed now (kn)');
    expect(drawnTexts(recordedPlots.filter((p) => !p.destroyed).at(-1) as FakePlot)).toEqual([]);
  });
});
