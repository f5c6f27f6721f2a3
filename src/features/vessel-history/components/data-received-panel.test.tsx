import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  LatestVesselHistory,
  VesselHistory,
  VesselHistoryAdditional,
} from '../../../../domain/contracts/vessel-histories.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { goOffline, installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { appQueryClient, clientAfterReading, renderWithProviders } from '../../../lib/testing.tsx';
import { DataReceivedPanel } from './data-received-panel.tsx';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const vesselId = testId('vessel');
const nowMs = Date.parse('2026-03-10T12:00:00.000Z');
const exports = ['2026-03-03T01:00:00.000Z', '2026-03-05T01:00:00.000Z', '2026-03-07T01:00:00.000Z'];
const histories: VesselHistory = {
  vesselId,
  histories: exports.map((exportDate, i) => ({ id: testId(`export-${i}`), exportDate })),
  timespan: 30,
};
const latest: LatestVesselHistory = { vesselId, ...histories.histories[2]! };
const additional: VesselHistoryAdditional = {
  vesselId,
  packageCount: 3,
  failedPackageCount: 1,
  firstExportDate: exports[0]!,
  lastReceivedDate: '2026-03-07T02:10:00.000Z',
  lastExport: {
    ...histories.histories[2]!,
    receivedDate: '2026-03-07T02:10:00.000Z',
    dataFromDate: '2026-03-05T00:00:00.000Z',
    dataToDate: '2026-03-07T00:00:00.000Z',
    variableCount: 24,
    sampleCount: 13_824,
  },
};
const failure = { status: 500, body: { message: 'Boom', code: 'INTERNAL' } };

function serve(overrides: Record<string, Parameters<typeof installFakeApi>[0][string]> = {}) {
  return installFakeApi({
    [`GET /VesselHistories/Latest/${vesselId}`]: () => ({ body: latest }),
    'GET /VesselHistories/Find': () => ({ body: histories }),
    [`GET /VesselHistoryAdditional/Find/${vesselId}`]: () => ({ body: additional }),
    ...overrides,
  });
}

