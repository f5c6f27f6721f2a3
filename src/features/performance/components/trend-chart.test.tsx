import type * as MantineHooks from '@mantine/hooks';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LongTrendPeriod } from '../../../../domain/contracts/long-trends.ts';
import { periodInColumns } from '../../../../tests/support/log-data-answers.ts';
import { messages } from '../../../../domain/messages.ts';
import type { FakePlot } from '../../../../tests/support/chart-mocks.ts';
import { recordedPlots } from '../../../../tests/support/chart-mocks.ts';
import { TrendChart } from './trend-chart.tsx';

vi.mock('uplot', async () => (await import('../../../../tests/support/chart-mocks.ts')).fakeUplotModule);
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: (await import('../../../../tests/support/chart-mocks.ts')).fixedElementSize,
}));

const day = (n: number) => new Date(Date.UTC(2025, 11, 20 + n)).toISOString();
const period: LongTrendPeriod = {
  longTrendId: '00000000-0000-4000-8000-000000000001',
  start: day(0),
  end: day(30),
  status: 'Ok',
  isCurrent: true,
  trendline: { coefficient: -1 / 29, intercept: -1, start: { x: day(0), y: -1 }, end: { x: day(29), y: -2 } },
  benchmarkPoint: { x: day(0), y: -1 },
  unitName: '%',
  unitCaption: '%',
  isRpmDiagnostic: false,
  maximumValue: null,
  minimumValue: null,
  changePerYear: null,
  deviationFromBenchmark: null,
  sampleCount: 30,
  // Around -1.5 %, one reading of -40 %.
  values: Array.from({ length: 30 }, (_, i) => ({ x: day(i), y: i === 12 ? -40 : -1 - (i % 3) * 0.3 })),
};

describe('TrendChart', () => {
  it('PERF-026 PERF-027 a legend keys the values, trendline, benchmark and events; a lone outlier leaves the y range until Show full range', () => {
    recordedPlots.length = 0;
    render(
      <MantineProvider>
        <TrendChart
          title="Speed"
          help="help"
          periods={[periodInColumns(period)]}
          events={[
            {
              id: '00000000-0000-4000-8000-000000000002',
              vesselId: '00000000-0000-4000-8000-000000000003',
              timestamp: day(10),
              name: 'Hull cleaning',
              type: 'InfoEvent',
              source: 'Office',
              trendEventType: null,
              description: '',
              isEditable: true,
              version: 1,
            },
          ]}
          xRange={null}
        />
      </MantineProvider>,
    );
    const legend = screen.getByRole('list', { name: messages.chartLegend });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Daily value (%)', 'Trendline (%)', 'Benchmark (%)', messages.chartInfoEvents]);
    const plot = () => recordedPlots.filter((p) => !p.destroyed).at(-1) as FakePlot;
    expect(plot().options.hooks.drawAxes).toHaveLength(2);
    expect(plot().options.scales.y.range()[0]).toBeGreaterThan(-5);
    fireEvent.click(screen.getByRole('switch', { name: `${messages.showFullRange} of Speed` }));
    expect(plot().options.scales.y.range()[0]).toBeLessThanOrEqual(-40);
  });
});
