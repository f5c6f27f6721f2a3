import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

function fakeServer(findStatus = 200) {
  return installFakeApi({
    'GET /VesselLocations/Find': ({ url }) =>
      findStatus !== 200
        ? { status: findStatus, body: { message: 'The positions are not available.', code: 'INTERNAL' } }
        : {
            body:
              url.searchParams.get('vesselId') === aurora.id
                ? [
                    {
                      timestamp: '2026-11-20T11:45:00.000Z',
                      latitude: 51.9,
                      longitude: 4.1,
                      source: 'LogData',
                    },
                  ]
                : [],
          },
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
    // The latest position is read in the two days before the vessel's last logged data.
    const find = calls.find(
      (call) => call.path === '/VesselLocations/Find' && call.query.includes(aurora.id),
    );
    expect(new URLSearchParams(find?.query).get('toDate')).toBe('2026-11-20T12:01:00.000Z');
    expect(new URLSearchParams(find?.query).get('fromDate')).toBe('2026-11-18T12:01:00.000Z');

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

  it('says when none of the vessels has a logged position, after looking back a year', async () => {
    const { calls } = fakeServer();
    renderWithRouter(<VesselOverview vessels={[borealis]} />);
    expect(await screen.findByText('No positions have been logged for these vessels yet.')).toBeTruthy();
    const spans = calls
      .filter((call) => call.path === '/VesselLocations/Find')
      .map((call) => {
        const query = new URLSearchParams(call.query);
        return (Date.parse(query.get('toDate')!) - Date.parse(query.get('fromDate')!)) / 86_400_000;
      });
    expect(spans).toEqual([2, 365]);
  });

  it('shows the list state it is given in place of the list, with the map still there', async () => {
    fakeServer();
    renderWithRouter(<VesselOverview vessels={[]} listState={<p>No active vessels</p>} />);
    expect(await screen.findByText('No active vessels')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Vessels on the map' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Vessel map' })).toBeTruthy());
  });
});
