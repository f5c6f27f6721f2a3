// The Data quality charts over time (issue 26 §5): the speed log and a feature's values mark the
// vessel's events (trend events solid, info events dotted) and key them in their legends; the
// feature values open on their full y range, since they are there to show the outliers.
import type * as MantineHooks from '@mantine/hooks';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeatureValues, SpeedLog } from '../../../../domain/contracts/data-quality.ts';
import { messages } from '../../../../domain/messages.ts';
import { drawnTexts, recordedPlots, type FakePlot } from '../../../../tests/support/chart-mocks.ts';
import { installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { vesselEventHandlers } from '../../../../tests/support/vessel-events.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { FeatureValuesChart } from './outlier-features.tsx';
import { SpeedLogScreen } from './speed-log-screen.tsx';

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

const DAY = 86_400_000;
const vesselId = testId('vessel');
const speedId = testId('speed');
// The charts read the last 180 (30) days up to today: the answers are dated from today backwards.
const today = Math.floor(Date.now() / DAY) * DAY;
const iso = (ms: number) => new Date(ms).toISOString();
const events = {
  [vesselId]: [
    { timestamp: iso(today - 10 * DAY), name: 'Hull cleaning', type: 'TrendEvent' as const },
    { timestamp: iso(today - 5 * DAY), name: 'Speed log calibrated', type: 'InfoEvent' as const },
    { timestamp: iso(today - 400 * DAY), name: 'Long before', type: 'TrendEvent' as const },
  ],
};

const speedLog: SpeedLog = {
  vesselId,
  featureName: 'Speed Through Water',
  fromDate: iso(today - 180 * DAY),
  toDate: iso(today),
  hasSpeedThroughWater: true,
  hasSpeedOverGround: true,
  dayCount: 20,
  meanDeviationPercent: 1.2,
  recentDeviationPercent: 1.1,
  driftPercentPerYear: 0.4,
  needsCalibration: false,
  calibrationLimitPercent: 3,
  days: Array.from({ length: 20 }, (_, i) => ({
    date: iso(today - (20 - i) * DAY),
    speedThroughWater: 12 + (i % 3) * 0.1,
    derivedSpeedThroughWater: 11.9 + (i % 2) * 0.1,
    deviationPercent: 1,
    blockCount: 96,
  })),
};

const featureValues: FeatureValues = {
  logVariableId: speedId,
  name: 'Speed through water',
  unit: 'knot',
  granularity: 'Hour',
  // About 12 kn and one outlier of 60 kn.
  values: Array.from({ length: 24 * 20 }, (_, i) => ({
    timestamp: iso(today - 20 * DAY + i * 3_600_000),
    value: i === 100 ? 60 : 12 + (i % 4) * 0.1,
  })),
  outliers: [],
};

const legendTexts = (figure: HTMLElement) =>
  within(within(figure).getByRole('list', { name: messages.chartLegend }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const latestPlot = () => recordedPlots.filter((plot) => !plot.destroyed).at(-1) as FakePlot;

describe('Data quality charts over time', () => {
  it('PERF-050 PERF-027 the speed log marks the vessel’s events inside its days and keys them in its legend', async () => {
    installFakeApi({
      ...vesselEventHandlers(events, ['DataQuality']),
      'GET /DataQuality/SpeedLog': () => ({ body: speedLog }),
    });
    renderWithProviders(<SpeedLogScreen />);
    const figure = (await screen.findByTestId('log-data-chart')).closest('figure')!;
    await waitFor(() =>
      expect(legendTexts(figure)).toEqual([
        'Speed through water (knot)',
        'Derived speed through water (knot)',
        messages.chartTrendEvents,
        messages.chartInfoEvents,
      ]),
    );
    await waitFor(() => expect(drawnTexts(latestPlot())).toContain('Hull cleaning'));
    expect(drawnTexts(latestPlot())).toContain('Speed log calibrated');
    expect(drawnTexts(latestPlot())).not.toContain('Long before');
  });

  it('PERF-049 PERF-027 a feature’s values mark the vessel’s events and open on their full range, the outlier inside', async () => {
    installFakeApi({
      ...vesselEventHandlers(events, ['DataQuality']),
      'GET /datafeature': () => ({ body: featureValues }),
    });
    renderWithProviders(<FeatureValuesChart vesselId={vesselId} logVariableId={speedId} />);
    const figure = (await screen.findByTestId('log-data-chart')).closest('figure')!;
    await waitFor(() =>
      expect(legendTexts(figure)).toEqual([
        'Speed through water (knot)',
        messages.chartTrendEvents,
        messages.chartInfoEvents,
      ]),
    );
    await waitFor(() => expect(drawnTexts(latestPlot())).toContain('Hull cleaning'));
    const plot = latestPlot();
    const range = () => plot.options.scales.knot.range(plot, 12, 60) as [number, number];
    const fullRange = await screen.findByRole('switch', { name: /^Show full range of Speed through water/ });
    expect((fullRange as HTMLInputElement).checked).toBe(true);
    expect(range()[1]).toBeGreaterThanOrEqual(60);
    fireEvent.click(fullRange);
    await waitFor(() => expect(range()[1]).toBeLessThan(20));
  });
});
