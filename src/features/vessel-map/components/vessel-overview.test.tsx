import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../lib/testing.tsx';
import { installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { VesselOverview, type OverviewVessel } from './vessel-overview.tsx';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.unstubAllGlobals());

const aurora: OverviewVessel = {
  id: testId('aurora'),
  name: 'Aurora',
  performanceStatus: 'NotOk',
  logDataMaxDate: '2026-11-20T12:00:00.000Z',
  lastExportDate: '2026-11-20T12:05:00.000Z',
};
const borealis: OverviewVessel = {
  ...aurora,
  id: testId('borealis'),
  name: 'Borealis',
  logDataMaxDate: null,
};

const headingVariable = {
  id: testId('heading'),
  vesselId: aurora.id,
  sourceId: 'Heading',
  name: 'Heading',
  displayName: 'Heading',
  description: '',
  unit: 'deg',
  unitCaption: 'deg',
  onboardSystem: 'Gyro',
  sampleWindowInMs: 60_000,
  displayPrecision: 1,
  taxa: ['Navigation:Heading'],
  hasLogData: true,
  logDataMinDate: null,
  logDataMaxDate: '2026-11-20T12:00:00.000Z',
};

const auroraPosition = {
  timestamp: '2026-11-20T11:45:00.000Z',
  latitude: 51.9,
  longitude: 4.1,
  source: 'LogData',
};

function fakeServer(latestStatus = 200) {
  return installFakeApi({
    'POST /VesselLocations/Latest': ({ body }) =>
      latestStatus !== 200
        ? { status: latestStatus, body: { message: 'The positions are not available.', code: 'INTERNAL' } }
        : {
            body: (body as { vesselIds: string[] }).vesselIds.map((vesselId) => ({
              vesselId,
              location: vesselId === aurora.id ? auroraPosition : null,
            })),
          },
    'GET /VesselLocations/Find': () => ({ body: [auroraPosition] }),
    'GET /LogVariables': () => ({ body: [headingVariable] }),
    'GET /LogData/LastReceived': () => ({
      body: [
        { logVariableId: headingVariable.id, timestamp: '2026-11-20T11:59:00.000Z', value: 87, unit: 'deg' },
      ],
    }),
  });
}

