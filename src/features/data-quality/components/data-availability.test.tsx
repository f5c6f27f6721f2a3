// The Data availability page (issue 26 §2, ADR 0110): its states (loading, error, nothing, outages),
// the cadence sentence, the timeline beside the table, and the filters sent to the server.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataOutageList, FleetOverview } from '../../../../domain/contracts/data-quality.ts';
import { messages } from '../../../../domain/messages.ts';
import { buildUser, installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { vesselEventHandlers } from '../../../../tests/support/vessel-events.ts';
import { renderWithProviders, renderWithRouter } from '../../../lib/testing.tsx';
import { cadenceText, DataAvailability, filtersOf, timelineRows } from './data-availability.tsx';
import { AvailabilityTimeline, timelineLegendEntries, timelineTicks } from './availability-timeline.tsx';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const vesselId = testId('vessel');
const speedId = testId('speed');
const powerId = testId('power');
const overview: FleetOverview = {
  fromDate: '2026-03-01T00:00:00.000Z',
  toDate: '2026-03-31T00:00:00.000Z',
  vessels: [
    {
      vesselId,
      vesselName: 'Nordic Star',
      variableCount: 2,
      outageCount: 2,
      percentMissing: 1,
      openOutlierCount: 0,
      outliersSearchedAt: null,
      outlierSearchPending: false,
      lastSampleAt: '2026-03-30T23:59:00.000Z',
    },
  ],
};
const list: DataOutageList = {
  fromDate: '2026-03-01T00:00:00.000Z',
  toDate: '2026-03-31T00:00:00.000Z',
  minimumGapMinutes: 60,
  outages: [
    {
      vesselId,
      vesselName: 'Nordic Star',
      logVariableId: speedId,
      logVariableName: 'Speed over ground',
      start: '2026-03-29T00:00:00.000Z',
      end: '2026-03-31T00:00:00.000Z',
      durationMinutes: 2880,
      isOpen: true,
    },
    {
      vesselId,
      vesselName: 'Nordic Star',
      logVariableId: powerId,
      logVariableName: 'Shaft power',
      start: '2026-03-10T06:00:00.000Z',
      end: '2026-03-10T12:00:00.000Z',
      durationMinutes: 360,
      isOpen: false,
    },
  ],
  variables: [
    {
      vesselId,
      logVariableId: speedId,
      logVariableName: 'Speed over ground',
      outageCount: 1,
      percentMissing: 6.66667,
    },
    {
      vesselId,
      logVariableId: powerId,
      logVariableName: 'Shaft power',
      outageCount: 1,
      percentMissing: 0.83333,
    },
  ],
  cadences: [
    {
      vesselId,
      vesselName: 'Nordic Star',
      cadenceMinutes: 1440,
      lastPackageAt: '2026-03-30T23:59:00.000Z',
      nextPackageOverdueAt: '2026-04-01T11:59:00.000Z',
      overdue: false,
      awaitingVariableCount: 3,
    },
  ],
};

const user = buildUser({ companyId: testId('company') });
function api(
  outages: () => { status?: number; body?: unknown },
  more: Parameters<typeof installFakeApi>[0] = {},
) {
  return installFakeApi({
    'GET /Users/GetUser': () => ({ body: user }),
    'GET /DataQuality/FleetOverview': () => ({ body: overview }),
    'GET /DataQuality/DataOutage': outages,
    ...more,
  });
}

describe('DataAvailability', () => {
  it('ADR 0110 shows the cadence, the timeline beside the table and an ongoing outage marked', async () => {
    api(() => ({ body: list }));
    renderWithRouter(<DataAvailability configuration={null} />);
    const table = await screen.findByRole('table', { name: 'Outages' });
    expect(within(table).getAllByTestId('outage-row')).toHaveLength(2);
    expect(within(table).getByText(messages.availabilityOngoing)).toBeDefined();
    expect(
      screen.getByText(/Nordic Star: a package usually every 1 day; the last reached 2026-03-30 23:59 UTC/),
    ).toBeDefined();
    expect(
      screen.getByText(/3 variable\(s\) of Nordic Star have had no data since the last package/),
    ).toBeDefined();
    // One timeline row for the vessel, named by its summary.
    const row = screen.getByRole('img', {
      name: 'Nordic Star: 2 outage(s) from 2026-03-01 00:00 to 2026-03-31 00:00, 3.75 % of the time missing.',
    });
    expect(within(row as unknown as HTMLElement).getAllByTestId(/timeline-/)).toHaveLength(2);
  });

  it('PERF-048 PERF-027 the timeline marks the vessel’s events of the period on its row, names them, and keys what it draws', async () => {
    api(
      () => ({ body: list }),
      vesselEventHandlers({
        [vesselId]: [
          { timestamp: '2026-03-05T00:00:00.000Z', name: 'Hull cleaning', type: 'TrendEvent' },
          { timestamp: '2026-03-20T00:00:00.000Z', name: 'Logger replaced', type: 'InfoEvent' },
          { timestamp: '2026-02-01T00:00:00.000Z', name: 'Before the period', type: 'TrendEvent' },
        ],
      }),
    );
    renderWithRouter(<DataAvailability configuration={null} />);
    const row = await screen.findByRole('img', {
      name: 'Nordic Star: 2 outage(s) from 2026-03-01 00:00 to 2026-03-31 00:00, 3.75 % of the time missing. Events: Hull cleaning 05. Mar, 2026, Logger replaced 20. Mar, 2026.',
    });
    const marks = within(row as unknown as HTMLElement).getAllByTestId('event-mark');
    expect(marks.map((mark) => mark.getAttribute('stroke-dasharray'))).toEqual([null, '2 3']);
    const legend = screen.getByRole('list', { name: messages.chartLegend });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      messages.availabilityTimelineData,
      messages.availabilityTimelineOutage,
      messages.availabilityTimelineOngoing,
      messages.chartTrendEvents,
      messages.chartInfoEvents,
    ]);
    // The period lies in one year: the ticks carry no year.
    expect(screen.getByText('01. Mar')).toBeDefined();
    expect(screen.queryByText(/, 2026$/)).toBeNull();
  });

  it('PERF-048 a period across New Year: every tick of the timeline carries its year', () => {
    renderWithProviders(
      <AvailabilityTimeline
        title={messages.availabilityTimeline}
        fromMs={Date.UTC(2025, 11, 20)}
        toMs={Date.UTC(2026, 0, 10)}
        rows={[{ key: 'v', label: 'Nordic Star', spans: [], marks: [], summary: 'Nordic Star' }]}
      />,
    );
    expect(screen.getByText('20. Dec, 2025')).toBeDefined();
    expect(screen.getAllByText(/^\d\d\. Jan, 2026$/).length).toBeGreaterThan(0);
  });

  it('says there is no outage in the period, and shows the error with a retry when the read fails', async () => {
    api(() => ({ body: { ...list, outages: [] } }));
    const first = renderWithRouter(<DataAvailability configuration={null} />);
    expect(await screen.findByText('No outage from 2026-03-01 00:00 to 2026-03-31 00:00 UTC.')).toBeDefined();
    first.unmount();
    vi.unstubAllGlobals();
    api(() => ({ status: 500, body: { message: 'Database down' } }));
    renderWithRouter(<DataAvailability configuration={null} />);
    expect(await screen.findByText(messages.failedToRefreshDataAvailability)).toBeDefined();
  });

  it('ADR 0110 the period chosen is sent to the server as whole UTC days', async () => {
    const { calls } = api(() => ({ body: list }));
    renderWithRouter(<DataAvailability configuration={null} />);
    await screen.findByRole('table', { name: 'Outages' });
    fireEvent.change(screen.getByLabelText(messages.availabilityFrom), { target: { value: '2026-03-05' } });
    await waitFor(() =>
      expect(calls.some((call) => call.query.includes('fromDate=2026-03-05T00%3A00%3A00.000Z'))).toBe(true),
    );
  });
});

