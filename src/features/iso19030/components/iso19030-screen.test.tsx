import type * as MantineHooks from '@mantine/hooks';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  Iso19030Event,
  Iso19030Indicator,
  Iso19030PerformanceIndicators,
} from '../../../../domain/contracts/iso19030.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { recordedPlots } from '../../../../tests/support/chart-mocks.ts';
import { goOffline, installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import type * as Snackbar from '../../../components/snackbar.ts';
import { appQueryClient, clientAfterReading, renderWithProviders } from '../../../lib/testing.tsx';
import { Iso19030Screen } from './iso19030-screen.tsx';

configure({ asyncUtilTimeout: 5000 });
const snackbar = vi.hoisted(() => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('../../../components/snackbar.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Snackbar>()),
  ...snackbar,
}));
vi.mock('uplot', async () => (await import('../../../../tests/support/chart-mocks.ts')).fakeUplotModule);
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: (await import('../../../../tests/support/chart-mocks.ts')).fixedElementSize,
}));
afterEach(() => {
  vi.unstubAllGlobals();
  recordedPlots.length = 0;
});

const vesselId = testId('vessel');
const cleaning: Iso19030Event = {
  id: testId('cleaning'),
  vesselId,
  eventType: 'HullCleaning',
  eventTypeName: 'Hull cleaning',
  startDate: '2026-05-12T08:00:00.000Z',
  endDate: null,
  description: 'Diver cleaning',
  createdAt: '2026-05-13T08:00:00.000Z',
  updatedAt: '2026-05-13T08:00:00.000Z',
  version: 1,
};
const none = (kind: Iso19030Indicator['kind'], reason: string): Iso19030Indicator => ({
  kind,
  value: null,
  uncorrectedValue: null,
  referencePeriod: null,
  evaluationPeriod: null,
  eventId: null,
  reason,
});
const indicators: Iso19030PerformanceIndicators = {
  vesselId,
  referenceDays: 365,
  maintenanceDays: 90,
  longTrendId: testId('trend'),
  windCorrection: {
    applied: false,
    reason: 'Not wind-corrected: the vessel settings give no transverse area above water.',
    blocksKept: null,
  },
  dryDockingPerformance: none('DryDockingPerformance', 'Needs two dry-dockings.'),
  inServicePerformance: none('InServicePerformance', 'Needs a dry-docking.'),
  maintenanceTrigger: none('MaintenanceTrigger', 'Needs a dry-docking.'),
  maintenanceEffects: [
    {
      kind: 'MaintenanceEffect',
      value: 4.71,
      uncorrectedValue: 4.71,
      referencePeriod: {
        fromDate: '2026-02-11T08:00:00.000Z',
        toDate: '2026-05-12T08:00:00.000Z',
        mean: -7.52,
        valueCount: 60,
      },
      evaluationPeriod: {
        fromDate: '2026-05-12T08:00:00.000Z',
        toDate: '2026-08-10T08:00:00.000Z',
        mean: -2.81,
        valueCount: 55,
      },
      eventId: cleaning.id,
      reason: null,
    },
  ],
  series: [
    { timestamp: '2026-05-10T12:00:00.000Z', value: -7.5 },
    { timestamp: '2026-05-14T12:00:00.000Z', value: -2.8 },
  ],
  uncorrectedSeries: [
    { timestamp: '2026-05-10T12:00:00.000Z', value: -7.5 },
    { timestamp: '2026-05-14T12:00:00.000Z', value: -2.8 },
  ],
};

function render(overrides: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({
    [`GET /Iso19030Events/Vessel/${vesselId}`]: () => ({ body: [cleaning] }),
    [`GET /Iso19030PerformanceIndicators/${vesselId}`]: () => ({ body: indicators }),
    ...overrides,
  });
  renderWithProviders(
    <Iso19030Screen
      vesselId={vesselId}
      periods={{ referenceDays: 365, maintenanceDays: 90 }}
      onPeriodsChange={() => {}}
    />,
  );
  return api;
}

