// The Fouling/Diagnostics page's time charts (issue 26 §5): the sea temperature and the propulsion
// efficiency mark the vessel's events inside their days and key them; the propulsion curve is over
// shaft power, not time, and marks none.
import type * as MantineHooks from '@mantine/hooks';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  PropulsionEfficiencyCurve,
  PropulsionEfficiencyData,
  SeaSurfaceTemperature,
} from '../../../../domain/contracts/fouling.ts';
import { messages } from '../../../../domain/messages.ts';
import { drawnTexts, recordedPlots, type FakePlot } from '../../../../tests/support/chart-mocks.ts';
import { installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { vesselEventHandlers } from '../../../../tests/support/vessel-events.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { FoulingDiagnosticsScreen } from './fouling-diagnostics-screen.tsx';
import { efficiencyInColumns } from '../../../../tests/support/log-data-answers.ts';

configure({ asyncUtilTimeout: 5000 });
vi.mock('uplot', async () => (await import('../../../../tests/support/chart-mocks.ts')).fakeUplotModule);
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: (await import('../../../../tests/support/chart-mocks.ts')).fixedElementSize,
}));
// The map (Leaflet) is not what is tested here.
vi.mock('./sea-temperature-map.tsx', () => ({ default: () => null }));
afterEach(() => {
  vi.unstubAllGlobals();
  recordedPlots.length = 0;
});

const vesselId = testId('vessel');
const day = (n: number) => new Date(Date.UTC(2026, 5, 1 + n)).toISOString();
const sst: SeaSurfaceTemperature = {
  vesselId,
  fromDate: day(0),
  toDate: day(10),
  warmWaterLimit: 25,
  points: Array.from({ length: 10 }, (_, n) => ({
    timestamp: day(n),
    temperature: 20 + (n % 3),
    latlng: [50, 5] as [number, number],
    shipSpeed: 12,
    timeSpent: 24,
  })),
};
const efficiency: PropulsionEfficiencyData = {
  vesselId,
  unitName: '%',
  values: Array.from({ length: 10 }, (_, n) => ({ timestamp: day(n), propulsionEfficiency: 95 + (n % 2) })),
  current: 95.5,
};
const curve: PropulsionEfficiencyCurve = {
  vesselId,
  curveId: testId('curve'),
  referenceDraft: 12,
  speedLoss: 4,
  propulsionEfficiency: 96,
  points: [
    { power: 4000, referenceSpeed: 11, currentSpeed: 10.6 },
    { power: 8000, referenceSpeed: 14, currentSpeed: 13.5 },
  ],
};

describe('FoulingDiagnosticsScreen', () => {
  it('PERF-037 PERF-027 the sea temperature and propulsion efficiency mark the vessel’s events; the propulsion curve does not', async () => {
    installFakeApi({
      ...vesselEventHandlers({
        [vesselId]: [
          { timestamp: day(3), name: 'Hull cleaning', type: 'TrendEvent' },
          { timestamp: day(40), name: 'Later', type: 'InfoEvent' },
        ],
      }),
      'GET /Fouling/SeaSurfaceTemperature': () => ({ body: sst }),
      'GET /Fouling/PropulsionEfficiencyData': () => ({ body: efficiencyInColumns(efficiency) }),
      'GET /Fouling/PropulsionEfficiencyCurve': () => ({ body: curve }),
    });
    renderWithProviders(<FoulingDiagnosticsScreen vesselId={vesselId} canEdit={false} />);
    const legendOf = async (title: string) => {
      const paper = (await screen.findByText(title, { selector: 'p' })).closest('.mantine-Paper-root')!;
      return within(paper as HTMLElement)
        .getByRole('list', { name: messages.chartLegend })
        .querySelectorAll('li');
    };
    const texts = async (title: string) => [...(await legendOf(title))].map((item) => item.textContent);
    await waitFor(async () =>
      expect(await texts('Sea surface temperature')).toEqual([
        'Sea temperature (°C)',
        'Warm-water limit',
        messages.chartTrendEvents,
      ]),
    );
    await waitFor(async () =>
      expect(await texts('Propulsion efficiency')).toEqual([
        'Propulsion efficiency (%)',
        'Reference hull',
        messages.chartTrendEvents,
      ]),
    );
    expect(await texts('Propulsion curve')).toEqual(['Reference (sea trial) speed (kn)', 'Speed now (kn)']);
    const plots = recordedPlots.filter((plot) => !plot.destroyed) as FakePlot[];
    const marked = plots.filter((plot) => drawnTexts(plot).includes('Hull cleaning'));
    expect(marked).toHaveLength(2);
    expect(plots.some((plot) => drawnTexts(plot).includes('Later'))).toBe(false);
  });
});