describe('the page’s pure parts', () => {
  it('filtersOf: whole UTC days, the to day included; nothing unset is sent', () => {
    expect(filtersOf({ vesselId: null, from: '', to: '' })).toEqual({});
    expect(filtersOf({ vesselId: 'v', from: '2026-03-01', to: '2026-03-31' })).toEqual({
      vesselId: 'v',
      fromDate: '2026-03-01T00:00:00.000Z',
      toDate: '2026-04-01T00:00:00.000Z',
    });
  });

  it('timelineRows: a row per vessel, or per variable once a vessel is chosen; the variable filter keeps one', () => {
    expect(timelineRows(list, null, null).map((row) => [row.label, row.spans.length])).toEqual([
      ['Nordic Star', 2],
    ]);
    expect(timelineRows(list, vesselId, null).map((row) => [row.label, row.spans.length])).toEqual([
      ['Speed over ground', 1],
      ['Shaft power', 1],
    ]);
    expect(timelineRows(list, vesselId, powerId).map((row) => row.label)).toEqual(['Shaft power']);
    expect(timelineRows(list, null, null)[0]!.spans.map((span) => span.open)).toEqual([true, false]);
  });

  it('PERF-048 timelineRows: each vessel’s row has its own events of the period; a variable row those of the vessel chosen', () => {
    const otherId = testId('other-vessel');
    const twoVessels: DataOutageList = {
      ...list,
      cadences: [...list.cadences, { ...list.cadences[0]!, vesselId: otherId, vesselName: 'Aurora' }],
    };
    const marks = [
      {
        atMs: Date.parse('2026-03-05T00:00:00Z'),
        label: 'Hull cleaning',
        type: 'TrendEvent' as const,
        vesselId,
      },
      {
        atMs: Date.parse('2026-03-06T00:00:00Z'),
        label: 'Dry-docking',
        type: 'TrendEvent' as const,
        vesselId: otherId,
      },
      { atMs: Date.parse('2026-04-06T00:00:00Z'), label: 'After', type: 'InfoEvent' as const, vesselId },
    ];
    expect(timelineRows(twoVessels, null, null, marks).map((row) => row.marks.map((m) => m.label))).toEqual([
      ['Hull cleaning'],
      ['Dry-docking'],
    ]);
    expect(
      timelineRows(list, vesselId, null, marks.slice(0, 1)).map((row) => row.marks.map((m) => m.label)),
    ).toEqual([['Hull cleaning'], ['Hull cleaning']]);
    // The legend names only what is drawn: no outage, no ongoing one, no event.
    const quiet = timelineRows({ ...list, outages: [] }, null, null);
    expect(timelineLegendEntries(quiet).map((entry) => entry.label)).toEqual([
      messages.availabilityTimelineData,
    ]);
  });

  it('cadenceText and timelineTicks', () => {
    expect(cadenceText(1440)).toBe('1 day');
    expect(cadenceText(360)).toBe('6 hours');
    expect(cadenceText(90)).toBe('90 minutes');
    const ticks = timelineTicks(Date.UTC(2026, 2, 1), Date.UTC(2026, 2, 31));
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.length).toBeLessThanOrEqual(8);
    expect(ticks.every((tick) => tick % 86_400_000 === 0)).toBe(true);
  });
});
