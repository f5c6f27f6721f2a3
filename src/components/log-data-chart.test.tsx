import type * as MantineHooks from '@mantine/hooks';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../domain/messages.ts';
import type { FakePlot } from '../../tests/support/chart-mocks.ts';
import { recordedPlots } from '../../tests/support/chart-mocks.ts';
import type { ChartSeries } from '../lib/chart-series.ts';
import { LogDataChart } from './log-data-chart.tsx';

vi.mock('uplot', async () => (await import('../../tests/support/chart-mocks.ts')).fakeUplotModule);
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: (await import('../../tests/support/chart-mocks.ts')).fixedElementSize,
}));

const start = Date.parse('2025-12-30T00:00:00Z');
const hour = 3_600_000;
const speed: ChartSeries = {
  id: 'speed',
  label: 'Speed',
  unit: 'kn',
  precision: 1,
  xsMs: Float64Array.from({ length: 48 }, (_, i) => start + i * hour),
  // About 12 kn, one reading of 250 kn.
  ys: Float64Array.from({ length: 48 }, (_, i) => (i === 20 ? 250 : 12 + (i % 4) * 0.2)),
};

describe('LogDataChart', () => {
  it('PERF-009 PERF-213 the legend keys each series by colour; a lone spike leaves the y axis until Show full range', async () => {
    recordedPlots.length = 0;
    render(
      <MantineProvider>
        <LogDataChart title="Speed" series={[speed]} syncKey="k" xRange={null} onXRangeChange={() => {}} />
      </MantineProvider>,
    );
    const legend = screen.getByRole('list', { name: messages.chartLegend });
    expect(within(legend).getByRole('listitem').textContent).toBe('Speed (kn)');
    expect(within(legend).getByTestId('legend-swatch').querySelector('line')?.getAttribute('stroke')).toMatch(
      /^hsl\(/,
    );
    await waitFor(() => expect(recordedPlots.length).toBeGreaterThan(0));
    const plot = recordedPlots.at(-1) as FakePlot;
    const range = () => plot.options.scales.kn.range(plot, 12, 250) as [number, number];
    expect(range()[1]).toBeLessThan(20);
    fireEvent.click(await screen.findByRole('switch', { name: `${messages.showFullRange} of Speed` }));
    await waitFor(() => expect(range()[1]).toBeGreaterThanOrEqual(250));
  });

  it('PERF-027 the vessel’s events inside the data are marked and keyed in the legend', async () => {
    recordedPlots.length = 0;
    render(
      <MantineProvider>
        <LogDataChart
          title="Speed"
          series={[speed]}
          syncKey="k"
          xRange={null}
          onXRangeChange={() => {}}
          events={[
            { atMs: start + 10 * hour, label: 'Hull cleaning', type: 'TrendEvent' },
            { atMs: start - 100 * hour, label: 'Long before', type: 'InfoEvent' },
          ]}
        />
      </MantineProvider>,
    );
    const legend = screen.getByRole('list', { name: messages.chartLegend });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Speed (kn)', messages.chartTrendEvents]);
    await waitFor(() => expect(recordedPlots.length).toBeGreaterThan(0));
    expect((recordedPlots.at(-1) as FakePlot).options.hooks.drawAxes).toHaveLength(1);
  });
});