const fact = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('DataReceivedPanel', () => {
  it('PERF-092 PERF-172 PERF-173 the latest export, what the packages add up to, and the exports of the 30 days up to it, asked for in ISO UTC', async () => {
    const api = serve();
    renderWithProviders(<DataReceivedPanel vesselId={vesselId} nowMs={nowMs} />);
    const section = await screen.findByRole('region', { name: 'Data received' });
    await within(section).findByText('Data in the latest export');
    expect(fact(section, 'Latest export')).toBe('07. Mar, 2026 01:00 (3 days ago)');
    expect(fact(section, 'Data in the latest export')).toBe('05. Mar, 2026 00:00 – 07. Mar, 2026 00:00');
    expect(fact(section, 'It carried')).toBe('24 variables, 13,824 samples');
    expect(fact(section, 'Packages')).toBe('3 imported, 1 could not be imported');
    expect(fact(section, 'First export')).toBe('03. Mar, 2026 01:00');
    expect(fact(section, 'Last received')).toBe('07. Mar, 2026 02:10');

    const list = await within(section).findByRole('region', { name: 'Exports' });
    expect(
      within(list)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Exported (UTC)', '07. Mar, 2026 01:00', '05. Mar, 2026 01:00', '03. Mar, 2026 01:00']);
    expect(within(section).getByTestId('history-timeline').getAttribute('aria-label')).toBe(
      'Exports per day: 3 exports on 3 of 30 days',
    );
    const find = api.calls.find((c) => c.path === '/VesselHistories/Find')!;
    expect(Object.fromEntries(new URLSearchParams(find.query))).toEqual({
      vesselId,
      fromDate: '2026-02-06T00:00:00.000Z',
      toDate: '2026-03-07T23:59:59.999Z',
    });

    // Seven days instead: the window is asked for again.
    fireEvent.click(within(section).getByText('7 d'));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.path === '/VesselHistories/Find' && c.query.includes('2026-03-01T00%3A00')),
      ).toBe(true),
    );
    expect(await within(section).findByText('Exports in the 7 days up to the latest')).toBeDefined();
  });

  it('a vessel that has sent nothing yet says so, and no window is asked for', async () => {
    const api = serve({
      [`GET /VesselHistories/Latest/${vesselId}`]: () => ({
        status: 404,
        body: { message: 'No data package from this vessel has been imported yet.', code: 'NOT_FOUND' },
      }),
      [`GET /VesselHistoryAdditional/Find/${vesselId}`]: () => ({
        body: {
          ...additional,
          packageCount: 0,
          failedPackageCount: 0,
          firstExportDate: null,
          lastReceivedDate: null,
          lastExport: null,
        },
      }),
    });
    renderWithProviders(<DataReceivedPanel vesselId={vesselId} nowMs={nowMs} />);
    expect(await screen.findByText('No data has been received from this vessel yet.')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls.some((c) => c.path === '/VesselHistories/Find')).toBe(false);
  });

  it('PERF-192 a failed latest history and failed additional information say so in the spec words', async () => {
    serve({ [`GET /VesselHistories/Latest/${vesselId}`]: () => failure });
    const { unmount } = renderWithProviders(<DataReceivedPanel vesselId={vesselId} nowMs={nowMs} />);
    expect(await screen.findByText(messages.failedToLoadLatestVesselHistory)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined();
    unmount();

    serve({ [`GET /VesselHistoryAdditional/Find/${vesselId}`]: () => failure });
    renderWithProviders(<DataReceivedPanel vesselId={vesselId} nowMs={nowMs} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.failedToLoadVesselHistoryAdditional);
    // The rest of the panel stands.
    expect(await screen.findByRole('region', { name: 'Exports' })).toBeDefined();
  });

  it('PERF-191 a failed history of the window is an empty history, not an error', async () => {
    serve({ 'GET /VesselHistories/Find': () => failure });
    renderWithProviders(<DataReceivedPanel vesselId={vesselId} nowMs={nowMs} />);
    expect(await screen.findByText('No exports in these 30 days.')).toBeDefined();
    expect(screen.getByTestId('history-timeline').getAttribute('aria-label')).toBe(
      'Exports per day: 0 exports on 0 of 30 days',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('DataReceivedPanel offline, the Info page (issue 26 §4, ADR 0108)', () => {
  const readAt = Date.UTC(2026, 10, 24, 8, 5);
  const page = <DataReceivedPanel vesselId={vesselId} nowMs={nowMs} />;
  const figuresShown = async () => {
    const section = await screen.findByRole('region', { name: 'Data received' });
    await within(section).findByText('Data in the latest export');
    expect(fact(section, 'Latest export')).toBe('07. Mar, 2026 01:00 (3 days ago)');
    await within(section).findByRole('region', { name: 'Exports' });
  };
  afterEach(() => vi.restoreAllMocks());

  it('PERF-092 offline with the answers kept from an earlier visit: the latest export, the packages and the exports as read, and one notice with the time they were read', async () => {
    serve();
    const kept = await clientAfterReading(page, figuresShown, readAt);
    goOffline();
    renderWithProviders(page, { queryClient: kept });
    await figuresShown();
    expect(screen.getByTestId('kept-answers-notice').textContent).toBe(
      fillMessage(messages.keptAnswersShown, { readAt: '24. Nov, 2026 08:05' }),
    );
    expect(screen.queryByText('No exports in these 30 days.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('PERF-092 offline with nothing kept: one notice says so, without an error box', async () => {
    goOffline();
    renderWithProviders(page, { queryClient: appQueryClient() });
    expect((await screen.findByTestId('kept-answers-notice')).textContent).toBe(messages.nothingKeptOffline);
    await waitFor(() => expect(screen.queryByText(/^Loading/)).toBeNull());
    expect(screen.getAllByTestId('kept-answers-notice')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(messages.failedToLoadLatestVesselHistory)).toBeNull();
  });

  it('PERF-092 online: the data received as read now and no offline notice; a failed read still shows its error', async () => {
    serve({ [`GET /VesselHistoryAdditional/Find/${vesselId}`]: () => failure });
    renderWithProviders(page, { queryClient: appQueryClient() });
    const section = await screen.findByRole('region', { name: 'Data received' });
    await within(section).findByText(/07. Mar, 2026 01:00/);
    expect((await screen.findByRole('alert')).textContent).toContain(
      messages.failedToLoadVesselHistoryAdditional,
    );
    expect(screen.queryByTestId('kept-answers-notice')).toBeNull();
  });
});
