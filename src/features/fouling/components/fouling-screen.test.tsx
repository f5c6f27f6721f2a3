import type * as MantineHooks from '@mantine/hooks';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AddedFuelConsumption,
  FoulingConfig,
  SpeedLossHistory,
  SpeedLossStatistics,
} from '../../../../domain/contracts/fouling.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { goOffline, installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { appQueryClient, clientAfterReading, renderWithProviders } from '../../../lib/testing.tsx';
import { FoulingScreen } from './fouling-screen.tsx';
import { speedLossInColumns } from '../../../../tests/support/log-data-answers.ts';

configure({ asyncUtilTimeout: 5000 });
vi.mock('uplot', async () => (await import('../../../../tests/support/chart-mocks.ts')).fakeUplotModule);
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: (await import('../../../../tests/support/chart-mocks.ts')).fixedElementSize,
}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const vesselId = testId('vessel');
const statistics: SpeedLossStatistics = {
  vesselId,
  latestDate: '2026-11-20T00:00:00.000Z',
  dailyValueCount: 120,
  statisticsPeriodDays: 30,
  meanSpeedLoss: 4.1,
  meanSpeedLoss90Days: 3.9,
  currentSpeedLoss: 4.25,
  changePerYear: 2.5,
  lastCleaningDate: null,
  speedLossAtLastCleaning: null,
  speedLossBeforeLastCleaning: null,
  daysSinceLastCleaning: null,
  benchmark: 2,
  deviationFromBenchmark: 2.25,
  daysToMaintenanceTrigger: null,
  status: 'Observe',
};
const history: SpeedLossHistory = {
  vesselId,
  unitName: '%',
  values: [],
  periods: [],
  events: [],
  computedAt: null,
};
const added: AddedFuelConsumption = {
  vesselId,
  fromDate: '2026-08-22T00:00:00.000Z',
  toDate: '2026-11-20T00:00:00.000Z',
  fuelPrice: null,
  co2Factor: 3.114,
  benchmarkSpeedLoss: 2,
  days: [],
  fuelConsumption: 2400,
  addedFuel: 96.5,
  addedCo2: 300.5,
  addedCost: null,
  daysWithoutSpeedLoss: 0,
};
const config: FoulingConfig = {
  vesselId,
  benchmarkSpeedLoss: 2,
  observeLimit: 3,
  maintenanceTrigger: 6,
  statisticsPeriodDays: 30,
  warmWaterLimit: 25,
  isStored: true,
  version: 1,
};

function serve(overrides: Record<string, Parameters<typeof installFakeApi>[0][string]> = {}) {
  return installFakeApi({
    'GET /Fouling/Statistics': () => ({ body: statistics }),
    'GET /Fouling/SpeedLoss': () => ({ body: speedLossInColumns(history) }),
    'GET /Fouling/AddedFuelConsumption': () => ({ body: added }),
    [`GET /Fouling/Config/${vesselId}`]: () => ({ body: config }),
    [`GET /Fouling/HullCoatingVessel/${vesselId}`]: () => ({ body: null }),
    ...overrides,
  });
}

const page = <FoulingScreen vesselId={vesselId} canEdit={false} />;
/** The page's figures: the statistics, the added fuel and the configuration. */
async function figuresShown() {
  await screen.findByText('4.25 %');
  await screen.findByText('96.5 t');
  await screen.findByText('No hull coating is recorded for this vessel.');
  await screen.findByText('25 °C');
}

describe('FoulingScreen offline (issue 26 §4, ADR 0108)', () => {
  const readAt = Date.UTC(2026, 10, 24, 8, 5);

  it('PERF-037 offline with the answers kept from an earlier visit: the statistics, added fuel, hull coating and configuration as read, and one notice with the time they were read', async () => {
    serve();
    const kept = await clientAfterReading(page, figuresShown, readAt);
    goOffline();
    renderWithProviders(page, { queryClient: kept });
    await figuresShown();
    expect(screen.getByTestId('kept-answers-notice').textContent).toBe(
      fillMessage(messages.keptAnswersShown, { readAt: '24. Nov, 2026 08:05' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit configuration' })).toBeNull();
  });

  it('PERF-037 offline with nothing kept: one notice says so, without an error box', async () => {
    goOffline();
    renderWithProviders(page, { queryClient: appQueryClient() });
    expect((await screen.findByTestId('kept-answers-notice')).textContent).toBe(messages.nothingKeptOffline);
    await waitFor(() => expect(screen.queryByText(/^Loading/)).toBeNull());
    expect(screen.getAllByTestId('kept-answers-notice')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(messages.failedToFetchSpeedLossStatistics)).toBeNull();
  });

  it('PERF-037 online: the figures as read now and no offline notice; a failed read still shows its error', async () => {
    serve({ 'GET /Fouling/AddedFuelConsumption': () => ({ status: 500, body: { message: 'Boom' } }) });
    renderWithProviders(page, { queryClient: appQueryClient() });
    expect(await screen.findByText('4.25 %')).toBeDefined();
    expect((await screen.findByRole('alert')).textContent).toContain(
      messages.failedToFetchAddedFuelConsumption,
    );
    expect(screen.queryByTestId('kept-answers-notice')).toBeNull();
  });
});