describe('Vessel Overview', () => {
  it('PERF-020 PERF-069 PERF-068 lists the vessels with status and latest position, the track checkbox and the legend', async () => {
    const { calls } = fakeServer();
    renderWithRouter(<VesselOverview vessels={[aurora, borealis]} />);
    const list = await screen.findByRole('navigation', { name: 'Vessels on the map' });
    const auroraButton = await within(list).findByRole('button', {
      name: /Aurora.*Not ok.*20\. Nov, 2026 11:45/,
    });
    expect((auroraButton as HTMLButtonElement).disabled).toBe(false);
    const borealisButton = await within(list).findByRole('button', { name: /Borealis.*No position/ });
    expect((borealisButton as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Show vessel track' }) as HTMLInputElement).checked).toBe(
      false,
    );
    const legend = screen.getByRole('list', { name: 'Map legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ok', 'Observe', 'Not ok', 'Benchmarking', 'Performance status N/A', 'Previous positions']);
    // The latest positions of all the vessels in one call, none per vessel.
    expect(calls.filter((call) => call.path.startsWith('/VesselLocations/'))).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/VesselLocations/Latest',
        body: { vesselIds: [aurora.id, borealis.id].sort() },
      }),
    ]);

    fireEvent.click(auroraButton);
    await waitFor(() => expect(auroraButton.getAttribute('aria-pressed')).toBe('true'));
  });

  it('PERF-190 says when the positions cannot be loaded, offers a retry, and keeps the map', async () => {
    fakeServer(500);
    renderWithRouter(<VesselOverview vessels={[aurora]} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The positions could not be loaded');
    expect(alert.textContent).toContain('The positions are not available.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Vessel map' })).toBeTruthy();
  });

  it('says when none of the vessels has a logged position (the server looked back a year)', async () => {
    const { calls } = fakeServer();
    renderWithRouter(<VesselOverview vessels={[borealis]} />);
    expect(await screen.findByText('No positions have been logged for these vessels yet.')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/VesselLocations/'))).toHaveLength(1);
  });

  it('PERF-020 reads the positions again when a vessel has newer data, not when the list is only reordered', async () => {
    const { calls } = fakeServer();
    function Harness() {
      const [vessels, setVessels] = useState<OverviewVessel[]>([aurora, borealis]);
      return (
        <>
          <button type="button" onClick={() => setVessels([borealis, aurora])}>
            Reorder
          </button>
          <button
            type="button"
            onClick={() => setVessels([borealis, { ...aurora, logDataMaxDate: '2026-11-20T13:00:00.000Z' }])}
          >
            Newer data
          </button>
          <VesselOverview vessels={vessels} />
        </>
      );
    }
    renderWithRouter(<Harness />);
    const latestCalls = () => calls.filter((call) => call.path === '/VesselLocations/Latest').length;
    const list = await screen.findByRole('navigation', { name: 'Vessels on the map' });
    await within(list).findByRole('button', { name: /Aurora.*20\. Nov, 2026 11:45/ });
    expect(latestCalls()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    await within(list).findByRole('button', { name: /Aurora.*20\. Nov, 2026 11:45/ });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(latestCalls()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Newer data' }));
    await waitFor(() => expect(latestCalls()).toBe(2));
  });

  it('shows what the answer kept for another set of vessels says when its own cannot be read (offline)', async () => {
    let offline = false;
    installFakeApi({
      'POST /VesselLocations/Latest': ({ body }) =>
        offline
          ? { status: 503, body: { message: 'The positions are not available.', code: 'INTERNAL' } }
          : {
              body: (body as { vesselIds: string[] }).vesselIds.map((vesselId) => ({
                vesselId,
                location: vesselId === aurora.id ? auroraPosition : null,
              })),
            },
      'GET /LogVariables': () => ({ body: [] }),
      'GET /LogData/LastReceived': () => ({ body: [] }),
    });
    function Harness() {
      const [vessels, setVessels] = useState<OverviewVessel[]>([aurora, borealis]);
      return (
        <>
          <button type="button" onClick={() => setVessels([aurora])}>
            Aurora only
          </button>
          <VesselOverview vessels={vessels} />
        </>
      );
    }
    renderWithRouter(<Harness />);
    const list = await screen.findByRole('navigation', { name: 'Vessels on the map' });
    await within(list).findByRole('button', { name: /Aurora.*20\. Nov, 2026 11:45/ });
    offline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Aurora only' }));
    expect(await screen.findByText('Some positions could not be loaded')).toBeTruthy();
    expect(within(list).getByRole('button', { name: /Aurora.*20\. Nov, 2026 11:45/ })).toBeTruthy();
  });

  it('PERF-069 reads the track of a vessel with a position: the year before its latest position', async () => {
    const { calls } = fakeServer();
    renderWithRouter(<VesselOverview vessels={[aurora, borealis]} />);
    const list = await screen.findByRole('navigation', { name: 'Vessels on the map' });
    await within(list).findByRole('button', { name: /Aurora.*20\. Nov, 2026 11:45/ });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show vessel track' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/VesselLocations/Find')).toHaveLength(1),
    );
    const find = new URLSearchParams(calls.find((call) => call.path === '/VesselLocations/Find')!.query);
    expect(find.get('vesselId')).toBe(aurora.id);
    expect(find.get('toDate')).toBe('2026-11-20T11:46:00.000Z');
    expect(find.get('fromDate')).toBe('2025-11-20T11:46:00.000Z');
  });

  it('shows the list state it is given in place of the list, with the map still there', async () => {
    fakeServer();
    renderWithRouter(<VesselOverview vessels={[]} listState={<p>No active vessels</p>} />);
    expect(await screen.findByText('No active vessels')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Vessels on the map' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Vessel map' })).toBeTruthy());
  });
});