describe('the ISO 19030 page', () => {
  it('PERF-038 the indicators with their periods and reasons, the chart and the events', async () => {
    render();
    expect((await screen.findByTestId('indicator-MaintenanceEffect-value')).textContent).toBe('+4.71 points');
    const effect = screen.getByTestId('indicator-MaintenanceEffect');
    expect(within(effect).getByText('Hull cleaning, 12. May, 2026')).toBeDefined();
    expect(
      within(effect).getByText(/11. Feb, 2026 to 12. May, 2026 · 60 daily values · mean −7.52 %/),
    ).toBeDefined();
    expect(screen.getByTestId('indicator-DryDockingPerformance-reason').textContent).toBe(
      'Needs two dry-dockings.',
    );
    expect(screen.getByTestId('iso19030-chart').getAttribute('aria-label')).toMatch(
      /2 daily speed values .* Events: Hull cleaning on 12. May, 2026\./,
    );
    // Issue 26 §5: a legend with a colour key for each thing drawn.
    const legend = screen.getByRole('list', { name: messages.chartLegend });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Daily speed performance value (%)',
      messages.chartEvents,
      'Reference period mean',
      'Evaluation period mean',
    ]);
    expect(within(legend).getAllByTestId('legend-swatch')).toHaveLength(4);
    const table = await screen.findByRole('table', { name: 'Hull and propeller events' });
    expect(within(table).getByText('12. May, 2026 08:00')).toBeDefined();
    expect(within(table).getByText('Diver cleaning')).toBeDefined();
  });

  it('PERF-038 without the wind correction the page says why, and shows no second value', async () => {
    render();
    expect((await screen.findByTestId('wind-correction')).textContent).toBe(
      'Not wind-corrected: the vessel settings give no transverse area above water.',
    );
    expect(screen.queryByTestId('indicator-MaintenanceEffect-uncorrected')).toBeNull();
  });

  it('PERF-038 with the wind correction: speed loss (wind-corrected) beside speed loss (uncorrected)', async () => {
    const [effect] = indicators.maintenanceEffects;
    render({
      [`GET /Iso19030PerformanceIndicators/${vesselId}`]: () => ({
        body: {
          ...indicators,
          windCorrection: { applied: true, reason: null, blocksKept: 412 },
          maintenanceEffects: [{ ...effect!, value: 4.2, uncorrectedValue: 4.71 }],
        },
      }),
    });
    expect((await screen.findByTestId('indicator-MaintenanceEffect-value')).textContent).toBe('+4.20 points');
    expect(screen.getByTestId('indicator-MaintenanceEffect-uncorrected').textContent).toBe(
      'Speed loss (uncorrected): +4.71 points',
    );
    const card = screen.getByTestId('indicator-MaintenanceEffect');
    expect(within(card).getByText('speed loss (wind-corrected)')).toBeDefined();
    expect(screen.getByTestId('wind-correction').textContent).toMatch(/412 15-minute blocks/);
  });

  it('PERF-182 the spec texts of the failures: events and indicators', async () => {
    render({
      [`GET /Iso19030Events/Vessel/${vesselId}`]: () => ({
        status: 500,
        body: { message: '', code: 'INTERNAL' },
      }),
      [`GET /Iso19030PerformanceIndicators/${vesselId}`]: () => ({
        status: 500,
        body: { message: '', code: 'INTERNAL' },
      }),
    });
    expect(await screen.findByText('Failed to fetch ISO19030 performance indicators')).toBeDefined();
    expect(await screen.findByText('Failed to fetch')).toBeDefined();
  });

  it('PERF-085 no events yet: the empty message; a refused creation says Failed to create and the server words', async () => {
    const api = render({
      [`GET /Iso19030Events/Vessel/${vesselId}`]: () => ({ body: [] }),
      'POST /Iso19030Events': () => ({
        status: 400,
        body: { message: 'An event lasts at most 180 days.', code: 'VALIDATION_FAILED' },
      }),
    });
    expect(
      await screen.findByText('No hull or propeller events yet. Add the last dry-docking to start.'),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Add event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    fireEvent.change(within(dialog).getByLabelText(/Start \(UTC\)/), {
      target: { value: '2026-03-01T08:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An event lasts at most 180 days.')).toBeDefined();
    expect(snackbar.showError).toHaveBeenCalledWith('Failed to create');
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      vesselId,
      eventType: 'HullCleaning',
      startDate: '2026-03-01T08:00:00.000Z',
      endDate: null,
      description: '',
    });
  });

  it('ADR 0092 an edit sends the version it was filled from; a 412 shows the event as saved now and says why', async () => {
    const theirs = { ...cleaning, description: 'Cleaned by Anna', version: 2 };
    const api = render({
      [`PATCH /Iso19030Events/${cleaning.id}`]: () => ({
        status: 412,
        body: { message: 'stale', code: 'PRECONDITION_FAILED', current: theirs },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Hull and propeller events' });
    fireEvent.click(within(table).getByRole('button', { name: /Edit Hull cleaning/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The dialog is filled again from the saved event (a new dialog for its new version).
    expect(
      await screen.findByText(fillMessage(messages.changedByAnotherUser, { thing: 'event' })),
    ).toBeDefined();
    const shown = await screen.findByRole('dialog', { name: 'Edit event' });
    await waitFor(() =>
      expect((within(shown).getByLabelText('Description') as HTMLInputElement).value).toBe('Cleaned by Anna'),
    );
    expect(api.calls.find((call) => call.method === 'PATCH')?.headers?.['if-match']).toBe('"1"');
  });
});

describe('the ISO 19030 page offline (issue 26 §4, ADR 0108)', () => {
  const readAt = Date.UTC(2026, 10, 24, 8, 5);
  const page = (
    <Iso19030Screen
      vesselId={vesselId}
      periods={{ referenceDays: 365, maintenanceDays: 90 }}
      onPeriodsChange={() => {}}
    />
  );
  const serve = (overrides: Parameters<typeof installFakeApi>[0] = {}) =>
    installFakeApi({
      [`GET /Iso19030Events/Vessel/${vesselId}`]: () => ({ body: [cleaning] }),
      [`GET /Iso19030PerformanceIndicators/${vesselId}`]: () => ({ body: indicators }),
      ...overrides,
    });
  const figuresShown = async () => {
    expect((await screen.findByTestId('indicator-MaintenanceEffect-value')).textContent).toBe('+4.71 points');
    const table = await screen.findByRole('table', { name: 'Hull and propeller events' });
    expect(within(table).getByText('Diver cleaning')).toBeDefined();
  };
  afterEach(() => vi.restoreAllMocks());

  it('PERF-038 offline with the answers kept from an earlier visit: the indicators and events as read, and one notice with the time they were read', async () => {
    serve();
    const kept = await clientAfterReading(page, figuresShown, readAt);
    goOffline();
    renderWithProviders(page, { queryClient: kept });
    await figuresShown();
    expect(screen.getByTestId('kept-answers-notice').textContent).toBe(
      fillMessage(messages.keptAnswersShown, { readAt: '24. Nov, 2026 08:05' }),
    );
    expect(screen.getByTestId('iso19030-chart')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('PERF-038 offline with nothing kept: one notice says so, without an error box', async () => {
    goOffline();
    renderWithProviders(page, { queryClient: appQueryClient() });
    expect((await screen.findByTestId('kept-answers-notice')).textContent).toBe(messages.nothingKeptOffline);
    await waitFor(() => expect(screen.queryByText(/^Loading/)).toBeNull());
    expect(screen.getAllByTestId('kept-answers-notice')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(messages.failedToFetchIso19030PerformanceIndicators)).toBeNull();
  });

  it('PERF-038 online: the indicators as read now and no offline notice; a failed read still shows its error', async () => {
    serve({ [`GET /Iso19030Events/Vessel/${vesselId}`]: () => ({ status: 500, body: { message: 'Boom' } }) });
    renderWithProviders(page, { queryClient: appQueryClient() });
    expect((await screen.findByTestId('indicator-MaintenanceEffect-value')).textContent).toBe('+4.71 points');
    expect((await screen.findByRole('alert')).textContent).toContain(messages.failedToFetch);
    expect(screen.queryByTestId('kept-answers-notice')).toBeNull();
  });
});
